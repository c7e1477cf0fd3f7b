"""Keying with the players' map in mind (p. 334, issue 20): the way in, the lair and the known
ways down go on the level's core, and no secret door leaves one of them a single known route,
so ``topology.settle`` seldom has a tunnel to dig, while the secret share holds."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings

from tests.property.test_topology import _joined, graphs
from worm.gen import carving, keying, topology

NEEDS = [keying.Need("up", False), keying.Need("down", False)]
SEEDS = range(25)


def _keyed(seed: int, shape: str, share: float = 0.25):
    rng = np.random.default_rng(seed)
    level = carving.carve(rng, carving.Brief(shape))  # type: ignore[arg-type]
    return rng, level, keying.key(rng, level, 2, NEEDS, secret_share=share)


def _loop_doors(level, keyed) -> tuple[int, int]:
    """Secret doors, and pathways a secret door may go on: on a loop of the whole level, not
    a secret room's (those are secret whatever the share)."""
    links = level.neighbours()
    bridges = keying.LowLinks(links, 0, more=range(len(links))).bridges()
    hidden = keyed.secret_rooms
    doors = [
        e
        for i, e in enumerate(level.edges)
        if i not in bridges and e.a not in hidden and e.b not in hidden
    ]
    return sum(e.secret for e in doors), len(doors)


def test_settle_seldom_digs_a_tunnel_after_keying() -> None:
    """Counted in pathways settle adds: before this keying it dug on 199 levels of 200."""
    levels = dug = 0
    for shape in sorted(carving.CARVERS):
        for seed in SEEDS:
            rng, level, keyed = _keyed(seed, shape)
            before = len(level.edges)
            topology.settle(rng, level, keyed, 2, NEEDS)
            levels += 1
            dug += len(level.edges) > before
    assert dug <= 0.1 * levels, (dug, levels)


def test_keying_alone_leaves_two_known_routes_to_the_lair_and_the_way_down() -> None:
    levels = two = 0
    for shape in sorted(carving.CARVERS):
        for seed in SEEDS:
            _, level, keyed = _keyed(seed, shape)
            links = topology.players_links(level, keyed.secret_rooms)
            goals = [keyed.lord] + [r for r in keyed.ends[1:] if r not in keyed.secret_rooms]
            levels += 1
            two += len(links[keyed.entry]) >= 2 and all(
                topology.choke(links, keyed.entry, goal) is None for goal in goals
            )
    assert two >= 0.9 * levels, (two, levels)


def test_the_secret_share_still_sets_how_many_loop_doors_are_secret() -> None:
    """A door kept off a needed route is hidden on another loop instead: about the share
    asked of the doors that may be secret, and more when more is asked."""
    found = {}
    for share in (0.0, 0.25, 0.5):
        secret = total = 0
        for shape in sorted(carving.CARVERS):
            for seed in SEEDS:
                _, level, keyed = _keyed(seed, shape, share)
                some, doors = _loop_doors(level, keyed)
                secret, total = secret + some, total + doors
        found[share] = secret / total
    assert found[0.0] == 0
    assert 0.12 <= found[0.25] < found[0.5], found  # 0.15 when no route was kept


@settings(max_examples=300, deadline=None)
@given(graphs)
def test_clear_from_matches_brute_force(graph) -> None:
    """A room is clear when no other room and no pathway is on every route to it."""
    count, pairs = graph
    links: list[list[tuple[int, int]]] = [[] for _ in range(count)]
    for i, (a, b) in enumerate(pairs):
        links[a].append((b, i))
        links[b].append((a, i))
    clear = keying.clear_from(links, 0)
    for goal in range(1, count):
        joined = _joined(count, pairs, 0, goal)
        rooms = any(
            not _joined(count, pairs, 0, goal, room=r) for r in range(1, count) if r != goal
        )
        edges = any(not _joined(count, pairs, 0, goal, edge=e) for e in range(len(pairs)))
        assert clear[goal] == (joined and not rooms and not edges), goal
    assert clear[0]


@settings(max_examples=300, deadline=None)
@given(graphs)
def test_blocks_match_brute_force(graph) -> None:
    """A pathway is in no block exactly when it is a bridge, and two pathways share a block
    exactly when some loop runs through both; every block's rooms are pairwise clear."""
    count, pairs = graph
    links: list[list[tuple[int, int]]] = [[] for _ in range(count)]
    for i, (a, b) in enumerate(pairs):
        links[a].append((b, i))
        links[b].append((a, i))
    block_of, blocks = keying._blocks(links)
    for e, (a, b) in enumerate(pairs):
        assert (block_of[e] < 0) == (not _joined(count, pairs, a, b, edge=e)), e
    for rooms in blocks:
        for start in rooms:
            clear = keying.clear_from(links, start)
            assert all(clear[r] for r in rooms), (rooms, start)


def test_the_core_drawn_small_answers_as_the_whole_players_map() -> None:
    """Each known pathway of the core, hidden alone on a keyed level: the check on the core
    drawn small (chains as single pathways) says what the players' map itself says."""
    checked = 0
    for shape in sorted(carving.CARVERS):
        for seed in range(12):
            _, level, keyed = _keyed(seed, shape)
            links = level.neighbours()
            hidden = set(keyed.secret_rooms)
            goals = [keyed.lord] + [r for r in keyed.ends[1:] if r not in hidden]
            doors = keying._Doors(level, links, keying._blocks(links), keyed.entry, hidden, goals)
            shown = {r for r in range(len(links)) if r not in hidden}
            for index, edge in enumerate(level.edges):
                if edge.secret or edge.a not in doors.core or edge.b not in doors.core:
                    continue
                edge.secret = True
                players = topology.players_links(level, hidden)
                edge.secret = False
                if topology.reach(players, keyed.entry) != shown:
                    expected = None
                else:
                    expected = all(topology.choke(players, keyed.entry, g) is None for g in goals)
                assert doors._core_fits(index) == expected, (shape, seed, index)
                checked += 1
    assert checked > 100
