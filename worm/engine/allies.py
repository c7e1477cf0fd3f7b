"""The guild's allies in a fight (p. 100; policy ``worm.gm.allies``): the creatures a parley
won to the guild's side strike the foes once a round, after everyone has had a turn, until
they leave at the next Camp (``worm.engine.recovery``)."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.table import Table
from worm.gm import allies as policy


def join(game: Table) -> None:
    """As a Challenge begins, the allies with the guild take their places beside it."""
    for ally in game.allies:
        game.ruling(policy.PAGE, policy.joins(ally))


def strike(game: Table) -> None:
    """The end of a round's count: each ally band strikes the foe the GM picks for it."""
    for ally in game.allies:
        ch = game.challenge
        if ch is None:
            return
        foe = policy.target(ch.side("foes"))
        if foe is None:
            return
        game.log.emit(ev.Narration, text=f"{ally} fall on {foe.name}.")
        harm.harm_foe(game, foe.key, policy.WOUNDS, cause=f"struck by {ally}")
