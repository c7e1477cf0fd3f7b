"""Appendix C's dungeon denizens: the themes, the threats and the bestiary (pp. 241–288).

A creature mixes two templates (p. 242): its *theme* is its story (likes, hates, notes and
lesser dooms) and its *threat* is how hard it hits (attributes, Health/Defense and greater
dooms). The bestiary's twenty-seven entries start from those templates and then change
whatever fits the creature better (p. 253), so an entry states all its numbers itself.

In a Challenge the GM's lesser dooms are major arcana 1–14 and greater dooms 15–21
(pp. 245, 122–123). Capitalised words in a stat block are effects (p. 12), listed here in
``effects`` so they can be checked against effects.toml. Names are the book's; every
``text`` and ``summary`` is ours.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Any, Literal, Self

from pydantic import Field, field_validator, model_validator

from worm.content.fields import (
    ChallengeAction,
    Count,
    Entry,
    Flag,
    Id,
    Page,
    Positive,
    Suit,
    Text,
    require_unique,
)
from worm.content.problems import EntryProblem, shown

__all__ = [
    "Affliction",
    "AfflictionStage",
    "Creature",
    "Doom",
    "DoomKind",
    "Note",
    "Pool",
    "Size",
    "Spend",
    "Theme",
    "Threat",
    "Wants",
    "effect_references",
]

DoomKind = Literal["lesser", "greater"]
"""Lesser dooms are used with major arcana 1–14, greater dooms with 15–21 (p. 245)."""

Spend = Literal["play", "discard", "initiative"]
"""How a doom's card is spent (pp. 246–247): ``play`` is the creature's one card of the turn;
``discard`` costs a card but not that turn's play (the book's "discard", and the plays it
says do not count toward the one-card limit); ``initiative`` is the card laid as Initiative."""

Size = Literal["small", "human", "large", "huge"]
"""How big a creature is next to a person. Each enemy larger than a human adds one card to
the GM's Challenge hand (p. 121). The book prints no size line: ours is read off each
creature's description."""

Names = Annotated[tuple[Text, ...], Field(min_length=1)]

INFINITE: Literal["infinite"] = "infinite"
"""The Health of a creature nothing can Wound (the Bloodybones, "∞" on p. 255)."""


class Note(Entry):
    """Something the GM must remember about a creature that needs no doom card (p. 245).

    ``optional`` marks notes the book offers as a choice (the elite's, p. 251; Strange Body,
    p. 248). ``effects`` lists the effects the note names.
    """

    name: Text
    text: Text
    optional: Flag = False
    effects: tuple[Id, ...] = ()

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("effects", self.effects)
        return self


class Doom(Entry):
    """A lesser or greater doom: what a creature does when the GM spends a card on it.

    ``action`` is the Challenge Action the doom is used as or with ("*" for any standard
    action), if it names one; ``any_card`` is set where the book lets any card, lesser or
    greater, pay for it; ``effects`` are the effects it brings about (on its target, or on
    the creature itself for Heal).
    """

    name: Text
    kind: DoomKind
    text: Text
    card: Spend = "play"
    any_card: Flag = False
    action: ChallengeAction | None = None
    effects: tuple[Id, ...] = ()

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("effects", self.effects)
        return self


def _unique_names(field: str, entries: tuple[Note, ...] | tuple[Doom, ...]) -> None:
    require_unique(field, tuple(entry.name for entry in entries))


def _check_dooms(dooms: tuple[Doom, ...], only: DoomKind | None = None) -> None:
    """Doom names are unique; with ``only``, every doom is of that kind."""
    _unique_names("dooms", dooms)
    if only is not None:
        for number, doom in enumerate(dooms):
            if doom.kind != only:
                raise EntryProblem(
                    f"dooms[{number}].kind",
                    f"{doom.kind!r} for {doom.name!r}: this template gives only {only} dooms",
                )


class Theme(Entry):
    """A theme template (pp. 247–249): the creature's story, likes and lesser dooms.

    ``choose`` is how many of ``dooms`` a creature built on the template takes (the beast's
    "choose 1"); unset, it takes them all. ``template`` is false for Man, which has none:
    people are played as characters (p. 248).
    """

    id: Id
    name: Text
    page: Page
    summary: Text
    template: Flag = True
    likes: tuple[Text, ...] = ()
    hates: tuple[Text, ...] = ()
    notes: tuple[Note, ...] = ()
    dooms: tuple[Doom, ...] = ()
    choose: Positive | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        _check_dooms(self.dooms, "lesser")
        _unique_names("notes", self.notes)
        require_unique("likes", self.likes)
        require_unique("hates", self.hates)
        if not self.template:
            for field in ("likes", "hates", "notes", "dooms"):
                if getattr(self, field):
                    raise EntryProblem(field, "is set, but a theme without a template has none")
        elif not (self.likes and self.hates):
            raise EntryProblem("likes", "a theme template lists likes and hates (pp. 247–249)")
        if self.choose is not None and self.choose > len(self.dooms):
            raise EntryProblem(
                "choose", f"{self.choose} of {len(self.dooms)} dooms: cannot choose more"
            )
        return self


