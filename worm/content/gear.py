"""Gear: Omphalic Market items, their light and the weapon types (pp. 37, 94–95, 162–170),
and what an item does when used in a Challenge (p. 118; alchemy, pp. 232, 235–239)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content import constants
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


class Use(Entry):
    """What the Use Item action (Cups, p. 118) does with an item, in terms the engine plays.

    ``target`` "foe": the item is thrown or splashed at one combatant; the action's value must
    beat that combatant's Initiative, and for the rest it is handled as an Attack made with Cups
    (p. 118). "ally": the user or a guild-mate in reach, "self": the user only; any value succeeds.
    On success ``effects`` (ids of effects.toml) land on the target and, for a foe, ``wounds``
    Wounds, ``piercing`` if armor cannot soak them (p. 125). ``consumed``: the item is gone
    after one use, as bombs and potions are (p. 232).
    """

    target: Literal["foe", "ally", "self"]
    effects: tuple[Id, ...] = ()
    wounds: Count = 0
    piercing: Flag = False
    consumed: Flag = False

    @model_validator(mode="after")
    def _does_something(self) -> Self:
        require_unique("effects", self.effects)
        if self.wounds and self.target != "foe":
            raise EntryProblem(
                "wounds", f"{self.wounds!r} for target {self.target!r}: only a foe takes Wounds"
            )
        if self.piercing and not self.wounds:
            raise EntryProblem("piercing", "true with wounds 0: only Wounds can be Piercing")
        if not self.effects and not self.wounds:
            raise EntryProblem("effects", "is empty and wounds is 0: the use must do something")
        return self


class Item(Entry):
    """A piece of gear from the Omphalic Market (pp. 37, 162–170), or a brewed alchemical
    substance (Appendix B), which has no ``market_row``.

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
    hands: Annotated[int, Strict(), Field(ge=0, le=constants.BOOK.hands)]
    stack: Positive = 1
    durability: Durability | None = None
    notches: Positive | None = None
    light: LightSource | None = None
    fuel_flickers: Positive | None = None
    weapon: Id | None = None
    use: Use | None = None
    tags: tuple[Id, ...] = ()
    topic: Literal["creatures"] | None = None  # what a book answers (Read a Book, p. 137)
    summary: Text

    @model_validator(mode="before")
    @classmethod
    def _derive_notches(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("notches") is None:
            durability = data.get("durability")
            if isinstance(durability, str) and durability in constants.Notches.model_fields:
                return {**data, "notches": getattr(constants.BOOK.notches, durability)}
        return data

    @model_validator(mode="after")
    def _carrying_rules(self) -> Self:
        limit = constants.BOOK.notches[self.durability] if self.durability else None
        if limit is not None and self.notches != limit:
            raise EntryProblem(
                "notches",
                f"{self.notches!r} disagrees with durability {self.durability!r} "
                f"({limit}): drop one of them",
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
        self._alchemy_rules()
        return self

    def _alchemy_rules(self) -> None:
        """A bomb is thrown at a foe and a potion drunk, each used up (p. 232)."""
        for tag, targets in (("bomb", ("foe",)), ("potion", ("self", "ally"))):
            if tag not in self.tags:
                continue
            if self.use is None:
                raise EntryProblem("use", f"is missing: a {tag} says what using it does")
            if self.use.target not in targets:
                raise EntryProblem(
                    "use.target", f"{self.use.target!r}: a {tag} is used on {' or '.join(targets)}"
                )
            if not self.use.consumed:
                raise EntryProblem("use.consumed", f"false: a {tag} is used up (p. 232)")


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
