"""Factions (p. 337): every taste a want or a shun reads through is one of tastes.toml, and
every seed given epithets of its own is one of seeds.toml."""

from __future__ import annotations

from collections.abc import Iterator

from worm.content import book, factions
from worm.content.problems import Problem
from worm.content.tables import Tables


def motives_name_tastes(tables: Tables) -> Iterator[Problem]:
    """Each want's and shun's ``tastes`` are ids in tastes.toml, so a parley can read them."""
    if tables.factions is None:
        return
    for field in ("wants", "shuns"):
        for motive in getattr(tables.factions, field):
            for taste in motive.tastes:
                if message := tables.missing("tastes", taste):
                    yield Problem(factions.FILE, motive.id, "tastes", message)


def places_name_seeds(tables: Tables) -> Iterator[Problem]:
    """Each ``[[places]]`` entry's ``seed`` is an id in seeds.toml, or one of the book's
    seeds (a book seed missing from seeds.toml is reported there, not again here)."""
    if tables.factions is None:
        return
    books = {book.seed_id(name) for name in book.SEEDS.values()}
    for place in tables.factions.places:
        if place.seed in books:
            continue
        if message := tables.missing("seeds", place.seed):
            yield Problem(factions.FILE, place.seed, "seed", message)


RULES = (motives_name_tastes, places_name_seeds)
