"""The eleven pacts of Make a Pact as a table (p. 83): all of them, and what each names;
and the maleficence a broken pact draws (pp. 201–203): a full table per far realm."""

from __future__ import annotations

from collections.abc import Iterator

from worm.content.maleficence import CARDS
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


def maleficence_tables(tables: Tables) -> Iterator[Problem]:
    """Each far realm's maleficence table has one entry per minor card value (p. 202)."""
    if "maleficence" in tables.unreadable or tables.broken.get("maleficence"):
        return
    for realm in ("wastes", "weald", "weird", "welkin"):
        cards = sorted(e.card for e in tables.maleficence.values() if e.realm == realm)
        if cards != list(CARDS):
            missing = sorted(set(CARDS) - set(cards))
            message = f"{realm} has cards {cards}; needs each of 1–14 once, missing {missing}"
            yield Problem("maleficence.toml", None, "card", message)


RULES = (book_pacts, pact_references, maleficence_tables)
