"""Room features and traps as tables (pp. 365–373): the book's numbering and pages, and the
items, effects and talents they name."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping

from worm.content import book
from worm.content.features import Feature, Trap
from worm.content.interaction import Interaction, Outcome, effect_named, item_named
from worm.content.problems import Problem
from worm.content.tables import Tables


def _in_book_order(
    file: str,
    noun: str,
    entries: Iterable[Feature | Trap],
    order: Mapping[int, tuple[str, int]],
    name_of: Callable[[Feature | Trap], str],
) -> Iterator[Problem]:
    """Each number once, each entry the book's for its number and on its page."""
    rows = sorted(
        (entry for entry in entries if entry.number is not None),
        key=lambda entry: (entry.number or 0, entry.id),
    )
    seen = Counter(entry.number or 0 for entry in rows)
    missing = [number for number in order if number not in seen]
    repeated = sorted(number for number, n in seen.items() if n > 1)
    summary = (
        f"needs one {noun} per number 1–{len(order)}; missing {missing}, repeated {repeated}: "
        if missing or repeated
        else ""
    )
    numbers = {name: number for number, (name, _) in order.items()}
    named = False
    for entry in rows:
        assert entry.number is not None  # only the book's examples are in rows
        name, page = order[entry.number]
        if name_of(entry) != name:
            own = numbers.get(name_of(entry))
            fix = (
                f"{name_of(entry)!r} is number {own}"
                if own
                else f"{name_of(entry)!r} is not the book's"
            )
            message = f"{entry.number!r} is the number of {name!r} (p. {page}); {fix}"
            yield Problem(file, entry.id, "number", summary + message)
            named = True
        elif entry.page != page:
            yield Problem(
                file, entry.id, "page", f"{entry.page!r}, but {noun} {name!r} is on p. {page}"
            )
    if summary and not named:
        yield Problem(file, None, "number", summary.removesuffix(": "))


def book_order(tables: Tables) -> Iterator[Problem]:
    """Features 1–21 and traps 1–9, each the book's for its number, on its page (pp. 365–373).

    Only the book's examples carry numbers; the variants of ours are checked by ``places``."""
    if tables.whole("features"):
        yield from _in_book_order(
            "features.toml",
            "feature",
            tables.features.values(),
            book.FEATURE_KINDS,
            lambda entry: entry.kind if isinstance(entry, Feature) else entry.id,
        )
    if tables.whole("traps"):
        yield from _in_book_order(
            "traps.toml", "trap", tables.traps.values(), book.TRAP_NUMBERS, lambda entry: entry.id
        )


def _interaction_references(where: str, interaction: Interaction) -> Iterator[tuple[str, str, str]]:
    """(field, table, id) for every item, talent and effect an interaction names."""
    for part in ("requires", "favor_with"):
        for need in getattr(interaction, part):
            for item in need.split("|"):
                yield f"{where}.{part}", "items", item
    if interaction.talent:
        yield f"{where}.talent", "talents", interaction.talent
    for part in ("costs", "on_success", "on_failure"):
        yield from _outcome_references(f"{where}.{part}", getattr(interaction, part))


def _outcome_references(
    where: str, outcomes: tuple[Outcome, ...]
) -> Iterator[tuple[str, str, str]]:
    for number, outcome in enumerate(outcomes):
        if item := item_named(outcome):
            yield f"{where}[{number}].item", "items", item
        if effect := effect_named(outcome):
            yield f"{where}[{number}].id", "effects", effect


