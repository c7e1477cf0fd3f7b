"""City Events and Signs and Portents (pp. 150–153): the entries the GM reads in step 3 of the
City Phase, and the reserve the restock writes over marked entries from (p. 160).

An entry's ``effect`` is what the engine plays; an entry with no mechanical effect is colour
the GM narrates. Effects on systems not played yet (City Actions, districts, contracts) are
recorded on the City Phase's state so later slices obey them (``flags``, ``banned``, ``only``).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator

from worm.content.fields import Count, Entry, Flag, Id, Page, Suit, Text, Tier
from worm.content.problems import EntryProblem

Category = Literal["curiosity", "happening", "rumor", "travel", "signs"]
"""The bands of the City Events table (p. 150); ``signs`` is the XXI row."""

Target = Literal[
    "none",
    "guild",
    "random",
    "rear",
    "highest_swords",
    "highest_pentacles",
    "highest_cups",
    "highest_wands",
    "lowest_cups",
    "heir",
]
"""Whom an entry falls on: the whole guild, one picked by the oracle, the last in marching
order, the one with the highest (lowest) rating, or the heir of the townhouse (XIX)."""

Failure = Literal["stressed", "lose_bottom_two"]
"""What a failed test of fate the event calls for costs the tester."""

Record = Literal[
    "regime_change",
    "townhouse",
    "contracts_void",
    "add_district",
    "remove_district",
    "district_action_banned",
    "npcs_vanish",
    "no_dogs",
    "art_unsold",
    "child_of_silence",
    "undead_plague",
    "dreams",
    "stray_dog",
]
"""A rule this City Phase records for systems not played yet (districts, contracts, NPCs)."""

CityAction = Literal["carouse", "all"]
"""City Actions an event bans or allows (pp. 156–159); ``all`` stands for every one."""

Card = Annotated[int, Strict(), Field(ge=1, le=21)]


class FateCall(BaseModel):
    """A test of fate the event calls for: the attribute, when it is drawn, what failing costs,
    and whether the one called on may walk away instead (the GM's policy decides)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    attribute: Suit
    when: Literal["now", "after_actions"] = "now"
    failure: tuple[Failure, ...] = Field(min_length=1)
    optional: Flag = False


class CityEffect(BaseModel):
    """What an entry does, machine-readable; every field empty is colour only."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    prices: dict[str, Count] = {}  # upkeep tier id → its cost this City Phase (p. 154)
    rations_at: Tier | None = None  # rations are sold only with this tier's upkeep or dearer
    banned: tuple[CityAction, ...] = ()  # City Actions nobody may take this phase
    only: tuple[CityAction, ...] = ()  # the only City Actions anybody may take
    test: FateCall | None = None
    theft: Flag = False  # one pack item taken from the target
    gold: int = 0  # gold the target gains (lost when below 0)
    stressed: Flag = False  # the guild sets out on the next Crawl Stressed
    rumor: Text | None = None  # a hook heard about the Underworld
    flags: tuple[Record, ...] = ()

    @property
    def colour(self) -> bool:
        """Nothing the engine plays or records: the GM only tells it."""
        return self == CityEffect()


class CityEvent(Entry):
    """One entry of the City Events table (pp. 151–152), of its reserve (p. 160) or of Signs
    and Portents (p. 153): the card it sits at, its band, the page, our telling, and whom it
    falls on and what it does.

    ``reserve`` entries are not on the table until a restock writes one over a marked entry of
    the same band; ``card`` is then the first card of that band it may stand at."""

    id: Id
    card: Card
    category: Category
    name: Text
    page: Page
    text: Text
    target: Target = "none"
    effect: CityEffect = CityEffect()
    reserve: Flag = False
    needs: Literal["townhouse"] | None = None  # a reserve row only for a guild holding this

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        if band(self.card) != self.category:
            raise EntryProblem("category", f"card {self.card} is in the {band(self.card)} band")
        needs_one = self.effect.theft or self.effect.gold or self.effect.test is not None
        if needs_one and self.target == "none":
            raise EntryProblem("target", "an effect on somebody needs a target")
        if self.effect.gold and self.target == "guild":
            raise EntryProblem("target", "gold goes to one adventurer, not the whole guild")
        return self


class Portent(Entry):
    """One entry of Signs and Portents (p. 153), read by the minor card atop the discard when
    the City Events draw is XXI: value 1–14 (the Fool has no entry: the oracle draws again)."""

    id: Id
    card: Annotated[int, Strict(), Field(ge=1, le=14)]
    name: Text
    page: Page
    text: Text
    target: Target = "none"
    effect: CityEffect = CityEffect()


BANDS: tuple[tuple[Category, range], ...] = (
    ("curiosity", range(1, 6)),
    ("happening", range(6, 11)),
    ("rumor", range(11, 16)),
    ("travel", range(16, 21)),
    ("signs", range(21, 22)),
)
"""The City Events formula (p. 150): which cards each band holds."""


def band(card: int) -> Category:
    """The band a major card falls in on the City Events table (p. 150)."""
    for name, cards in BANDS:
        if card in cards:
            return name
    raise ValueError(f"{card} is not a major arcana value 1–21")
