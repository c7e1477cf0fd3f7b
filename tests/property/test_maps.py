"""Step 3 (p. 334): the drawn map is exactly the room graph, and that graph is not linear."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import carving, keying, maps

SHAPES = sorted(maps.STYLES)
seeds = st.integers(0, 2**63 - 1)
# every registered carver, bare and as each dungeon seed asks (its structures shape the level)
BRIEFS = [carving.Brief(shape) for shape in sorted(carving.CARVERS)] + [
    carving.Brief(e.shape, e.card, e.id, e.premise, tuple(e.structures))
    for e in sorted(loader.default().seeds.values(), key=lambda e: e.card)
]
briefs = st.sampled_from(BRIEFS)


def _room_tiles(level: maps.LevelMap) -> dict[tuple[int, int], int]:
    owner = {}
    for room in level.rooms:
        ys, xs = np.nonzero(room.mask)
        for y, x in zip((ys + room.y).tolist(), (xs + room.x).tolist(), strict=True):
            owner[(x, y)] = room.index
    return owner


def graph_from_tiles(level: maps.LevelMap, tiles: np.ndarray) -> list[frozenset[int]]:
    """The room pairs joined by each pathway, found by walking the tiles (eight ways)."""
    owner = _room_tiles(level)
    passable = maps.PASSABLE[tiles]
    height, width = tiles.shape
    seen: set[tuple[int, int]] = set()
    found = []
    for y, x in zip(*np.nonzero(passable), strict=True):
        start = (int(x), int(y))
        if start in owner or start in seen:
            continue
        seen.add(start)
        stack, touched = [start], set()
        while stack:
            cx, cy = stack.pop()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    nx, ny = cx + dx, cy + dy
                    if not (0 <= nx < width and 0 <= ny < height) or not passable[ny, nx]:
                        continue
                    if (nx, ny) in owner:
                        touched.add(owner[nx, ny])
                    elif (nx, ny) not in seen:
                        seen.add((nx, ny))
                        stack.append((nx, ny))
        found.append(frozenset(touched))
    return found


def reach(pairs: list[frozenset[int]], start: int) -> set[int]:
    """The rooms reached from ``start`` along the given pathways."""
    found, frontier = {start}, [start]
    while frontier:
        room = frontier.pop()
        for pair in pairs:
            if room in pair:
                for other in pair - found:
                    found.add(other)
                    frontier.append(other)
    return found


@settings(max_examples=60, deadline=None)
@given(seeds, briefs)
def test_the_tiles_join_exactly_the_rooms_the_graph_says(seed: int, brief: carving.Brief) -> None:
    level = carving.carve(np.random.default_rng(seed), brief)
    found = graph_from_tiles(level, maps.draw(level))
    expected = [frozenset((edge.a, edge.b)) for edge in level.edges]
    assert sorted(map(sorted, found)) == sorted(map(sorted, expected))


@settings(max_examples=60, deadline=None)
@given(seeds, briefs)
def test_every_level_is_connected_with_a_loop_and_rooms_apart(
    seed: int, brief: carving.Brief
) -> None:
    level = carving.carve(np.random.default_rng(seed), brief)
    rooms, edges = len(level.rooms), len(level.edges)
    assert edges - rooms + 1 >= 1  # at least one loop (the graph is connected, C = 1)
    assert sum(edge.tree for edge in level.edges) == rooms - 1
    owner = _room_tiles(level)
    for (x, y), room in owner.items():  # no room's floor touches another's
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                assert owner.get((x + dx, y + dy), room) == room


@settings(max_examples=60, deadline=None)
@given(seeds, briefs)
def test_the_players_map_hides_every_secret(seed: int, brief: carving.Brief) -> None:
    rng = np.random.default_rng(seed)
    level = carving.carve(rng, brief)
    keyed = keying.key(rng, level, 1, [keying.Need("entrance", False)])
    player = maps.draw(level, player=True, secret_rooms=keyed.secret_rooms)
    gm = maps.draw(level)
    assert not (player == maps.SECRET).any()
    for room in keyed.secret_rooms:
        r = level.rooms[room]
        # its floor (a bridge may cross the corner of a round room's box, never its floor)
        assert not maps.PASSABLE[player[r.y : r.y + r.h, r.x : r.x + r.w][r.mask]].any()
    # whatever the players see open is open on the GM's map too
    assert (maps.PASSABLE[gm] | ~maps.PASSABLE[player]).all()
    # and the known rooms are all joined without a secret
    pairs = graph_from_tiles(level, player)
    shown = [r for r in range(len(level.rooms)) if r not in keyed.secret_rooms]
    assert reach(pairs, keyed.entry) == set(shown)


@settings(max_examples=60, deadline=None)
@given(seeds, briefs, st.one_of(st.none(), st.integers(4, 40)))
def test_every_carver_draws_exactly_its_room_graph(
    seed: int, brief: carving.Brief, rooms: int | None
) -> None:
    level = carving.carve(np.random.default_rng(seed), brief._replace(rooms=rooms))
    tiles = maps.draw(level)
    found = graph_from_tiles(level, tiles)
    expected = [frozenset((edge.a, edge.b)) for edge in level.edges]
    assert sorted(map(sorted, found)) == sorted(map(sorted, expected))
    assert len(level.edges) - len(level.rooms) + 1 >= 1  # a loop
    assert sum(edge.tree for edge in level.edges) == len(level.rooms) - 1
    assert reach(found, 0) == set(range(len(level.rooms)))
    owner = _room_tiles(level)
    for (x, y), room in owner.items():
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                assert owner.get((x + dx, y + dy), room) == room


@settings(max_examples=40, deadline=None)
@given(seeds, briefs)
def test_nothing_inside_a_room_cuts_off_its_floor(seed: int, brief: carving.Brief) -> None:
    """Pillars, statues, pools and rifts stand inside rooms, but every open tile of the level
    can still be walked to, every room's middle is open, and every door is reached."""
    level = carving.carve(np.random.default_rng(seed), brief)
    tiles = maps.draw(level)
    steps = maps.walk(tiles, level.rooms[0].centre)
    assert not (maps.PASSABLE[tiles] & (steps == maps.UNREACHED)).any()
    for room in level.rooms:  # the middle, where stairs go, is always open floor
        x, y = room.centre
        assert tiles[y, x] == maps.FLOOR
    for x, y, tile in level.interior:  # interiors stand on a room's own floor
        # deep water in a pool, and the forge's plank bridges over its lava trench
        assert maps.INTERIOR[tile] or tile in (maps.WATER, maps.BRIDGE)
        assert any(
            room.x <= x < room.x + room.w
            and room.y <= y < room.y + room.h
            and room.mask[y - room.y, x - room.x]
            for room in level.rooms
        )
