"""Factions (p. 337): every taste a want or a shun reads through is one of tastes.toml."""

from __future__ import annotations

from collections.abc import Iterator

from worm.content import factions
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


RULES = (motives_name_tastes,)
