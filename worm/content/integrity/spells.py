"""The forty spells of Appendix A as a table (pp. 197–227): the book's, and what each names."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from worm.content import book
from worm.content.problems import Problem
from worm.content.tables import Tables


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