def references(tables: Tables) -> Iterator[Problem]:
    """Every item, effect and talent a feature or trap names exists (items.toml…)."""
    found: list[tuple[str, str, str, str, str]] = []
    for feature in tables.features.values():
        for number, interaction in enumerate(feature.interactions):
            for field, table, entry_id in _interaction_references(
                f"interactions[{number}]", interaction
            ):
                found.append(("features.toml", feature.id, field, table, entry_id))
    for trap in tables.traps.values():
        for part in ("bypasses", "interactions", "responses"):
            for number, interaction in enumerate(getattr(trap, part)):
                for field, table, entry_id in _interaction_references(
                    f"{part}[{number}]", interaction
                ):
                    found.append(("traps.toml", trap.id, field, table, entry_id))
        for part in ("on_success", "on_failure"):
            outcomes = getattr(trap.trigger, part)
            for field, table, entry_id in _outcome_references(f"trigger.{part}", outcomes):
                found.append(("traps.toml", trap.id, field, table, entry_id))
    for file, entry, field, table, entry_id in found:
        if not tables.knows(table, entry_id):
            yield Problem(file, entry, field, f"{entry_id!r} is not an id in {table}.toml")


POINTERS: tuple[tuple[str, re.Pattern[str], bool], ...] = (
    ("secret_door", re.compile(r"\bsecret (door|passage)", re.IGNORECASE), False),
    ("stairs", re.compile(r"\bstair(s|way|case)?\b", re.IGNORECASE), False),
    ("water", re.compile(r"\b(lake|pool|pond|mere)s?\b", re.IGNORECASE), False),
    # size: a thing its words make huge fills a great room, not a landing
    (
        "great",
        re.compile(
            r"\b(colossal|gigantic|chasm)\b|\b([2-9]\d|\d{3,})'|\bas big as (oxen|an ox|a cart)",
            re.IGNORECASE,
        ),
        False,
    ),
    # height: what hangs, rises or is piled far up wants a tall room
    (
        "high",
        re.compile(
            r"\b(dark above|high above|twice the height|(piled|up) to the ceiling"
            r"|hangs heavy from above|climbs out of sight)\b",
            re.IGNORECASE,
        ),
        False,
    ),
    # water on the ground: marsh and mud lie only where the level is wet
    (
        "wet",
        re.compile(r"\b(marsh\w*|reeds?|bogs?|swamp\w*|quicksand|mud)\b", re.IGNORECASE),
        False,
    ),
    # a dry floor: boards and rugs are not laid under water
    ("dry", re.compile(r"\b(rugs?|floorboards|boards)\b", re.IGNORECASE), False),
    # light: what asks for darkness cannot be had on a level lit bright
    (
        "dark",
        re.compile(r"\b(in the dark\b(?! above)|room is dark|put out every light)", re.IGNORECASE),
        False,
    ),
    # sound: a roar always there (its description or clues) drowns what a hook asks to hear
    (
        "din",
        re.compile(r"\b(roar\w*|thunder\w*|deafen\w*|din|drowns (every|all|out))\b", re.IGNORECASE),
        True,
    ),
    # a chasm to cross is no place to live: not a lair
    ("crossing", re.compile(r"\bchasms?\b", re.IGNORECASE), False),
    # a way on past the room (a far door, the way across): ways out in opposite walls, not a
    # dead end (s11 524); the far side of the room alone is in every room, and a door or an
    # arch to pass through is a way on of its own
    (
        "through",
        re.compile(
            r"\bfar (door|doorway)\b|\bway (across|through|on|out past)\b(?! the (door|arch))"
            r"|\bbeyond it\b",
            re.IGNORECASE,
        ),
        False,
    ),
    # a room that fills: every way out a door that shuts, not a square of open streets
    (
        "sealed",
        re.compile(r"\bdoors slam\b|\broom (floods|will be full|starts to fill)\b", re.I),
        False,
    ),
    # a door of the room itself: one the guild can see (s11 520, s23 302)
    ("door", re.compile(r"\b(the|an iron) door\b|\bdoorway\b", re.IGNORECASE), True),
)
"""Words that point at a place in the room, or speak of its size, water, height, light or
sound, and the need that must come with them (the flag: only what is always there, the
description and the clues, counts). A text that speaks of a place on another part of the level
says "elsewhere" and needs nothing."""

