"""Organic (p. 334): the Belly of the Beast, a winding tube of chambers with side pockets."""

from __future__ import annotations

import numpy as np
import pytest

from worm.gen import carving, maps
from worm.gen.carving import Brief
from worm.gen.shapes import organic


def _level(seed: int) -> maps.LevelMap:
    brief = Brief("organic", card=7, seed_id="belly_of_the_beast")
    return carving.carve(np.random.default_rng(seed), brief)


def _hops(level: maps.LevelMap, start: int) -> list[int]:
    hops = [-1] * len(level.rooms)
    hops[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for room in frontier:
            for other, _ in level.neighbours()[room]:
                if hops[other] < 0:
                    hops[other] = hops[room] + 1
                    nxt.append(other)
        frontier = nxt
    return hops


def test_organic_has_its_own_carver() -> None:
    assert carving.CARVERS["organic"] is organic.carve


@pytest.mark.parametrize("seed", range(8))
def test_the_gut_runs_across_the_whole_map(seed: int) -> None:
    level = _level(seed)
    xs = [room.centre[0] for room in level.rooms]
    ys = [room.centre[1] for room in level.rooms]
    assert max(xs) - min(xs) >= maps.WIDTH // 2
    assert max(ys) - min(ys) >= maps.HEIGHT // 2


def _longest(level: maps.LevelMap) -> int:
    """The most pathways between two rooms, each way the shortest."""
    return max(max(_hops(level, room)) for room in range(len(level.rooms)))


def test_the_gut_is_mostly_a_long_tube() -> None:
    """A chain, not a knot: many rooms from one end to the other. The loops the winding join
    closes may cut a gut short now and then (seeds 0-99: 89 of 100 had six pathways or more
    end to end, the fewest four), so over forty guts three in four run six or more, and none
    is a knot of three or fewer."""
    longest = [_longest(_level(seed)) for seed in range(40)]
    assert sum(n >= 6 for n in longest) >= 30, longest
    assert min(longest) >= 4, longest


@pytest.mark.parametrize("seed", range(8))
def test_chambers_bulge_and_pockets_hang_off_the_tube(seed: int) -> None:
    level = _level(seed)
    assert all(not room.mask.all() for room in level.rooms if room.mask.sum() >= 20)
    areas = sorted(int(room.mask.sum()) for room in level.rooms)
    assert areas[0] * 3 <= areas[-1]  # pockets beside chambers


def test_side_pockets_hang_off_the_tube_never_between_two_chambers_it_joins() -> None:
    # a pocket between two chambers of the tube would block the tunnel from one's middle to
    # the other's, and the gut would have to be searched round it (issue 20's speed)
    for seed in range(40):
        ground, tube = organic._gut(np.random.default_rng(seed), 14)
        assert len(ground.rooms) > len(tube)  # pockets were placed
        for p, q in zip(tube, tube[1:], strict=False):
            (px, py), (qx, qy) = ground.rooms[p].centre, ground.rooms[q].centre
            between = ground.zone[min(py, qy) : max(py, qy) + 1, min(px, qx) : max(px, qx) + 1]
            pockets = set(between[between >= len(tube)].tolist())
            assert not pockets, (seed, p, q, pockets)
