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


def _rooms_walked_to(plan: Plan, cost: np.ndarray, start: int) -> set[int]:
    """The rooms whose tiles a walk over ``cost`` reaches from ``start``'s centre, moving as
    the pathfinder does: eight ways, corners cut."""
    h, w = cost.shape
    x0, y0 = plan.level.map.rooms[start].centre
    seen = np.zeros_like(cost, dtype=bool)
    seen[y0, x0] = True
    frontier = [(x0, y0)]
    while frontier:
        x, y = frontier.pop()
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nx, ny = x + dx, y + dy
                if 0 <= nx < w and 0 <= ny < h and cost[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    frontier.append((nx, ny))
    return {int(r) for r in np.unique(plan.room_at[seen]) if r >= 0}


def _rooms_linked_to(plan: Plan, start: int, state: LevelState) -> set[int]:
    """The rooms the guild's known, open pathways lead to from ``start``."""
    edges = plan.level.map.edges
    reached, todo = {start}, [start]
    while todo:
        room = todo.pop()
        for other, edge in plan.neighbours(room, state):
            if edges[edge].locked or other in reached:
                continue
            reached.add(other)
            todo.append(other)
    return reached


@pytest.mark.parametrize("seed", [1, 3, 10, 25])
def test_no_walk_slips_past_a_door_not_found_or_locked(seed):
    """An unfound secret door or a locked one blocks its whole pathway, not only its door
    tiles: seed 1's 'go 104' from 105 once walked 109–108 by stepping diagonally round the
    secret door onto the bridge behind it, and seed 25's 102 reached 105 round the lock of
    104–105 (p. 90: a secret stays shut until found; a lock until opened). And every known,
    open way is still walked."""
    for level in underworld.generate(seed).levels:
        plan = Plan.of(level)
        state = LevelState()
        cost = plan.cost(state)
        for start in range(len(level.map.rooms)):
            if start in level.keyed.secret_rooms:
                continue
            walked = _rooms_walked_to(plan, cost, start)
            linked = _rooms_linked_to(plan, start, state)
            assert walked == linked, (
                f"seed {seed}, level {level.number}: from {plan.key(start)} a walk reaches "
                f"{sorted(plan.key(r) for r in walked - linked)} by no known, open way, and "
                f"misses {sorted(plan.key(r) for r in linked - walked)}"
            )


def _fov(level, at: tuple[int, int], radius: int) -> np.ndarray:
    from_scratch = Plan.of(level)  # nothing asked of it before
    return from_scratch.sight(at, radius)


def test_the_kept_sight_is_the_sight_from_where_it_is_asked_and_read_only():
    """A step asks for the guild's sight, then the map drawn after it asks again: the second
    gets the first's array, never one from another tile or another reach."""
    level = underworld.generate(3).levels[0]
    plan = Plan.of(level)
    rooms = [room.centre for room in level.map.rooms[:4]]
    asks = [(at, radius) for at in rooms for radius in (0, 3, 6)]
    for at, radius in asks + asks[::-1] + [(rooms[0], 3)] * 2:
        seen = plan.sight(at, radius)
        assert not seen.flags.writeable
        assert np.array_equal(seen, _fov(level, at, radius))
    assert plan.sight(rooms[1], 6) is plan.sight(rooms[1], 6)
