"""The elite's optional Retributive note (p. 251): whoever begins their turn engaged with it
takes 1 Wound, no card spent.

The count calls a group's turn (``worm.engine.challenge``); before it acts, each of its
fighters engaged with a creature whose band carries the note (policy
``worm.gm.optional_notes``) takes the Wound. One felled by it has no turn; a fight it decides
ends there.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import optional_notes
from worm.engine.actions import harm, resolution
from worm.engine.table import Table
from worm.gm.optional_notes import RETRIBUTIVE
from worm.model.challenge import Challenge, Fighter
from worm.rules.optional_notes import RETRIBUTIVE_WOUNDS


def turn_begins(game: Table, group: str) -> bool:
    """Wound each fighter of ``group`` that begins its turn engaged with a Retributive
    creature; whether the turn goes on (someone of ``group`` still fights, and so does the
    fight)."""
    ch = game.under_way()
    serial = ch.serial
    for fighter in ch.members(group):
        if not fighter.fighting:
            continue
        foe = _retributive(game, ch, fighter)
        if foe is None:
            continue
        game.log.emit(
            ev.Narration,
            text=f"{fighter.name} pays for standing against {foe.name} ({RETRIBUTIVE}, p. 251).",
        )
        harm.hurt(game, fighter.key, RETRIBUTIVE_WOUNDS, cause=f"{RETRIBUTIVE} of {foe.name}")
        if resolution.decided(game) or game.under_way().serial != serial:
            return False
        ch = game.under_way()
    return any(f.fighting for f in ch.members(group))


def _retributive(game: Table, ch: Challenge, fighter: Fighter) -> Fighter | None:
    """The first creature of another side engaged with ``fighter`` whose band is
    Retributive."""
    for key in sorted(fighter.engaged):
        other = ch.fighter(key)
        if other.side == fighter.side or not other.fighting:
            continue
        if optional_notes.carries(game, other.group, RETRIBUTIVE) is not None:
            return other
    return None
