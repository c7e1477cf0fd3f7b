"""Settling lays only a window of the ground round a lair it grows (issue 20): what it reads
there, and what it lays later, must be what the whole ground laid first would give."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from worm.gen import carving, keying, maps, topology

NEEDS = [keying.Need("up", False), keying.Need("down", False)]


def _keyed(shape: maps.Shape, seed: int) -> tuple[maps.LevelMap, keying.Keyed]:
    rng = np.random.default_rng(seed)
    level = carving.carve(rng, carving.Brief(shape))
    return level, keying.key(rng, level, 2, list(NEEDS))


@pytest.mark.parametrize("shape", list(carving.CARVERS))
def test_a_window_of_the_ground_is_the_whole_ground_cut_to_it(shape: maps.Shape) -> None:
    """Read from the rooms and pathways alone (the ground not laid), a window round a room
    holds the tiles taken and the room's floor the guild may grow from, as the whole laid
    ground cut to it does."""
    barred = 0
    for seed in range(8):
        level, _ = _keyed(shape, seed)
        eager = topology._Ground(level)
        whole = eager.label
        for room in level.rooms:
            top, left = max(0, room.y - 5), max(0, room.x - 7)
            bottom = min(level.height, room.y + room.h + 5)
            right = min(level.width, room.x + room.w + 7)
            cut = whole[top:bottom, left:right]
            floor = cut == room.index + 1
            walked = floor & ~eager.barred[top:bottom, left:right]
            barred += int(np.count_nonzero(floor & ~walked))
            taken, floor_bits, blocked = topology._Ground(level)._window(
                room, top, bottom, left, right
            )
            assert taken == topology._bits(cut != 0)
            assert floor_bits == topology._bits(floor)
            assert floor_bits & ~blocked == topology._bits(walked)
    if shape in ("halls", "towers", "caverns"):
        assert barred, f"no {shape} room of 8 levels had a barred tile: the test checked little"


@pytest.mark.parametrize("shape", list(carving.CARVERS))
def test_a_lair_grown_before_the_ground_is_laid_lays_as_if_laid_first(shape: maps.Shape) -> None:
    grown = 0
    for seed in range(40):
        level, keyed = _keyed(shape, seed)
        twin = copy.deepcopy(level)
        lazy, eager = topology._Ground(level), topology._Ground(twin)
        eager._lay()  # the whole ground laid before the lair grows, as settling once did
        before = [(r.x, r.y, r.w, r.h) for r in level.rooms]
        lord = topology._lair(level, lazy, keyed)
        assert topology._lair(twin, eager, keyed) == lord
        room = level.rooms[lord]
        grown += before[lord] != (room.x, room.y, room.w, room.h)
        assert np.array_equal(level.rooms[lord].mask, twin.rooms[lord].mask)
        assert np.array_equal(lazy.label, eager.label)
        assert np.array_equal(lazy.barred, eager.barred)
        assert all(np.array_equal(a, b) for a, b in zip(lazy.survey(), eager.survey(), strict=True))
    assert grown, f"no {shape} lair of 40 grew: the test checked nothing"
