"""The ogre's Bully (p. 275): it says something cruel about one adventurer and discards a
greater doom; that adventurer wipes the charge off one charged Bond.

Played as the band's whole action on its own turn (``Declared.doom`` names it, as for the
zone-wide dooms, so the Fool may interrupt it, p. 114); when, and on whom, is the policy
``worm.gm.bully``. Which Bond loses its charge is the player's pick in the book; the game
picks for them (policy): the first charged Bond on their sheet.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm import grammar
from worm.engine import doom_action
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import bully, foes, tactics
from worm.model.challenge import GM, Declared
from worm.rules import dooms

DOOM = "Bully"
PAGE = 275
ACTION = "Doom"
"""The action the band declares (the same as the zone-wide dooms')."""


def plan(
    game: Table, key: str, stats: foes.Statblock, marks: Sequence[tactics.Mark]
) -> tactics.Plan | None:
    """The band's Bully for its own turn, by the policy ``worm.gm.bully``, or None."""
    if DOOM not in (d.name for d in stats.greater):
        return None
    ch = game.under_way()
    charged = [(m.key, _charged(game, m.key)) for m in marks]
    overwhelming = any(d.name in dooms.OVERWHELMING for d in stats.greater)
    choice = bully.choose(ch.hand(GM), charged, overwhelming=overwhelming)
    if choice is None:
        return None
    name = ch.fighter(choice.target).name
    game.ruling(
        f"p. {PAGE}",
        f"{grammar.agree(ch.group(key).name, 'bully')} {name}: {choice.why}",
    )
    return tactics.Plan(ACTION, choice.card, ((choice.target, 1),), doom=DOOM)


def _charged(game: Table, key: str) -> int:
    a = game.guild.adventurer(key)
    return sum(b.charged for b in a.bonds)


def play(game: Table, d: Declared) -> None:
    """Reveal the Bully: its target wipes the charge off one charged Bond (p. 275)."""
    ch = game.under_way()
    if not d.targets:
        return
    target = ch.fighter(d.targets[0][0])
    a = game.guild.adventurer(target.key)
    bond = next((b for b in a.bonds if b.charged), None)
    mate = None if bond is None else game.guild.adventurer(bond.target).name
    result = f"a Bond with {mate} loses its charge" if mate else "no charged Bond to wipe"
    doom_action.revealed(game, d, result, target=target.name)
    if bond is None:
        return
    bonds = tuple(b.model_copy(update={"charged": False}) if b is bond else b for b in a.bonds)
    game.set_adventurer(a.model_copy(update={"bonds": bonds}))
    game.log.emit(ev.Bond, who=a.name, with_=mate, change="erase", for_=f"{DOOM} (p. {PAGE})")
