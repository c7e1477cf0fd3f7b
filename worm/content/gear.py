"""Gear: Omphalic Market items, their light and the weapon types (pp. 37, 94–95, 162–170)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content import book
from worm.content.fields import (
    Count,
    Durability,
    Entry,
    Flag,
    Id,
    Page,
    Positive,
    Text,
    Tier,
    require_unique,
)
from worm.content.problems import EntryProblem


class LightSource(Entry):
    """How an item lights the way (pp. 94–95, 166–169)."""

    flickers: Positive
    holder: Literal["bright"]
    others: Literal["none", "dim"]
    on_drop: Literal["out", "half_out", "shatter"]
    relightable: Flag
    fuel: Id | None = None


class Item(Entry):
    """A piece of gear from the Omphalic Market (pp. 37, 162–170).

    ``notches`` is how many Notches the item takes, the last of them Destroying it: given
    outright for armor, helms, shields and silver, otherwise derived from ``durability``
    (p. 12); ``None`` for things that are never Notched.
    """

    id: Id
    name: Text
    market_row: Text | None = None
    tier: Tier
    page: Page
    slots: Count
    carried_slots: Positive | None = None
    belt_only: Flag = False
    oversized: Flag = False
    hands: Annotated[int, Strict(), Field(ge=0, le=2)]
    stack: Positive = 1
    durability: Durability | None = None
    notches: Positive | None = None
    light: LightSource | None = None
    fuel_flickers: Positive | None = None
    weapon: Id | None = None
    tags: tuple[Id, ...] = ()
    summary: Text

    @model_validator(mode="before")
    @classmethod
    def _derive_notches(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("notches") is None:
            derived = book.DURABILITY_NOTCHES.get(data.get("durability"))  # type: ignore[arg-type]
            if derived is not None:
                return {**data, "notches": derived}
        return data

    @model_validator(mode="after")
    def _carrying_rules(self) -> Self:
        if self.durability and self.notches != book.DURABILITY_NOTCHES[self.durability]:
            raise EntryProblem(
                "notches",
                f"{self.notches!r} disagrees with durability {self.durability!r} "
                f"({book.DURABILITY_NOTCHES[self.durability]}): drop one of them",
            )
        if self.oversized and not (self.belt_only and self.slots == 2):
            raise EntryProblem(
                "oversized",
                f"an oversized item takes 2 belt-only slots (p. 37), not slots={self.slots!r}, "
                f"belt_only={self.belt_only!r}",
            )
        if self.hands == 2 and self.slots < 2:
            raise EntryProblem("slots", f"{self.slots!r}: a two-handed thing takes 2 slots (p. 37)")
        if (self.slots == 0) != (self.carried_slots is not None):
            raise EntryProblem(
                "carried_slots",
                f"{self.carried_slots!r} with slots={self.slots!r}: only worn things (slots 0) "
                "give the slots a spare one takes",
            )
        if self.light and self.hands == 0:
            raise EntryProblem("hands", "0: a light source is held in a hand")
        require_unique("tags", self.tags)
        return self


class WeaponType(Entry):
    """A weapon type and its special property in a Challenge (p. 170)."""

    id: Id
    name: Text
    page: Page
    slots: Positive
    two_handable: Flag
    missile: Flag
    ammo: Id | None = None
    summary: Text

    @model_validator(mode="after")
    def _missiles_shoot_ammo(self) -> Self:
        if self.missile != (self.ammo is not None):
            raise EntryProblem(
                "ammo",
                f"{self.ammo!r} with missile={self.missile!r}: "
                "missile weapons, and only they, name ammo",
            )
        if self.missile and self.two_handable:
            raise EntryProblem(
                "two_handable", "true for a missile weapon: only melee weapons qualify (p. 170)"
            )
        return self
