"""The winter wolf's Aura of Ice (p. 285): whoever begins their turn engaged with a winter
wolf is Rooted, no card spent, as the ice takes their feet.

The count calls a group's turn (``worm.engine.challenge``); before it acts, each of its
fighters engaged with a creature whose stat block carries the note is Rooted (p. 13: stuck
to the spot, and so no longer engaged). One already Rooted has nothing more to lose.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.actions import fighters, harm
from worm.engine.table import Table
from worm.model.challenge import Challenge, Fighter

NOTE = "Aura of Ice"
ROOT = "root"


def turn_begins(game: Table, group: str) -> None:
    """Root each fighter of ``group`` that begins its turn engaged with an icy creature."""
    ch = game.under_way()
    for fighter in ch.members(group):
        if not fighter.fighting or ROOT in fighter.effects:
            continue
        icy = _icy(game, ch, fighter)
        if icy is None:
            continue
        game.log.emit(
            ev.Narration,
            text=f"Ice from {icy.name} locks {fighter.name}'s feet to the floor ({NOTE}, p. 285).",
        )
        harm.afflict(game, fighter.key, ROOT)
        ch = game.under_way()


def _icy(game: Table, ch: Challenge, fighter: Fighter) -> Fighter | None:
    """The first creature engaged with ``fighter`` whose notes hold the Aura of Ice."""
    for key in sorted(fighter.engaged):
        other = ch.fighter(key)
        if other.side != "foes" or not other.fighting or other.group == fighter.group:
            continue
        stats = fighters.band_block(game, other.group)
        if any(n.name == NOTE for n in stats.notes):
            return other
    return None
