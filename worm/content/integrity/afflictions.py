"""Afflictions as a table (pp. 97–98): the book's four, the bestiary's, and what each
stage names."""

from __future__ import annotations

from collections.abc import Iterator

from worm.content import book
from worm.content.afflictions import outcomes_in
from worm.content.interaction import effect_named, item_named
from worm.content.problems import Problem
from worm.content.tables import Tables


def book_afflictions(tables: Tables) -> Iterator[Problem]:
    """The book's four example afflictions, with its stages and cures (p. 98)."""
    if "afflictions" in tables.unreadable:
        return
    for affliction_id, (charges, xp) in book.AFFLICTIONS.items():
        entry = tables.afflictions.get(affliction_id)
        if entry is None:
            if affliction_id not in tables.broken.get("afflictions", frozenset()):
                yield Problem("afflictions.toml", affliction_id, "id", "is missing (p. 98)")
            continue
        if entry.page != 98:
            yield Problem("afflictions.toml", entry.id, "page", f"{entry.page!r}, but it is p. 98")
        got = (entry.charges_per_stage(), entry.xp_per_stage())
        if got != (charges, xp):
            yield Problem(
                "afflictions.toml",
                entry.id,
                "stages",
                f"cures (charges, xp) {got!r}, but the book's are {(charges, xp)!r} (p. 98)",
            )


def creature_afflictions(tables: Tables) -> Iterator[Problem]:
    """Each bestiary affliction has an entry here naming its creature, with the same stages."""
    claimed: set[str] = set()
    for entry in tables.afflictions.values():
        if entry.creature is None:
            continue
        claimed.add(entry.creature)
        creature = tables.bestiary.get(entry.creature)
        if creature is None:
            if not tables.knows("bestiary", entry.creature):
                message = f"{entry.creature!r} is not an id in bestiary.toml"
                yield Problem("afflictions.toml", entry.id, "creature", message)
            continue
        if creature.affliction is None:
            message = f"{entry.creature!r} has no [creature.affliction] in bestiary.toml"
            yield Problem("afflictions.toml", entry.id, "creature", message)
            continue
        theirs = tuple((s.charges, tuple(s.effects)) for s in creature.affliction.stages)
        ours = tuple((s.charges, s.effects) for s in entry.stages)
        if (creature.affliction.name, theirs) != (entry.name, ours):
            yield Problem(
                "afflictions.toml",
                entry.id,
                "stages",
                f"name and (charges, effects) per stage {(entry.name, ours)!r} disagree with "
                f"bestiary.toml's {(creature.affliction.name, theirs)!r}",
            )
    if "afflictions" in tables.unreadable or tables.broken.get("afflictions"):
        return
    for creature in tables.bestiary.values():
        if creature.affliction is not None and creature.id not in claimed:
            yield Problem(
                "bestiary.toml",
                creature.id,
                "affliction",
                f"{creature.affliction.name!r} has no entry with creature = {creature.id!r} "
                "in afflictions.toml",
            )


def stage_references(tables: Tables) -> Iterator[Problem]:
    """Every effect and item a stage names exists (effects.toml, items.toml)."""
    for entry in tables.afflictions.values():
        for number, stage in enumerate(entry.stages):
            where = f"stages[{number}]"
            for effect in stage.effects:
                if not tables.knows("effects", effect):
                    message = f"{effect!r} is not an id in effects.toml"
                    yield Problem("afflictions.toml", entry.id, f"{where}.effects", message)
            for path, outcome in outcomes_in(stage, where):
                laid, item = effect_named(outcome), item_named(outcome)
                if laid is not None and not tables.knows("effects", laid):
                    message = f"{laid!r} is not an id in effects.toml"
                    yield Problem("afflictions.toml", entry.id, f"{path}.id", message)
                if item is not None and not tables.knows("items", item):
                    message = f"{item!r} is not an id in items.toml"
                    yield Problem("afflictions.toml", entry.id, f"{path}.item", message)


RULES = (book_afflictions, creature_afflictions, stage_references)
"""The rules ``worm.content.integrity`` runs for afflictions.toml."""
