"""Pack space (p. 37): what fits where, in hands, on the belt and in the pack.

One-handed things take one slot, two-handed things two; oversized things and worn armor go only
on the belt. Stackable things share a slot up to their stack size. Gold is 100 to a slot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Protocol

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.inventory import SIZES, Carried, Inventory, Place


class ItemInfo(Protocol):
    """What pack space needs of a content item."""

    id: str
    slots: int
    belt_only: bool
    stack: int


def _run(slots: tuple[Carried | None, ...], width: int) -> int | None:
    """Index of the first run of ``width`` empty slots, or None."""
    for start in range(len(slots) - width + 1):
        if all(slot is None for slot in slots[start : start + width]):
            return start
    return None


def stow(inventory: Inventory, carried: Carried, item: ItemInfo, place: Place) -> Inventory:
    """Put ``carried`` into the first free run of slots in ``place`` (p. 37)."""
    if item.slots == 0:
        return inventory.model_copy(update={"worn": (*inventory.worn, carried)})
    if item.belt_only and place != "belt":
        raise IllegalCommand(f"{item.id} is oversized or worn armor: it goes on the belt (p. 37)")
    if carried.count > item.stack:
        raise IllegalCommand(f"{item.id} stacks {item.stack} to a slot, not {carried.count}")
    slots = inventory.slots(place)
    start = _run(slots, item.slots)
    if start is None:
        raise IllegalCommand(
            f"no room for {item.id} ({item.slots} slot{'s' * (item.slots > 1)}) in the {place}: "
            f"{inventory.free(place)} of {SIZES[place]} free (p. 37)"
        )
    filled = slots[:start] + (carried,) * item.slots + slots[start + item.slots :]
    return inventory.model_copy(update={place: filled})


def stow_anywhere(inventory: Inventory, carried: Carried, item: ItemInfo) -> Inventory | None:
    """Stow in the pack, or on the belt if it must go there or the pack is full; None if no room."""
    places: tuple[Place, ...] = ("belt",) if item.belt_only else ("pack", "belt")
    for place in places:
        try:
            return stow(inventory, carried, item, place)
        except IllegalCommand:
            continue
    return None


def remove(inventory: Inventory, uid: int) -> Inventory:
    """Take a carried thing out of every slot it occupies."""
    found = inventory.where(uid)
    if found is None:
        worn = tuple(c for c in inventory.worn if c.uid != uid)
        if len(worn) == len(inventory.worn):
            raise IllegalCommand(f"nothing with uid {uid} is carried")
        return inventory.model_copy(update={"worn": worn})
    place, _ = found
    emptied = tuple(None if c is not None and c.uid == uid else c for c in inventory.slots(place))
    return inventory.model_copy(update={place: emptied})


def replace(inventory: Inventory, carried: Carried) -> Inventory:
    """Swap in a changed copy of a carried thing (a Notch, a flicker) wherever it sits."""
    found = inventory.where(carried.uid)
    if found is None:
        worn = tuple(carried if c.uid == carried.uid else c for c in inventory.worn)
        return inventory.model_copy(update={"worn": worn})
    place, _ = found
    swapped = tuple(
        carried if c is not None and c.uid == carried.uid else c for c in inventory.slots(place)
    )
    return inventory.model_copy(update={place: swapped})


def gold_slots(gold: int) -> int:
    """Slots a purse of ``gold`` fills, 100 to a slot, in the belt or the pack (p. 37)."""
    return -(-gold // constants.BOOK.gold_per_slot)


def problems(inventory: Inventory, items: Mapping[str, ItemInfo], gold: int = 0) -> list[str]:
    """Every way this inventory breaks the pack-space rules (p. 37); empty when it is sound.

    Gold is kept as a count beside the slots; it must fit in the belt and pack slots left free.
    """
    found: list[str] = []
    room = inventory.free("belt") + inventory.free("pack")
    if gold_slots(gold) > room:
        found.append(f"{gold} gold needs {gold_slots(gold)} slots; only {room} are free (p. 37)")
    spans: Counter[int] = Counter()
    for place in SIZES:
        for carried in inventory.slots(place):
            if carried is not None:
                spans[carried.uid] += 1
    for carried in inventory.things():
        item = items.get(carried.item)
        if item is None:
            found.append(f"uid {carried.uid}: unknown item {carried.item!r}")
            continue
        located = inventory.where(carried.uid)
        width = spans[carried.uid]
        if item.slots and width != item.slots:
            found.append(f"{item.id} fills {width} slots, not {item.slots}")
        if located and located[0] != "belt" and item.belt_only:
            found.append(f"{item.id} must be carried on the belt (p. 37)")
        if located and located[1] != tuple(range(located[1][0], located[1][0] + width)):
            found.append(f"{item.id} is split across slots {located[1]}")
        if carried.count > item.stack:
            found.append(f"{item.id} stacks {item.stack} to a slot, holds {carried.count}")
    return found
