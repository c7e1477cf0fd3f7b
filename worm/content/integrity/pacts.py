"""The eleven pacts of Make a Pact as a table (p. 83): all of them, and what each names."""

from __future__ import annotations

from collections.abc import Iterator

from worm.content.problems import Problem
from worm.content.tables import Tables

PACTS = (
    "devour_the_living",
    "forego_armor",
    "forego_skins",
    "forego_weapons",
    "forego_wood",
    "gluttony",
    "hide_your_face",
    "self_mortification",
    "self_mutilation",
    "silence",
    "verity",
)
"""The book's eleven pacts (p. 83), by id."""


def book_pacts(tables: Tables) -> Iterator[Problem]:
    """The book's eleven pacts, each once, and no other."""
    if "pacts" in tables.unreadable:
        return
    broken = tables.broken.get("pacts", frozenset())
    for pact_id in PACTS:
        if pact_id not in tables.pacts and pact_id not in broken:
            yield Problem(
                "pacts.toml", pact_id, "id", "is missing: one of the eleven pacts (p. 83)"
            )
    for pact_id in sorted(set(tables.pacts) - set(PACTS)):
        yield Problem("pacts.toml", pact_id, "id", "is not one of the book's eleven pacts (p. 83)")


def pact_references(tables: Tables) -> Iterator[Problem]:
    """Every item a pact shuns or needs is an id in items.toml."""
    for pact in tables.pacts.values():
        named = [(f"shuns_items[{n}]", item) for n, item in enumerate(pact.shuns_items)]
        if pact.needs is not None:
            named.append(("needs", pact.needs))
        for where, item in named:
            if (message := tables.missing("items", item)) is not None:
                yield Problem("pacts.toml", pact.id, where, message)


RULES = (book_pacts, pact_references)
