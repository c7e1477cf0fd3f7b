"""p. 334 from where the guild stands: loops, a second way out of the entry, a great lair and
two routes, on the players' map of any carver's level (``worm.gen.topology``)."""

from __future__ import annotations

import statistics

import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.property.test_maps import BRIEFS, _room_tiles, briefs, graph_from_tiles, reach
from worm.gen import carving, keying, maps, topology
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

seeds = st.integers(0, 2**63 - 1)
shapes = st.sampled_from(sorted(carving.CARVERS))
NEEDS = [keying.Need("entrance", False), keying.Need("down", False), keying.Need("up", True)]


def _settled(seed: int, shape: str) -> tuple[maps.LevelMap, keying.Keyed]:
    rng = np.random.default_rng(seed)
    level = carving.carve(rng, carving.Brief(shape))  # type: ignore[arg-type]
    keyed = keying.key(rng, level, 2, NEEDS)
    return level, topology.settle(rng, level, keyed, 2, NEEDS)


@settings(max_examples=40, deadline=None)
@given(seeds, shapes)
def test_the_tiles_still_join_exactly_the_graph_after_settling(seed: int, shape: str) -> None:
    level, keyed = _settled(seed, shape)
    found = graph_from_tiles(level, maps.draw(level))
    expected = [frozenset((edge.a, edge.b)) for edge in level.edges]
    assert sorted(map(sorted, found)) == sorted(map(sorted, expected))
    owner = _room_tiles(level)
    for (x, y), room in owner.items():  # no room's floor touches another's, grown or not
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                assert owner.get((x + dx, y + dy), room) == room
    for room in level.rooms:
        assert room.mask[room.h // 2, room.w // 2], "a room's middle is not floor"
    assert sorted(keyed.keys) == sorted(keying.room_key(2, i) for i in range(len(level.rooms)))
    assert keyed.keys[keyed.entry] == keying.entry_key(2)


@settings(max_examples=60, deadline=None)
@given(seeds, briefs)
@example(15, next(b for b in BRIEFS if b.seed_id == "the_pits"))  # a door dug beside a shaft
@example(471, next(b for b in BRIEFS if b.seed_id == "the_pits"))  # a lair grown past a shaft
def test_a_tunnel_settling_digs_never_opens_behind_a_pillar_or_a_shaft(
    seed: int, brief: carving.Brief
) -> None:
    """What stands inside a room (a pillar, a shaft, a lava trench) was laid before settling
    dug its tunnels: a new door beside one would cut the tunnel off. Every open tile of the
    settled level is still walked to."""
    rng = np.random.default_rng(seed)
    level = carving.carve(rng, brief)
    topology.settle(rng, level, keying.key(rng, level, 2, NEEDS), 2, NEEDS)
    tiles = maps.draw(level)
    steps = maps.walk(tiles, level.rooms[0].centre)
    assert not (maps.PASSABLE[tiles] & (steps == maps.UNREACHED)).any()


@settings(max_examples=40, deadline=None)
@given(seeds, shapes)
def test_the_players_map_has_a_loop_and_the_way_in_two_ways_on(seed: int, shape: str) -> None:
    level, keyed = _settled(seed, shape)
    player = maps.draw(level, player=True, secret_rooms=keyed.secret_rooms)
    pairs = graph_from_tiles(level, player)  # read off the tiles the guild is given
    shown = [r for r in range(len(level.rooms)) if r not in keyed.secret_rooms]
    assert reach(pairs, keyed.entry) == set(shown)
    assert len(pairs) - len(shown) + 1 >= 1, "no loop on the players' map"
    assert sum(keyed.entry in pair for pair in pairs) >= 2, "the way in is a dead end"
    assert keyed.lord in shown and keyed.lord != keyed.entry


def test_most_levels_have_a_great_lair_and_two_routes_to_it_and_down() -> None:
    lairs, to_lord, to_down, levels = 0, 0, 0, 0
    for seed in range(20):
        for level in generate(seed, LayoutSettings(levels=5)).levels:
            levels += 1
            keyed = level.keyed
            links = topology.players_links(level.map, keyed.secret_rooms)
            areas = [int(room.mask.sum()) for room in level.map.rooms]
            lairs += areas[keyed.lord] >= topology.LAIR_SCALE * statistics.median(areas)
            to_lord += topology.choke(links, keyed.entry, keyed.lord) is None
            downs = [w.room for w in level.ways if w.end == "down" and not w.secret]
            to_down += all(topology.choke(links, keyed.entry, room) is None for room in downs)
    assert lairs >= 0.8 * levels
    assert to_lord >= 0.85 * levels
    assert to_down >= 0.8 * levels


def test_a_choke_is_found_on_a_corridor_and_not_on_a_ring() -> None:
    line = [[(1, 0)], [(0, 0), (2, 1)], [(1, 1)]]
    assert topology.choke(line, 0, 2) == (-1, 0)  # the first pathway is on every route
    ring = [[(1, 0), (3, 3)], [(0, 0), (2, 1)], [(1, 1), (3, 2)], [(2, 2), (0, 3)]]
    assert topology.choke(ring, 0, 2) is None
    tail = [*ring, [(2, 4)]]
    tail[2] = [*tail[2], (4, 4)]
    assert topology.choke(tail, 0, 4) == (2, -1)  # room 2 stands between the ring and 4


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 10))
@example(3, 3)  # level 3 (towers): a pathway rings the way in round; the guild steps in
@example(19642, 5)  # level 3 (halls): no tunnel fits, and the one loop ran through a secret room
@example(355589, 6)  # level 6 (streets): walled in, its one neighbour holds stairs; a door knocked
@example(7022980760218141420, 10)  # level 4 (towers): ringed round, its neighbour holds stairs
@example(3835036888509173040, 6)  # level 5 (towers): the same, and that neighbour branches
def test_every_level_of_an_underworld_has_a_known_loop_and_an_open_way_in(seed, k) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        keyed = level.keyed
        player = maps.draw(level.map, player=True, secret_rooms=keyed.secret_rooms)
        pairs = graph_from_tiles(level.map, player)
        shown = [r for r in range(len(level.map.rooms)) if r not in keyed.secret_rooms]
        assert reach(pairs, keyed.entry) == set(shown)
        assert len(pairs) - len(shown) + 1 >= 1, f"level {level.number}: no loop the guild sees"
        assert sum(keyed.entry in pair for pair in pairs) >= 2, f"level {level.number}: dead end"
        assert level.metrics["loops_known"] >= 1


