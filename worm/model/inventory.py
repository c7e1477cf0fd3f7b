"""What an adventurer carries: two hands, 4 belt slots and 21 pack slots (p. 37).

An item that takes several slots stands in each of them (same ``uid``); a stack of arrows or
lockpicks is one :class:`Carried` with a count. Clothes being worn take no slot (p. 164).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from worm.content import constants

Place = Literal["hands", "belt", "pack"]
SIZES: dict[Place, int] = {  # p. 37
    "hands": constants.BOOK.hands,
    "belt": constants.BOOK.belt_slots,
    "pack": constants.BOOK.pack_slots,
}
HANDS = SIZES["hands"]  # worm.engine.kit's name for it, until it reads constants.BOOK.hands


class Carried(BaseModel):
    """One carried thing: a content item id, how many, its Notches and its light."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    uid: int = Field(ge=1)
    item: str
    count: int = Field(default=1, ge=1)
    notches: int = Field(default=0, ge=0)
    flickers: int | None = Field(default=None, ge=0)  # a light source's flickers left (p. 95)
    lit: bool = False
    of: str | None = None  # the creature a reagent or a brewed substance came from (p. 231)


Slots = tuple[Carried | None, ...]


class Inventory(BaseModel):
    """Hands, belt and pack, slot by slot; ``worn`` holds clothes, which take no slot."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    hands: Slots = (None,) * SIZES["hands"]
    belt: Slots = (None,) * SIZES["belt"]
    pack: Slots = (None,) * SIZES["pack"]
    worn: tuple[Carried, ...] = ()

    @model_validator(mode="after")
    def _slot_counts(self) -> Inventory:
        for place, size in SIZES.items():
            got = len(getattr(self, place))
            if got != size:
                raise ValueError(f"{place} has {got} slots, not {size} (p. 37)")
        return self

    def slots(self, place: Place) -> Slots:
        found: Slots = getattr(self, place)  # ``place`` names one of the three slot fields
        return found

    def things(self) -> tuple[Carried, ...]:
        """Every carried thing once, hands then belt then pack, then what is worn.

        Remembered for the inventories asked about lately (a Crawl asks of the same ones on
        every step): an inventory is frozen, so what it holds never changes; the memo keys on
        the object itself and keeps it alive, so its id cannot be taken by another."""
        memo = _THINGS.get(id(self))
        if memo is not None and memo[0] is self:
            return memo[1]
        seen: dict[int, Carried] = {}
        for carried in (*self.hands, *self.belt, *self.pack):  # SIZES' order, unrolled for speed
            if carried is not None and carried.uid not in seen:
                seen[carried.uid] = carried
        found = (*seen.values(), *self.worn)
        if len(_THINGS) >= _THINGS_KEPT:
            _THINGS.clear()
        _THINGS[id(self)] = (self, found)
        return found

    def where(self, uid: int) -> tuple[Place, tuple[int, ...]] | None:
        """The place and slot indexes (0-based) that ``uid`` occupies, or None."""
        for place in SIZES:
            indexes = tuple(i for i, c in enumerate(self.slots(place)) if c and c.uid == uid)
            if indexes:
                return place, indexes
        return None

    def free(self, place: Place) -> int:
        return sum(1 for carried in self.slots(place) if carried is None)

    def next_uid(self) -> int:
        return max((carried.uid for carried in self.things()), default=0) + 1


_THINGS_KEPT = 256
_THINGS: dict[int, tuple[Inventory, tuple[Carried, ...]]] = {}
"""``Inventory.things`` of the inventories asked about lately, by id, each beside its object."""
