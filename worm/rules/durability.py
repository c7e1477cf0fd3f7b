"""Item durability (p. 96; the Notch effect p. 12): fragile 1, durable 2, tempered steel 3."""

from __future__ import annotations

from worm.model.inventory import Carried


def notch(carried: Carried, limit: int | None) -> tuple[Carried, bool]:
    """Put one Notch on an item; returns it and whether it is now Destroyed (p. 12).

    ``limit`` is how many Notches the item survives (the content pack's ``notches``); an item
    with no limit cannot be Notched and is returned unchanged.
    """
    if limit is None:
        return carried, False
    notched = carried.model_copy(update={"notches": carried.notches + 1})
    return notched, notched.notches >= limit


def repair(carried: Carried) -> Carried:
    """Remove one Notch with a tinker's kit (p. 169); a Destroyed item cannot be salvaged."""
    return carried.model_copy(update={"notches": max(0, carried.notches - 1)})
