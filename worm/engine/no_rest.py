"""No rest for the wicked (p. 140): a fight in the Camp at night starts as the guild was found.

A guild caught asleep fights with no armor worn and no weapon or shield in hand; raised by the
alarm, each adventurer has had time for one step (policy ``worm.gm.no_rest``). No armor worn is
a mark on the fighter for the rest of the Challenge (``UNARMORED``: armor cannot be put on in
the middle of a fight); arms out of reach are the Disarm effect (p. 12), which a Recover
action ends.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import no_rest as policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import evolve

UNARMORED = "unarmored"  # a fighter's mark, not a pack effect: no armor on for this fight
DISARM = "disarm"  # the pack's effect (p. 12): nothing held in the hands to fight with


def woken(game: Table) -> None:
    """A Camp's night encounter has become a Challenge (p. 140): strip what the guild had no
    time to put on. Nothing outside a Camp's night."""
    camp = game.camp
    if camp is None or camp.step != 3 or game.challenge is None:
        return
    game.ruling(*(policy.ASLEEP if camp.surprised else policy.PREPARE))
    ch = game.challenge
    ours = {a.id for a in game.guild.adventurers}
    for fighter in ch.fighters:
        if fighter.side != "guild" or fighter.key not in ours:
            continue  # allies and animals fight as they came
        holds = _holds_arms(game, game.guild.adventurer(fighter.key))
        if camp.surprised:
            marks = {UNARMORED, DISARM}
        else:
            marks = {UNARMORED} if policy.prepare(holds) == "arms" else {DISARM}
        if not holds:
            marks.discard(DISARM)  # nothing in hand to be out of reach
        ch = ch.with_fighter(evolve(fighter, effects=fighter.effects | marks))
        said = [
            w for m, w in ((UNARMORED, "no armor on"), (DISARM, "arms out of reach")) if m in marks
        ]
        if said:
            game.log.emit(ev.Narration, text=f"{fighter.name} fights with {' and '.join(said)}.")
    game.challenge = ch


def worn(game: Table, a: Adventurer, armor: tuple[int, ...]) -> tuple[int, ...]:
    """The pieces of ``armor`` (uids that may take a Notch, p. 124) ``a`` has on in the fight
    under way: none worn on the belt by one ``UNARMORED``, no shield held by one disarmed."""
    if game.challenge is None or not armor:
        return armor
    fighter = next((f for f in game.challenge.fighters if f.key == a.id), None)
    if fighter is None or not fighter.effects & {UNARMORED, DISARM}:
        return armor
    off = set()
    if UNARMORED in fighter.effects:
        off |= {c.uid for c in a.inventory.slots("belt") if c is not None}
    if DISARM in fighter.effects:
        off |= {c.uid for c in a.inventory.slots("hands") if c is not None}
    return tuple(uid for uid in armor if uid not in off)


def _holds_arms(game: Table, a: Adventurer) -> bool:
    """Whether ``a`` carries a weapon or a shield in hand (p. 116)."""
    items = game.pack.items
    held = [items[c.item] for c in a.inventory.slots("hands") if c is not None]
    return any(i.weapon is not None or "shield" in i.tags for i in held)
