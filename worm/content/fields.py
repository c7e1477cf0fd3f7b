"""Building blocks of the content models: the frozen ``Entry`` base and checked field types."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, StringConstraints

from worm.content import rebuild
from worm.content.problems import EntryProblem

Id = Annotated[str, Strict(), StringConstraints(pattern=r"^[a-z][a-z0-9_]*$")]
Text = Annotated[str, Strict(), StringConstraints(min_length=1)]
Flag = Annotated[bool, Strict()]
Count = Annotated[int, Strict(), Field(ge=0)]
Positive = Annotated[int, Strict(), Field(ge=1)]
Page = Annotated[int, Strict(), Field(ge=1, le=400)]

Suit = Literal["swords", "pentacles", "cups", "wands"]
Archetype = Literal["warrior", "rogue", "scholar", "sorcerer"]
Tier = Literal["impoverished", "common", "luxurious"]
Durability = Literal["fragile", "durable", "tempered"]
FarRealm = Literal["wastes", "weald", "weird", "welkin"]
TalentSource = Literal["path", "kin", "arete", "optional"]
Timing = Literal[
    "passive",
    "camp_action",
    "city_action",
    "challenge_action",
    "minor_action",
    "misc_action",
    "interrupt",
    "reaction",
    "lore_bid",
    "declaration",
]
ChallengeAction = Literal[  # pp. 116–120; "*" stands for every action
    "*",
    "Aid Another",
    "Attack",
    "Avoid",
    "Banter",
    "Bid Lore",
    "Command",
    "Dash",
    "Dodge",
    "Guard",
    "Move",
    "Pull Item from Belt",
    "Pull Item from Pack",
    "Recover",
    "Reload Crossbow",
    "Riposte",
    "Roughhouse",
    "Speak Incantation",
    "Test Fate",
    "Trivial Action",
    "Use Item",
    "Vigilance",
]


def require_unique(field: str, values: tuple[Any, ...]) -> None:
    """Fail naming ``field`` if ``values`` holds a value twice."""
    repeated = sorted({str(v) for v in values if values.count(v) > 1})
    if repeated:
        raise EntryProblem(field, f"repeats {repeated}: list each once")


class Entry(BaseModel):
    """Base of every content entry: frozen, no unknown fields (STYLE, Models)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    def plain_data(self) -> dict[str, Any]:
        """The entry as plain data, as ``model_dump(exclude_defaults=True)`` gives it
        (``worm.content.rebuild.plain``); ``worm.gen.plain``'s records answer the same."""
        return rebuild.plain(self)