SIDES = re.compile(r"\b(north|south|east|west)(ern)? wall", re.IGNORECASE)
"""A wall named by its side: the generator cannot promise the room's secret door is there."""


def _texts(entry: Feature | Trap) -> Iterator[str]:
    """Every sentence the guild may read of a feature or trap."""
    yield entry.description
    yield from (clue.text for clue in entry.clues)
    choices = entry.interactions if isinstance(entry, Feature) else entry.choices()
    outcomes = [o for i in choices for o in i.outcomes()]
    if isinstance(entry, Trap):
        yield from (entry.guards, entry.trigger.text, entry.spot.how, entry.spot.text)
        outcomes += entry.outcomes()
    yield from (i.verb for i in choices)
    for outcome in outcomes:
        text = getattr(outcome, "text", None)
        if isinstance(text, str) and not getattr(outcome, "elsewhere", False):
            yield text  # what an ``elsewhere`` reveal says is of another room
        if getattr(outcome, "effect", None) == "reveal" and getattr(outcome, "id", "") == (
            "secret_door"
        ):
            yield "" if getattr(outcome, "elsewhere", False) else "secret door"


def standing(entry: Feature | Trap) -> list[str]:
    """What is always there to see or hear of a feature or trap: its description and clues."""
    return [entry.description, *(clue.text for clue in entry.clues)]


def spoken(entry: Feature | Trap) -> dict[str, str]:
    """The needs a feature's or trap's own words speak of (``POINTERS``), each with the first
    sentence that does."""
    found: dict[str, str] = {}
    texts = [t for t in _texts(entry) if "elsewhere" not in t]
    always = [t for t in standing(entry) if "elsewhere" not in t]
    for need, words, only_standing in POINTERS:
        said = next((t for t in (always if only_standing else texts) if words.search(t)), None)
        if said is not None:
            found[need] = said
    return found


def places(tables: Tables) -> Iterator[Problem]:
    """A feature or trap whose words point at a place here (a secret door, stairs, a lake) or
    speak of its size, water, height, light or sound declares it in ``needs``, so it is placed
    only where the room has it; none names a wall by its side."""
    for file, entries in (("features.toml", tables.features), ("traps.toml", tables.traps)):
        for entry in entries.values():
            texts = [t for t in _texts(entry) if "elsewhere" not in t]
            for need, said in spoken(entry).items():
                if need not in entry.needs:
                    yield Problem(
                        file, entry.id, "needs", f"its words name {need!r} ({said[:60]!r})"
                    )
            for text in texts:
                if SIDES.search(text):
                    yield Problem(
                        file, entry.id, "description", f"names a wall by its side: {text[:60]!r}"
                    )


def themes(tables: Tables) -> Iterator[Problem]:
    """Each theme of a feature or trap is a dungeon seed's id, a level shape or an origin's id,
    as the book names them (pp. 331, 343–364), so a broken seeds.toml does not echo here."""
    known = {book.seed_id(name) for name in book.SEEDS.values()} | set(book.ORIGINS)
    known |= {"caverns", "halls", "towers", "streets", "water", "organic"}
    for file, entries in (("features.toml", tables.features), ("traps.toml", tables.traps)):
        for entry in entries.values():
            for theme in entry.themes:
                if theme not in known:
                    yield Problem(
                        file,
                        entry.id,
                        "themes",
                        f"{theme!r} is no seed id, level shape or origin id",
                    )


def told_of(tables: Tables) -> Iterator[Problem]:
    """Every creature a feature ``tells_of`` is one monsters.toml defines: the generator
    places the feature only where one of them stands."""
    for feature in tables.features.values():
        for monster in feature.tells_of:
            if (missing := tables.missing("monsters", monster)) is not None:
                yield Problem("features.toml", feature.id, "tells_of", missing)


RULES = (book_order, references, places, themes, told_of)
"""The rules ``worm.content.integrity`` runs for features.toml and traps.toml."""
