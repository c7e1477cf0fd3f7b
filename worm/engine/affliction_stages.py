"""What an affliction's stage does (pp. 97–98), from its entry in assets/afflictions.toml.

- ``effects``: held while the affliction is at that stage or beyond (policy in
  ``worm.rules.afflictions.standing``: the book's "permanently Exhausted"), read with the
  adventurer's own effects wherever a test or a blow asks what they suffer;
- ``on_enter``: played each time the stage is reached, stage 1 as the affliction is caught
  (stage 1 bites at once, p. 97), the next at the end of a Camp;
- ``on_test``: played after every test of fate taken while on that stage, once it stands.

The outcomes are left to the engine's loop (``PlayOutcomes``), so they land after what brought
them is done. Of a stage's ``tags`` only ``cups_one`` is played (``rating``); the others are
not yet (see docs/rules-parity.md, pp. 97–98).
"""

from __future__ import annotations

from worm.content.interaction import Outcome
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.model.loop import PlayOutcomes
from worm.rules import afflictions
from worm.tarot import Suit


def held(game: Table, a: Adventurer) -> tuple[str, ...]:
    """Every effect id ``a`` suffers: their own, then those their afflictions' stages give."""
    own = tuple(e.id for e in a.effects)
    if not a.afflictions:
        return own
    given = (
        effect
        for state in a.afflictions
        for effect in afflictions.standing(state, game.pack.afflictions[state.id])[0]
    )
    return tuple(dict.fromkeys((*own, *given)))


def tags(game: Table, a: Adventurer) -> tuple[str, ...]:
    """The stage tags ``a`` suffers now, from every affliction (same policy as ``held``)."""
    return tuple(
        dict.fromkeys(
            tag
            for state in a.afflictions
            for tag in afflictions.standing(state, game.pack.afflictions[state.id])[1]
        )
    )


def rating(game: Table, a: Adventurer, suit: Suit) -> int:
    """``a``'s rating in ``suit`` for a test or an action: Cups counts as 1 under black honey's
    shakes (stage 2, ``cups_one``, p. 98)."""
    if suit == "cups" and a.afflictions and "cups_one" in tags(game, a):
        return 1
    return a.attributes[suit]


def reached(game: Table, who: str, affliction_id: str) -> None:
    """``who`` has reached their stage of ``affliction_id``: its ``on_enter`` follows (p. 97)."""
    a = game.guild.adventurer(who)
    state = afflictions.find(a.afflictions, affliction_id)
    if state is None:
        return
    known = game.pack.afflictions[affliction_id]
    stage = known.stages[state.stage - 1]
    _play(game, who, stage.on_enter, f"{known.name}, stage {state.stage}, p. {known.page}")


def tested(game: Table, who: str) -> None:
    """``who`` has taken a test of fate: each affliction's stage ``on_test`` follows (p. 98)."""
    a = game.guild.adventurer(who)
    if a.conditions.dead:
        return
    for state in a.afflictions:
        known = game.pack.afflictions[state.id]
        stage = known.stages[state.stage - 1]
        _play(game, who, stage.on_test, f"{known.name}, stage {state.stage}, p. {known.page}")


def _play(game: Table, who: str, outcomes: tuple[Outcome, ...], cause: str) -> None:
    if outcomes:
        game.later(PlayOutcomes(outcomes=outcomes, actor=who, noisy=False, cause=cause))
