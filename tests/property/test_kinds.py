"""Features and traps as kinds with variants, over many seeds (issue 21, point 3).

Each property is checked against the drawn map and the keying, not against the generator's
own bookkeeping (``worm.gen.kinds.Site``): the room's floor, cells, pathways and tiles.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from worm import content
from worm.content.features import Feature, Trap
from worm.gen import kinds, maps
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate

PACK = content.default()
seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 10)


def _placed(level: Level) -> list[tuple[int, Feature | Trap]]:
    """(room, entry) for every feature and trap of the level."""
    out: list[tuple[int, Feature | Trap]] = []
    for room, stock in enumerate(level.stock):
        out += [(room, PACK.features[f]) for f in stock.features]
        out += [(room, PACK.traps[t]) for t in stock.traps]
    return out


def _has(level: Level, room: int, need: str) -> bool:
    """Whether the drawn room has what ``need`` asks, read off the map itself."""
    drawn = level.map.rooms[room]
    edges = [e for e in level.map.edges if room in (e.a, e.b)]
    box = level.tiles[drawn.y : drawn.y + drawn.h, drawn.x : drawn.x + drawn.w]
    if need == "water":
        return int(drawn.mask.sum()) >= kinds.WATERY and bool((box == maps.WATER).any())
    here = level.stock[room]
    if need == "great":
        return kinds.great_room(drawn)
    if need == "roomy":
        return int(drawn.mask.sum()) >= kinds.ROOMY
    if need == "high":
        return kinds.great_room(drawn) or level.map.shape == "towers"
    if need in ("wet", "dry"):
        return kinds.wet(level.seed) == (need == "wet")
    if need == "dark":
        return level.seed.lighting != "bright"
    if need == "din":
        return not kinds.listening(
            [t for h in (*here.hooks, *here.counterparts) for t in h.values()]
        )
    if need == "crossing":
        lairs = {f.lair for f in level.factions.factions} if level.factions is not None else set()
        return not here.lord and room not in lairs
    if need == "secret_door":
        return any(e.secret for e in edges)
    exit_is_door = level.map.style.exit == "door"
    shut = [e.secret or e.locked or (exit_is_door and not e.passage) for e in edges]
    if need == "door":  # one the guild can see: a secret door is no door to walk to
        return any(s and not e.secret for s, e in zip(shut, edges, strict=True))
    if need == "sealed":
        return bool(edges) and all(shut)
    if need == "through":
        sides = {maps.wall(drawn, e.doors[0 if e.a == room else 1]) for e in edges if not e.secret}
        return {"north", "south"} <= sides or {"east", "west"} <= sides
    if need == "stairs":
        return any(way.room == room for way in level.ways)
    raise AssertionError(need)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_no_named_example_twice_in_an_underworld_nor_a_variant_twice_on_a_level(seed, k) -> None:
    underworld = generate(seed, LayoutSettings(levels=k))
    named: Counter[str] = Counter()
    for level in underworld.levels:
        here = Counter(entry.id for _, entry in _placed(level))
        assert max(here.values(), default=0) <= 1, (level.number, here.most_common(2))
        named.update(i for i, _ in here.items() if kinds.named(_entry(i)))
    assert max(named.values(), default=0) <= 1, named.most_common(2)


def _entry(entry_id: str) -> Feature | Trap:
    return PACK.features[entry_id] if entry_id in PACK.features else PACK.traps[entry_id]


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_feature_and_trap_fits_its_room(seed, k) -> None:
    """Water on the map and floor for it, a great room, no closet, a tall room, a true door,
    a way to another level: whatever the entry needs, its room has; and the level's shape."""
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        for room, entry in _placed(level):
            missing = [need for need in entry.needs if not _has(level, room, need)]
            assert not missing, (level.number, room, entry.id, missing)
            assert not entry.shapes or level.map.shape in entry.shapes, (entry.id, level.map.shape)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_a_text_that_points_at_a_secret_door_or_water_stands_where_it_exists(seed, k) -> None:
    """The Owl Throne and every other entry whose words reveal a secret door in its room
    stand only in a room with a secret way out; one that speaks of a lake or a pool only in
    a room whose map shows water."""
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        for room, entry in _placed(level):
            if _reveals_secret_door(entry):
                assert _has(level, room, "secret_door"), (level.number, room, entry.id)
            if any(w in _words(entry) for w in (" lake", " pool", " pond", " mere")):
                assert _has(level, room, "water"), (level.number, room, entry.id)


def _words(entry: Feature | Trap) -> str:
    return f" {entry.name} {entry.description} ".lower()


def _reveals_secret_door(entry: Feature | Trap) -> bool:
    choices = entry.interactions if isinstance(entry, Feature) else entry.choices()
    return any(
        getattr(o, "effect", "") == "reveal"
        and getattr(o, "id", "") == "secret_door"
        and not getattr(o, "elsewhere", False)  # a secret elsewhere on the level (secrets.py)
        for choice in choices
        for o in choice.outcomes()
    )


@settings(max_examples=10, deadline=None)
@given(seeds)
def test_a_large_underworld_mostly_meets_each_feature_and_trap_once(seed) -> None:
    """Eight levels: the variants are enough that nearly all that is placed is met once (a
    repeat comes only when nothing fresh fits the room). Deep levels hold more traps
    (``worm.gen.danger``), so eight levels ask for up to ninety features and traps."""
    underworld = generate(seed, LayoutSettings(levels=8))
    placed = Counter(entry.id for level in underworld.levels for _, entry in _placed(level))
    assert len(placed) / sum(placed.values()) >= 0.85, placed.most_common(5)


def test_the_pack_has_kinds_with_variants() -> None:
    """At least 60 features and 30 traps; every trap kind has four or more to choose from,
    every feature kind three or more; each kind holds exactly one book example."""
    assert len(PACK.features) >= 60 and len(PACK.traps) >= 30
    features = Counter(f.kind for f in PACK.features.values())
    traps = Counter(t.kind for t in PACK.traps.values())
    assert min(features.values()) >= 3 and len(features) == 21, features
    assert min(traps.values()) >= 4 and len(traps) == 9, traps
    for table in (PACK.features, PACK.traps):
        examples = Counter(e.kind for e in table.values() if e.example)
        assert set(examples.values()) == {1}


def test_water_the_words_ask_for_is_drawn_on_the_map() -> None:
    """Seed by seed until one holds a trap or feature that needs water: its room shows it."""
    for seed in range(60):
        for level in generate(seed, LayoutSettings(levels=5)).levels:
            wet = [(r, e) for r, e in _placed(level) if "water" in e.needs]
            for room, entry in wet:
                drawn = level.map.rooms[room]
                box = level.tiles[drawn.y : drawn.y + drawn.h, drawn.x : drawn.x + drawn.w]
                assert int(np.count_nonzero(box == maps.WATER)) >= 2, entry.id
            if wet:
                return
    raise AssertionError("no room needed water in 60 seeds")
