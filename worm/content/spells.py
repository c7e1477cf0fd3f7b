"""The forty spells of Appendix A as data (pp. 197–227).

Each far realm (Wastes, Weald, Weird, Welkin) has ten spells, and the matching "Magic of the…"
talent of the Path of Wands (p. 82) lets a sorcerer cast all ten of its realm. A ``Spell``
records the book's name and page, its component and what it does (in worm's words), and
whether it is kept going by concentration (p. 201).

What a spell does as the Speak Incantation action of a Challenge (p. 199) is a ``Cast``: a
small vocabulary the Challenge plays the same way for every spell — whom it aims at, the
effects (effects.toml) it lays on success, the Wounds it deals, the emotion it inspires
(dispositions.toml). A spell whose use cannot be said that way has no ``challenge``; it is for
the Crawl and the City.

The rules tying this table to the book and to the rest of the pack are in
``worm.content.integrity.spells``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, Self

from pydantic import model_validator

from worm.content import book
from worm.content.fields import Count, Entry, FarRealm, Flag, Id, Page, Text, require_unique
from worm.content.problems import EntryProblem

Target = Literal["foe", "ally", "self", "zone"]
"""Whom a cast aims at. Against a ``foe`` the casting succeeds only above the target's Initiative
(p. 199); on an ``ally``, on ``self`` or on a ``zone`` any value takes hold."""


class Cast(Entry):
    """What a spell does when cast as Speak Incantation in a Challenge (p. 199).

    On success each of ``effects`` is laid on the target, it takes ``wounds`` Wounds (Piercing
    if ``piercing``), and an ``emotion`` (with the ``inspire`` effect) pushes its Disposition.
    ``zone_wide`` spreads all of it over every creature in the target zone but the caster.
    ``only`` names the bestiary theme (themes.toml) a target needs for the spell to take hold
    at all; ``undead`` is what the cast does instead to an undead target (empty: no harm).
    """

    target: Target
    effects: tuple[Id, ...] = ()
    wounds: Count = 0
    piercing: Flag = False
    emotion: Id | None = None
    zone_wide: Flag = False
    only: Id | None = None
    undead: Cast | None = None

    @model_validator(mode="after")
    def _coherent(self) -> Self:
        require_unique("effects", self.effects)
        if self.piercing and not self.wounds:
            raise EntryProblem("piercing", "a cast dealing no Wounds cannot be Piercing")
        if (self.emotion is None) == ("inspire" in self.effects):
            raise EntryProblem(
                "emotion",
                f"emotion={self.emotion!r}, effects={list(self.effects)}: an emotion comes with "
                "the inspire effect, and inspire needs an emotion",
            )
        if (self.target == "zone") != self.zone_wide:
            raise EntryProblem(
                "zone_wide",
                f"{self.zone_wide!r} with target {self.target!r}: a zone is cast on exactly "
                "when the cast is zone-wide",
            )
        if self.undead is not None:
            if self.only is not None:
                raise EntryProblem("undead", f"only={self.only!r} already limits the targets")
            if self.undead.only is not None or self.undead.undead is not None:
                raise EntryProblem("undead", "an undead reading cannot nest another")
        return self

    def harmless(self) -> bool:
        """Whether the cast lays no effect, deals no Wound and stirs no emotion."""
        return not (self.effects or self.wounds or self.emotion)

    def against(self, *, undead: bool) -> Cast:
        """The reading that applies to a target that is (or is not) undead."""
        return self.undead if undead and self.undead is not None else self


class Spell(Entry):
    """One spell of Appendix A: its realm, the talent that grants it, and what it does.

    ``talent`` is always the realm's "Magic of the…" talent (p. 82); ``page`` is where the
    spell's entry stands in Appendix A, as the book's index gives it.
    """

    id: Id
    name: Text
    tradition: FarRealm
    talent: Id
    page: Page
    component: Text
    summary: Text
    concentration: Flag
    challenge: Cast | None = None

    @model_validator(mode="after")
    def _granted_by_its_realm(self) -> Self:
        if self.talent != talent_of(self.tradition):
            raise EntryProblem(
                "talent",
                f"{self.talent!r}, but {self.tradition} spells come with "
                f"{talent_of(self.tradition)!r}",
            )
        first, last = book.SPELL_PAGES
        if not first <= self.page <= last:
            message = f"{self.page!r} is outside Appendix A's spells (pp. {first}–{last})"
            raise EntryProblem("page", message)
        if self.challenge is not None and self.challenge.harmless():
            raise EntryProblem("challenge", "does nothing: leave it out instead")
        return self

    def casts(self) -> Iterator[tuple[str, Cast]]:
        """The spell's Challenge readings with their field paths (the undead one included)."""
        if self.challenge is not None:
            yield "challenge", self.challenge
            if self.challenge.undead is not None:
                yield "challenge.undead", self.challenge.undead


def talent_of(tradition: str) -> str:
    """The id of the talent that lets a sorcerer cast a realm's spells (p. 82)."""
    return f"magic_of_the_{tradition}"