class Threat(Entry):
    """A threat template (pp. 250–252): attributes, Health/Defense and greater dooms.

    ``choose`` is the (fewest, most) greater dooms a creature takes from ``dooms``.
    ``raise_one_to`` lifts one attribute of the creature's choosing (the dungeon lord's 6).
    A threat with ``pools`` has no single Health/Defense: each creature of it names several
    pools instead (p. 251). ``extra_challenge_cards`` is added to the GM's Challenge hand when
    such an enemy is present (p. 121).
    """

    id: Id
    name: Text
    page: Page
    summary: Text
    swords: Count
    pentacles: Count
    cups: Count
    wands: Count
    raise_one_to: Positive | None = None
    health: Count | None = None
    defense: Count | None = None
    pools: Flag = False
    extra_challenge_cards: Count = 0
    notes: tuple[Note, ...] = ()
    dooms: tuple[Doom, ...] = ()
    choose: tuple[Positive, Positive] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        _check_dooms(self.dooms, "greater")
        _unique_names("notes", self.notes)
        if self.pools != (self.health is None) or self.pools != (self.defense is None):
            raise EntryProblem(
                "health",
                f"HD {self.health!r}/{self.defense!r} with pools={self.pools!r}: give HD "
                "or set pools, not both",
            )
        if self.choose is not None:
            fewest, most = self.choose
            if not fewest <= most <= len(self.dooms):
                raise EntryProblem(
                    "choose", f"{list(self.choose)!r} of {len(self.dooms)} dooms is not a range"
                )
        elif self.dooms:
            raise EntryProblem("choose", "say how many of the dooms a creature takes")
        return self