graphs = st.integers(2, 9).flatmap(
    lambda n: st.tuples(
        st.just(n),
        st.lists(
            st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1]),
            max_size=14,
        ),
    )
)


def _joined(count, pairs, start, goal, room=-1, edge=-1) -> bool:
    links = [[] for _ in range(count)]
    for i, (a, b) in enumerate(pairs):
        if i != edge and room not in (a, b):
            links[a].append(b)
            links[b].append(a)
    seen, stack = {start}, [start]
    while stack:
        for other in links[stack.pop()]:
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return goal in seen


@settings(max_examples=300, deadline=None)
@given(graphs)
def test_chokes_match_brute_force(graph) -> None:
    count, pairs = graph
    links = [[] for _ in range(count)]
    for i, (a, b) in enumerate(pairs):
        links[a].append((b, i))
        links[b].append((a, i))
    start, goal = 0, count - 1
    found = topology.chokes(links, start, goal)
    if not _joined(count, pairs, start, goal):
        assert found == []
        return
    rooms = {r for r in range(1, count - 1) if not _joined(count, pairs, start, goal, room=r)}
    edges = {e for e in range(len(pairs)) if not _joined(count, pairs, start, goal, edge=e)}
    assert {r for r, _ in found if r >= 0} == rooms
    assert {e for _, e in found if e >= 0} == edges
    # in order from the start: each choke is nearer the start than the next
    steps = [topology._steps(links, start)[r] if r >= 0 else None for r, _ in found]
    assert [s for s in steps if s is not None] == sorted(s for s in steps if s is not None)
