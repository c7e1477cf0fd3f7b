"""Item durability (p. 96; the Notch effect p. 12): fragile 1, durable 2, tempered steel 3."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from worm.errors import IllegalCommand
from worm.model.inventory import Carried, Inventory, Place


class ArmorInfo(Protocol):
    notches: int | None
    tags: tuple[str, ...]


def notch(carried: Carried, limit: int | None) -> tuple[Carried, bool]:
    """Put one Notch on an item; returns it and whether it is now Destroyed (p. 12).

    ``limit`` is how many Notches the item survives (the content pack's ``notches``); an item
    with no limit cannot be Notched and is returned unchanged.
    """
    if limit is None:
        return carried, False
    notched = carried.model_copy(update={"notches": carried.notches + 1})
    return notched, notched.notches >= limit


def repair(carried: Carried, limit: int | None) -> Carried:
    """Remove one Notch with a tinker's kit (p. 169); a Destroyed item cannot be salvaged."""
    if limit is not None and carried.notches >= limit:
        raise IllegalCommand(
            f"{carried.item} is Destroyed: a tinker's kit cannot save it, only the City (p. 163)"
        )
    return carried.model_copy(update={"notches": max(0, carried.notches - 1)})


def protection(inventory: Inventory, items: Mapping[str, ArmorInfo]) -> tuple[int, ...]:
    """Uids of the intact armor, helm (worn on the belt) and shield (in hand) that may take a
    Notch instead of a Wound (p. 124), belt first."""
    found = []
    guarded: tuple[tuple[Place, str], ...] = (("belt", "armor"), ("hands", "shield"))
    for place, tag in guarded:
        for carried in inventory.slots(place):
            if carried is None or carried.uid in found:
                continue
            item = items[carried.item]
            if tag in item.tags and item.notches is not None and carried.notches < item.notches:
                found.append(carried.uid)
    return tuple(found)
