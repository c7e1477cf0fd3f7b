"""Falling (p. 96): a Piercing Wound per full 10 feet, softened or worsened by a Pentacles test.

The faller may test Pentacles: a success counts the fall 10' shorter, a great success 20'
shorter; a failure changes nothing; a great failure changes nothing either, but every fragile
thing on the belt or in the pack (hermetic bottles, glassware) is Destroyed. Piercing Wounds
cannot be taken as a Notch on armor (p. 125).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from worm.model.inventory import Inventory
from worm.rules.fate import Outcome

FEET_PER_WOUND = 10  # p. 96: one Wound for each full 10'
SHORTER: dict[Outcome, int] = {Outcome.SUCCESS: 10, Outcome.GREAT_SUCCESS: 20}  # p. 96
FRAGILE = "fragile"  # items.toml durability: Destroyed by its first Notch (p. 96)


class ItemLike(Protocol):
    """What falling reads of an item (``worm.content.gear.Item``)."""

    @property
    def durability(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class Fall:
    """What a fall does: Wounds (always Piercing) and whether fragile gear is Destroyed."""

    wounds: int
    piercing: bool = True
    fragile_destroyed: bool = False


def damage(feet: int, outcome: Outcome | None) -> Fall:
    """The damage of a ``feet``-high fall after the Pentacles test's ``outcome`` (p. 96).

    ``outcome`` None means the faller took no test: the fall counts in full. The book's example:
    25' deals 2 Wounds, 1 after a success and none after a great success.
    """
    if feet < 0:
        raise ValueError(f"a fall of {feet!r} feet: a fall is 0 feet or more")
    counted = max(0, feet - SHORTER.get(outcome, 0)) if outcome is not None else feet
    return Fall(
        wounds=counted // FEET_PER_WOUND,
        fragile_destroyed=outcome == Outcome.GREAT_FAILURE,
    )


def fragile(inventory: Inventory, items: Mapping[str, ItemLike]) -> tuple[int, ...]:
    """Uids of the fragile things on the belt or in the pack, belt first (p. 96).

    Fragile means ``durability = "fragile"`` in items.toml (hermetic bottles, lanterns, mirrors,
    alchemy kits). Things in hand or worn are spared; items missing from ``items`` are ignored.
    """
    found: list[int] = []
    for place in ("belt", "pack"):
        for carried in inventory.slots(place):
            if carried is None or carried.uid in found:
                continue
            item = items.get(carried.item)
            if item is not None and item.durability == FRAGILE:
                found.append(carried.uid)
    return tuple(found)
