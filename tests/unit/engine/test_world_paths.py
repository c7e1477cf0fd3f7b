"""Plan.path keeps a graph per read-only cost array and the routes found on it: the routes
are tcod's path2d routes, whatever was asked before (issue 15, the Crawl benchmark)."""

from __future__ import annotations

import numpy as np
import pytest
import tcod.path

from worm.engine.world import Plan
from worm.gen import underworld
from worm.model.level import LevelState


def _path2d(cost: np.ndarray, start: tuple[int, int], goal: tuple[int, int]) -> list:
    if cost[goal[1], goal[0]] == 0:
        return []
    found = tcod.path.path2d(
        cost, start_points=[start[::-1]], end_points=[goal[::-1]], cardinal=2, diagonal=3
    )
    return [(int(x), int(y)) for y, x in found[1:].tolist()]


@pytest.mark.parametrize("seed", [1, 7])
def test_kept_routes_are_path2d_routes(seed):
    level = underworld.generate(seed).levels[0]
    plan = Plan.of(level)
    cost = plan.cost(LevelState())
    assert plan.cost(LevelState()) is cost and not cost.flags.writeable
    centres = [room.centre for room in level.map.rooms]
    for _ in range(2):  # the second time, every route comes from what was kept
        for start in centres[:6]:
            for goal in centres:
                assert plan.path(start, goal, cost) == _path2d(cost, start, goal)
    rock = tuple(int(v) for v in np.argwhere(cost == 0)[0][::-1])  # a start path2d opens
    assert plan.path(rock, centres[0], cost) == _path2d(cost, rock, centres[0])
    mutable = cost.copy()  # an array that may change: nothing is kept for it
    assert plan.path(centres[0], centres[-1], mutable) == _path2d(cost, centres[0], centres[-1])


def test_costs_follow_the_doors_found():
    level = underworld.generate(3).levels[0]
    plan = Plan.of(level)
    locked = [i for i, e in enumerate(level.map.edges) if e.locked]
    assert locked, "seed 3's first level has a locked door"
    shut, opened = plan.cost(LevelState()), plan.cost(LevelState(unlocked=frozenset(locked)))
    assert shut is not opened and (opened >= shut).all() and (opened != shut).any()