class Pool(Entry):
    """One of a dungeon lord's pools of Health and Defense (p. 251), attacked on its own.

    The pool's notes and dooms work only while it stands. The creature is finished for good
    once every ``core`` pool is defeated. ``hidden``: no Attack in a fight can find it (the
    Yellow King's phylactery, one letter among many on a shelf, p. 270). ``behind``: a pool
    that must fall before melee reaches this one, which missiles reach all the same (the
    Sporehulk's Legs before his Arms and Torso, p. 279). ``rune_on``: this pool is a rune of
    protection carved on that one; while it stands the creature takes no damage elsewhere,
    and the blow that breaks it Wounds that pool once (the Sporehulk's rune, p. 279).
    """

    id: Id
    name: Text
    health: Count
    defense: Count
    core: Flag = False
    hidden: Flag = False
    behind: Id | None = None
    rune_on: Id | None = None
    text: Text
    effects: tuple[Id, ...] = ()
    notes: tuple[Note, ...] = ()
    dooms: tuple[Doom, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        _check_dooms(self.dooms)
        _unique_names("notes", self.notes)
        require_unique("effects", self.effects)
        return self


class Wants(Entry):
    """What a band of these creatures is after, by the suit on top of the minor discard."""

    swords: Text
    pentacles: Text
    cups: Text
    wands: Text


class AfflictionStage(Entry):
    """One stage of an affliction: what it does and the charges it takes to cure."""

    text: Text
    effects: tuple[Id, ...] = ()
    charges: Positive


class Affliction(Entry):
    """A disease a creature passes on, worsening stage by stage (the face rat's, p. 262)."""

    name: Text
    stages: tuple[AfflictionStage, ...] = Field(min_length=1)


class Creature(Entry):
    """A bestiary entry (pp. 253–288): one theme mixed with one threat, then tuned.

    ``health`` is a number, ``"infinite"`` for a creature nothing can Wound, or unset for a
    dungeon lord, whose ``pools`` carry its HD. A suit in ``attributes_equal_health`` has no
    fixed value: it always equals the creature's current Health (the slime's X, p. 278).
    ``speaks`` and ``understands`` are languages.toml ids the book gives; ``mute`` is set where
    it says the creature cannot speak. ``sidebars`` hold the entry's boxed extras.
    """

    id: Id
    name: Text
    page: Page
    theme: Id
    threat: Id
    summary: Text
    size: Size
    swords: Count | None = None
    pentacles: Count | None = None
    cups: Count | None = None
    wands: Count | None = None
    attributes_equal_health: tuple[Suit, ...] = ()
    health: Count | Literal["infinite"] | None = None
    defense: Count | None = None
    pools: tuple[Pool, ...] = ()
    likes: Names
    hates: Names
    notes: tuple[Note, ...] = ()
    dooms: tuple[Doom, ...] = ()
    speaks: tuple[Id, ...] = ()
    understands: tuple[Id, ...] = ()
    mute: Flag = False
    telepathic: Flag = False
    wants: Wants | None = None
    affliction: Affliction | None = None
    sidebars: tuple[Note, ...] = ()

    @field_validator("health", mode="before")
    @classmethod
    def _health_word(cls, value: Any) -> Any:
        """One message for a bad Health, rather than one per member of the union."""
        whole = isinstance(value, int) and not isinstance(value, bool)
        if value is not None and value != INFINITE and not (whole and value >= 0):
            raise ValueError(f"{shown(value)} is neither a whole number ≥ 0 nor 'infinite'")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        for suit in ("swords", "pentacles", "cups", "wands"):
            tied = suit in self.attributes_equal_health
            if tied != (getattr(self, suit) is None):
                raise EntryProblem(
                    suit,
                    f"{getattr(self, suit)!r}: give a number unless it is listed in "
                    "attributes_equal_health, and then give none",
                )
        if self.pools:
            if self.health is not None or self.defense is not None:
                raise EntryProblem("health", "is set, but a creature with pools has HD per pool")
            require_unique("pools", tuple(pool.id for pool in self.pools))
            ids = {pool.id for pool in self.pools}
            for pool in self.pools:
                if pool.behind is not None and (pool.behind not in ids or pool.behind == pool.id):
                    raise EntryProblem(
                        "pools", f"{pool.id} is behind {pool.behind!r}: name another of its pools"
                    )
                if pool.rune_on is not None and (
                    pool.rune_on not in ids or pool.rune_on == pool.id
                ):
                    raise EntryProblem(
                        "pools", f"{pool.id} is a rune on {pool.rune_on!r}: name another pool"
                    )
            if not any(pool.core for pool in self.pools):
                raise EntryProblem("pools", "mark the pool(s) that must fall to beat it as core")
        elif self.health is None or self.defense is None:
            raise EntryProblem(
                "health" if self.health is None else "defense",
                "is missing: give health and defense, or pools",
            )
        if self.health == INFINITE and self.attributes_equal_health:
            raise EntryProblem("attributes_equal_health", "cannot follow an infinite Health")
        _check_dooms(self.dooms)
        _unique_names("notes", self.notes)
        _unique_names("sidebars", self.sidebars)
        for field in ("likes", "hates", "speaks", "understands", "attributes_equal_health"):
            require_unique(field, getattr(self, field))
        if self.mute and self.speaks:
            raise EntryProblem("mute", f"true, but it speaks {list(self.speaks)!r}")
        return self

    @property
    def infinite_health(self) -> bool:
        """Whether nothing can ever Wound it."""
        return self.health == INFINITE

    @property
    def lesser_dooms(self) -> tuple[Doom, ...]:
        """Its own lesser dooms (a dungeon lord's are in its pools)."""
        return tuple(doom for doom in self.dooms if doom.kind == "lesser")

    @property
    def greater_dooms(self) -> tuple[Doom, ...]:
        """Its own greater dooms (a dungeon lord's are in its pools)."""
        return tuple(doom for doom in self.dooms if doom.kind == "greater")

    def all_dooms(self) -> tuple[Doom, ...]:
        """Its dooms and those of every pool, in order; a doom two pools share appears once."""
        seen: dict[str, Doom] = {}
        for doom in (*self.dooms, *(doom for pool in self.pools for doom in pool.dooms)):
            seen.setdefault(doom.name, doom)
        return tuple(seen.values())

    def attribute(self, suit: Suit, health: int | None = None) -> int:
        """The value of ``suit``; one tied to Health needs the creature's current ``health``."""
        value = getattr(self, suit)
        if value is not None:
            return int(value)
        if health is None:
            raise ValueError(f"{self.name}'s {suit} equals its current Health: pass health")
        return health


def effect_references(entry: Entry, path: str = "") -> Iterator[tuple[str, str]]:
    """Every effect id ``entry`` names, with the field it is in (``dooms[2].effects[0]``)."""
    for name in type(entry).model_fields:
        value = getattr(entry, name)
        here = f"{path}.{name}" if path else name
        if name == "effects":
            for number, effect in enumerate(value):
                yield f"{here}[{number}]", effect
        elif isinstance(value, Entry):
            yield from effect_references(value, here)
        elif isinstance(value, tuple):
            for number, item in enumerate(value):
                if isinstance(item, Entry):
                    yield from effect_references(item, f"{here}[{number}]")
