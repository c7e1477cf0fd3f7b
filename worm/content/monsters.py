"""The creatures the dungeon seeds name, built as theme + threat (pp. 242–252, 343–364).

The seeds list creatures by name only; the book expects each to be made from one theme (its
story) and one threat (how it acts), with one aspect exaggerated (p. 243), or rebranded from a
bestiary entry (p. 381). A ``Monster`` records that choice together with what the Crawl and the
Meatgrinder need to show it: whether it attacks on sight (very few do, p. 87: the mindless dead),
what a group is busy with when met, and the signs that broadcast it before it is met (p. 340).

Names are the book's; every description is ours. The rules tying this table to seeds.toml and
languages.toml are in ``worm.content.integrity.monsters``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import ConfigDict, Field, model_validator

from worm.content import book
from worm.content.fields import Entry, Flag, Id, Suit, Text, require_unique
from worm.content.problems import EntryProblem

Size = Literal["small", "human", "large", "huge"]
"""Rough bulk: smaller than a person, about a person, bigger (counts for the GM's hand,
p. 121), or the size of a building."""

Phrases = Annotated[tuple[Text, ...], Field(min_length=1, max_length=3)]

ON_SIGHT_THEMES = frozenset({"undead"})
"""The themes whose speechless creatures attack on sight (``attacks_on_sight``)."""


def attacks_on_sight(theme: str, talks: bool) -> bool:
    """Whether a creature attacks on sight, with no Disposition drawn (p. 87).

    Policy (p. 87): very few creatures do, and the book's one example is the skeleton. So
    only the mindless dead attack on sight: undead that cannot talk or bargain (skeletons,
    zombies, draugr, shadows). Every other creature, beast or slime included, is met with a
    starting Disposition (p. 99) and may be talked to, bargained with or avoided. A
    creature's ``aggressive`` flag in monsters.toml must agree with this rule.
    """
    return theme in ON_SIGHT_THEMES and not talks


class Monster(Entry):
    """One creature of the seeds' lists, or one seed's dungeon lord.

    ``base`` names the bestiary entry whose stats it rebrands, if any. A lord has the
    dungeon_lord threat and ``raise``, the one attribute its template lifts to 6 (p. 251).
    ``common_threat`` is only for a lord that its own level also lists among the common
    monsters (Xania, p. 355): the threat of the ordinary copies met around the level.
    ``busy`` phrases follow the creature's name ("Dire Wolves circling …"); ``signs`` are
    traces that foreshadow it. A ``singular`` creature is the only one of its kind (the
    Menagerie's, p. 357): it is met alone, and stands in one room of its level. ``stays``
    says why the creature can never leave its place (paintings in their frames, a rooted
    growth): such a band cannot go with the guild as its ally (``worm.gm.allies.follows``).
    ``disguise`` is the thing a camouflaged kind passes for while it sleeps in its room (a
    mimic's chest, p. 273; ``worm.engine.camouflage``).
    """

    model_config = ConfigDict(
        validate_by_name=True, validate_by_alias=True, serialize_by_alias=True
    )

    id: Id
    name: Text
    theme: Id
    threat: Id
    base: Id | None = None
    lord: Flag = False
    raise_: Suit | None = Field(default=None, alias="raise")
    common_threat: Id | None = None
    singular: Flag = False
    size: Size
    aggressive: Flag
    talks: Flag
    speaks: Id | None = None
    exaggeration: Text
    likes: Phrases
    hates: Phrases
    busy: tuple[Text, ...] = Field(min_length=2)
    signs: tuple[Text, ...] = Field(min_length=1)
    seeds: tuple[Id, ...] = Field(min_length=1)
    stays: Text | None = None
    disguise: Text | None = None

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        if self.id != (expected := book.seed_id(self.name)):
            raise EntryProblem("id", f"{self.id!r} should be {expected!r}, the name in snake_case")
        for field, known, what in (
            ("theme", book.THEMES, "theme (pp. 247–249)"),
            ("threat", book.THREATS, "threat (pp. 250–252)"),
            ("base", book.BESTIARY, "bestiary entry (pp. 253–288)"),
            ("common_threat", book.THREATS - {"dungeon_lord"}, "threat for the common ones"),
        ):
            value = getattr(self, field)
            if value is not None and value not in known:
                raise EntryProblem(field, f"{value!r} is not a {what}: use one of {sorted(known)}")
        if self.lord != (self.threat == "dungeon_lord"):
            raise EntryProblem(
                "threat",
                f"{self.threat!r} with lord={self.lord!r}: "
                "a dungeon lord, and only a lord, has the dungeon_lord threat (p. 251)",
            )
        if self.lord != (self.raise_ is not None):
            raise EntryProblem(
                "raise",
                f"{self.raise_!r} with lord={self.lord!r}: "
                "a lord raises exactly one attribute to 6, and only a lord does (p. 251)",
            )
        if self.common_threat is not None and not self.lord:
            raise EntryProblem("common_threat", "set on a creature that is not a dungeon lord")
        if self.aggressive != attacks_on_sight(self.theme, self.talks):
            raise EntryProblem(
                "aggressive",
                f"{self.aggressive!r} for a {self.theme} that "
                f"{'talks' if self.talks else 'cannot talk'}: only the mindless dead, undead "
                "that cannot talk, attack on sight (p. 87; monsters.attacks_on_sight)",
            )
        if self.speaks is not None and not self.talks:
            raise EntryProblem("speaks", f"{self.speaks!r} for a creature that does not talk")
        for field in ("likes", "hates", "busy", "signs", "seeds"):
            require_unique(field, getattr(self, field))
        return self

    @property
    def encounter_threat(self) -> str:
        """The threat of a group met around the level: ``common_threat`` if set, else ``threat``."""
        return self.common_threat or self.threat


FILE = "monsters.toml"
