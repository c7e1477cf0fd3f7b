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

The rules tying this table to the book and to the rest of the pack are at the end, as
``RULES``; ``worm.content.integrity`` runs them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, Literal, Self

from pydantic import model_validator

from worm.content import book
from worm.content.fields import Count, Entry, FarRealm, Flag, Id, Page, Text, require_unique
from worm.content.problems import EntryProblem, Problem

if TYPE_CHECKING:
    from worm.content.integrity import Tables

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


# --- whole-table and cross-reference rules ----------------------------------------------------


def book_spells(tables: Tables) -> Iterator[Problem]:
    """The book's forty spells, ten per far realm, each by its name, realm and page."""
    if "spells" in tables.unreadable:
        return
    broken = tables.broken.get("spells", frozenset())
    for spell_id, (name, tradition, page) in book.SPELLS.items():
        spell = tables.spells.get(spell_id)
        if spell is None:
            if spell_id not in broken:
                message = f"is missing: {name}, a {tradition} spell (p. {page})"
                yield Problem("spells.toml", spell_id, "id", message)
            continue
        for field_name, wanted in (("name", name), ("tradition", tradition), ("page", page)):
            if (value := getattr(spell, field_name)) != wanted:
                message = f"{value!r}, but the book's is {wanted!r} (p. {page})"
                yield Problem("spells.toml", spell_id, field_name, message)
    for spell_id in sorted(set(tables.spells) - set(book.SPELLS)):
        yield Problem("spells.toml", spell_id, "id", "is not one of the book's forty spells")
    if broken:
        return
    per_realm = Counter(spell.tradition for spell in tables.spells.values())
    for realm in ("wastes", "weald", "weird", "welkin"):
        if per_realm[realm] != book.SPELLS_PER_REALM:
            message = f"{per_realm[realm]} {realm} spells; each far realm has ten (p. 198)"
            yield Problem("spells.toml", None, "tradition", message)


def spell_references(tables: Tables) -> Iterator[Problem]:
    """Every talent, effect, emotion and theme a spell names exists in its own file.

    Effects and themes are held to the book's closed sets (pp. 12–13, 247–249), which
    ``book_tables`` holds their files to, so a renamed one is reported there once, not again
    at each spell naming it.
    """
    emotions = (
        {stance.id for stance in tables.dispositions.disposition}
        if tables.dispositions is not None
        else None
    )
    for spell in tables.spells.values():
        if not tables.knows("talents", spell.talent):
            message = f"{spell.talent!r} is not an id in talents.toml"
            yield Problem("spells.toml", spell.id, "talent", message)
        for where, cast in spell.casts():
            for number, effect in enumerate(cast.effects):
                if effect not in book.IDS["effects"]:
                    message = f"{effect!r} is not an id in effects.toml"
                    yield Problem("spells.toml", spell.id, f"{where}.effects[{number}]", message)
            if cast.emotion is not None and emotions is not None and cast.emotion not in emotions:
                message = f"{cast.emotion!r} is not a disposition in dispositions.toml"
                yield Problem("spells.toml", spell.id, f"{where}.emotion", message)
            if cast.only is not None and cast.only not in book.THEMES:
                message = f"{cast.only!r} is not an id in themes.toml"
                yield Problem("spells.toml", spell.id, f"{where}.only", message)


RULES = (book_spells, spell_references)
"""The rules ``worm.content.integrity`` runs for spells.toml."""
