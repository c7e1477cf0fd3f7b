"""Stocking tables (pp. 335–342): enough Meatgrinder entries, rooms, treasure and hooks for
every shape and lighting, and the items and effects they name."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import get_args

from worm.content import book, stocking
from worm.content.interaction import Outcome, effect_named, item_named
from worm.content.problems import Problem
from worm.content.tables import Tables


def _named(outcomes: tuple[Outcome, ...]) -> tuple[set[str], set[str]]:
    """The item ids and effect ids some outcomes name."""
    items = {item for outcome in outcomes if (item := item_named(outcome))}
    effects = {effect for outcome in outcomes if (effect := effect_named(outcome))}
    return items, effects


def _sources(tables: Tables) -> Iterator[tuple[str, str, str, set[str], set[str]]]:
    """(file, entry, field, item ids, effect ids) for every place the tables name gear."""
    for entry in tables.meatgrinder.values():
        yield ("meatgrinder.toml", entry.id, "outcomes", *_named(entry.outcomes))
        for number, interaction in enumerate(entry.interactions):
            _, effects = _named(interaction.outcomes())
            field = f"interactions[{number}]"
            yield ("meatgrinder.toml", entry.id, field, interaction.items(), effects)
    for hook in tables.hooks.values():
        yield ("hooks.toml", hook.id, "on_done", *_named(hook.on_done))
    for treasure in tables.treasure.values():
        items = {treasure.item} if treasure.item is not None else set()
        yield ("treasure.toml", treasure.id, "item", items, set())


def references(tables: Tables) -> Iterator[Problem]:
    """Every item and effect a template, treasure or hook names exists."""
    for file, entry_id, field, items, effects in _sources(tables):
        for item in sorted(items):
            if not tables.knows("items", item):
                yield Problem(file, entry_id, field, f"{item!r} is not an id in items.toml")
        for effect in sorted(effects):
            if not tables.knows("effects", effect):
                yield Problem(file, entry_id, field, f"{effect!r} is not an id in effects.toml")


def meatgrinder_sizes(tables: Tables) -> Iterator[Problem]:
    """Enough templates of each kind overall, and for every shape and lighting (p. 341)."""
    if not tables.whole("meatgrinder"):
        return
    entries = tables.meatgrinder.values()
    kinds: Counter[str] = Counter(entry.kind for entry in entries)
    for kind, least in stocking.MINIMUM.items():
        if kinds[kind] < least:
            yield Problem(
                "meatgrinder.toml", None, "kind", f"{kinds[kind]} {kind} templates, needs {least}"
            )
    for kind, least in stocking.PER_SHAPE.items():
        for shape in stocking.SHAPES:
            for lighting in stocking.LIGHTINGS:
                n = sum(1 for e in entries if e.kind == kind and e.fits(shape, lighting))
                if n < least:
                    yield Problem(
                        "meatgrinder.toml",
                        None,
                        "shapes",
                        f"a {lighting} {shape} level has {n} {kind} templates, needs {least}",
                    )
    tested: Counter[str | None] = Counter(
        i.approach for e in entries if e.band == "travel_event" for i in e.interactions
    )
    for suit in book.SUITS:
        if tested[suit] < 3:
            yield Problem(
                "meatgrinder.toml",
                None,
                "interactions",
                f"travel events test {suit} {tested[suit]} times: vary the attribute (p. 377)",
            )
    if not any(e.whole_guild and e.band == "travel_event" for e in entries):
        yield Problem(
            "meatgrinder.toml", None, "whole_guild", "no travel event strikes the whole guild"
        )


def room_sizes(tables: Tables) -> Iterator[Problem]:
    """Every shape has enough room types, a handful of them safe (pp. 335, 338)."""
    if not tables.whole("rooms"):
        return
    for shape in stocking.SHAPES:
        fitting = [
            r
            for r in tables.rooms.values()
            if r.seed is None and (not r.shapes or shape in r.shapes)
        ]
        safe = sum(1 for room in fitting if room.safe_ok)
        if len(fitting) < stocking.ROOMS_PER_SHAPE:
            yield Problem(
                "rooms.toml",
                None,
                "shapes",
                f"{len(fitting)} room types fit {shape}, needs {stocking.ROOMS_PER_SHAPE}",
            )
        if safe < stocking.SAFE_ROOMS_PER_SHAPE:
            yield Problem(
                "rooms.toml",
                None,
                "safe_ok",
                f"{safe} safe room types fit {shape}, needs {stocking.SAFE_ROOMS_PER_SHAPE}",
            )


def room_fits(tables: Tables) -> Iterator[Problem]:
    """Every size and number of exits has a generic type on every shape, a safe one too, that
    asks nothing of the room's contents (``holds``, ``vacant``, ``dry``, ``wet``, ``cramped``
    and ``quiet`` unset), so a room never takes a type its geometry or what it holds belies,
    and one safe or not whose words name no architecture, for a room whose feature or trap
    describes the whole room; each seed has its own table and set pieces."""
    if not tables.whole("rooms"):
        return
    generic = [
        r
        for r in tables.rooms.values()
        if r.seed is None
        and r.holds is None
        and not (r.vacant or r.dry or r.wet or r.cramped or r.quiet)
    ]
    for shape in stocking.SHAPES:
        fitting = [r for r in generic if not r.shapes or shape in r.shapes]
        for size in get_args(stocking.RoomSize):
            for exits in stocking.ALL_EXITS:
                here = [r for r in fitting if r.size == size and exits in r.exits]
                bare = [r for r in here if r.architecture == "none"]
                for wanted, pool in (
                    ("", here),
                    ("safe ", [r for r in here if r.safe_ok]),
                    ("architecture-free ", bare),
                    ("safe architecture-free ", [r for r in bare if r.safe_ok]),
                ):
                    if not pool:
                        yield Problem(
                            "rooms.toml",
                            None,
                            "exits",
                            f"no generic {wanted}{size} room type for a {exits} on {shape}",
                        )
    books = {book.seed_id(name) for name in book.SEEDS.values()}  # a missing one is named once
    for room in tables.rooms.values():
        if (
            room.seed is not None
            and room.seed not in books
            and not tables.knows("seeds", room.seed)
        ):
            yield Problem("rooms.toml", room.id, "seed", f"{room.seed!r} is not a seed id")
    if not tables.whole("seeds") or set(tables.seeds) != books:
        return  # seeds.toml's own rule names what is wrong with it
    for seed in sorted(tables.seeds):
        own = [r for r in tables.rooms.values() if r.seed == seed]
        count = sum(1 for r in own if not r.set_piece)
        pieces = len(own) - count
        if not stocking.SEED_ROOMS[0] <= count <= stocking.SEED_ROOMS[1]:
            yield Problem("rooms.toml", None, "seed", f"{seed} has {count} own room types")
        if not 1 <= pieces <= 3:
            yield Problem("rooms.toml", None, "set_piece", f"{seed} has {pieces} set pieces")


def origin_treasure(tables: Tables) -> Iterator[Problem]:
    """The treasure an origin favours (p. 331) is in the treasure table."""
    for origin in tables.origins.values():
        for piece in origin.treasure:
            if message := tables.missing("treasure", piece):
                yield Problem("origins.toml", origin.id, "treasure", message)


def treasure_and_hook_sizes(tables: Tables) -> Iterator[Problem]:
    """Enough treasure at every depth, and enough hooks of each kind (pp. 336, 339, 385)."""
    if tables.whole("treasure"):
        treasure = tables.treasure.values()
        if len(treasure) < stocking.TREASURES:
            yield Problem(
                "treasure.toml",
                None,
                "id",
                f"{len(treasure)} treasures, needs {stocking.TREASURES}",
            )
        depths = Counter(piece.depth for piece in treasure)
        for depth in stocking.TREASURE_CAP:
            if depths[depth] < 3:
                yield Problem(
                    "treasure.toml",
                    None,
                    "depth",
                    f"{depths[depth]} treasures first found at depth {depth}, needs 3",
                )
    if tables.whole("hooks"):
        kinds: Counter[str] = Counter(hook.kind for hook in tables.hooks.values())
        for kind, least in (("return", stocking.RETURN_HOOKS), ("quest", stocking.QUEST_HOOKS)):
            if kinds[kind] < least:
                yield Problem(
                    "hooks.toml", None, "kind", f"{kinds[kind]} {kind} hooks, needs {least}"
                )


RULES = (
    references,
    meatgrinder_sizes,
    room_sizes,
    room_fits,
    origin_treasure,
    treasure_and_hook_sizes,
)
"""The stocking tables' rules, appended to ``worm.content.integrity.RULES``."""
