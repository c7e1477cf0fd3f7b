"""Names that cross files: the effects denizens and items use, the afflictions and the
creatures, characters, items and places that outcomes name, in any file."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from worm.content import afflictions, book, stocking
from worm.content.denizens import effect_references
from worm.content.interaction import (
    CatchAffliction,
    Move,
    Outcome,
    StartChallenge,
    Sway,
    effect_named,
    item_named,
)
from worm.content.problems import Problem
from worm.content.tables import FILE, Tables


def denizen_effects(tables: Tables) -> Iterator[Problem]:
    """Every effect a theme, threat or creature names is one of the book's (pp. 12–13).

    The set is the book's closed one, which ``book_tables`` holds effects.toml to, so a
    renamed entry there is reported once, not again at every creature naming it.
    """
    known = book.IDS["effects"]
    for name in ("themes", "threats", "bestiary"):
        for entry in tables.table(name).values():
            for where, effect in effect_references(entry):
                if effect not in known:
                    message = f"{effect!r} is not an id in effects.toml"
                    yield Problem(FILE[name], entry.id, where, message)


def item_use_effects(tables: Tables) -> Iterator[Problem]:
    """Every effect an item's ``use`` applies is one of the book's (pp. 12–13, 118).

    Held to the book's closed set, as ``denizen_effects`` is, so a renamed entry of
    effects.toml is reported once there and not again at each bomb or potion naming it.
    """
    known = book.IDS["effects"]
    for item in tables.items.values():
        for effect in item.use.effects if item.use else ():
            if effect not in known:
                message = f"{effect!r} is not an id in effects.toml"
                yield Problem("items.toml", item.id, "use.effects", message)


def caught_afflictions(tables: Tables) -> Iterator[Problem]:
    """Every ``affliction`` outcome, in any file, names an entry of afflictions.toml (p. 97)."""
    for name, file in FILE.items():
        value = tables.table(name)
        if value is None:
            continue
        for entry in value.values() if isinstance(value, Mapping) else (value,):
            for where, outcome in afflictions.outcomes_in(entry):
                if not isinstance(outcome, CatchAffliction):
                    continue
                if message := tables.missing("afflictions", outcome.id):
                    yield Problem(file, getattr(entry, "id", None), f"{where}.id", message)


OWN_REFERENCES = ("features", "traps", "meatgrinder", "hooks", "treasure", "afflictions")
"""Tables whose items and effects the rules of ``features``, ``stocking`` and ``afflictions``
already check (so each missing one is reported once)."""


def _named_by(outcome: Outcome, table: str) -> Iterator[tuple[str, str | None, str]]:
    """(field, table it must be an id of — None for a place —, value) for each thing an outcome
    in ``table`` names that the Crawl looks up when it plays the outcome."""
    if isinstance(outcome, StartChallenge) and outcome.creature != "level":
        yield "creature", "monsters", outcome.creature
    if isinstance(outcome, Sway) and outcome.creature is not None:
        yield "creature", "characters", outcome.creature
    if isinstance(outcome, Move):
        yield "id", None, outcome.id
    if table in OWN_REFERENCES:
        return
    if (item := item_named(outcome)) is not None:
        yield "item", "items", item
    if (effect := effect_named(outcome)) is not None:
        yield "id", "effects", effect


def outcome_references(tables: Tables) -> Iterator[Problem]:
    """Every creature, character, item, effect and place an outcome names exists, in any file,
    so a fight with a creature monsters.toml lacks fails ``worm assets check``, not the game
    (issue 15: Zacchaeus's cage fought a 'werewolf' no file defines)."""
    for name, file in FILE.items():
        value = tables.table(name)
        if value is None:
            continue
        for entry in value.values() if isinstance(value, Mapping) else (value,):
            for where, outcome in afflictions.outcomes_in(entry):
                for field_name, table, wanted in _named_by(outcome, name):
                    if table is None:
                        if wanted not in stocking.MOVES:
                            places = ", ".join(sorted(stocking.MOVES))
                            message = f"{wanted!r} is not a place to move to: {places}"
                        else:
                            continue
                    elif (missing := tables.missing(table, wanted)) is not None:
                        message = missing
                    else:
                        continue
                    entry_id = getattr(entry, "id", None)
                    yield Problem(file, entry_id, f"{where}.{field_name}", message)
