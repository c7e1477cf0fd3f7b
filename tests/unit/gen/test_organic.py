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
def test_the_gut_is_a_long_tube_across_the_whole_map(seed: int) -> None:
    level = _level(seed)
    longest = max(max(_hops(level, room)) for room in range(len(level.rooms)))
    assert longest >= 6  # a chain, not a knot: many rooms from one end to the other
    xs = [room.centre[0] for room in level.rooms]
    ys = [room.centre[1] for room in level.rooms]
    assert max(xs) - min(xs) >= maps.WIDTH // 2
    assert max(ys) - min(ys) >= maps.HEIGHT // 2


@pytest.mark.parametrize("seed", range(8))
def test_chambers_bulge_and_pockets_hang_off_the_tube(seed: int) -> None:
    level = _level(seed)
    assert all(not room.mask.all() for room in level.rooms if room.mask.sum() >= 20)
    areas = sorted(int(room.mask.sum()) for room in level.rooms)
    assert areas[0] * 3 <= areas[-1]  # pockets beside chambers
