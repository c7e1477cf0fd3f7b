"""The topology pass finds its tunnels by breadth-first rings held as bit masks
(``topology._shortest`` and ``topology._climb``): on any window they must pick the same ends
and the same path as a Dijkstra map and tcod's hill climb, the way the pass found them
before, so a seed still gives the same level."""

from __future__ import annotations

import numpy as np
import tcod.path
from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import topology

FAR = int(np.iinfo(np.int32).max)


@st.composite
def windows(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Open ground, start tiles and goal tiles of a window, goals off its rim, none shared."""
    height, width = draw(st.integers(3, 14)), draw(st.integers(3, 30))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    open_ = rng.random((height, width)) < draw(st.floats(0.3, 1.0))
    kind = rng.random((height, width))
    starts = open_ & (kind < draw(st.floats(0.0, 0.1)))
    goals = ~open_ & (kind > 1 - draw(st.floats(0.0, 0.2)))
    goals[[0, -1], :] = False
    goals[:, [0, -1]] = False
    return open_, starts, goals


def _reference(
    open_: np.ndarray, starts: np.ndarray, goals: np.ndarray
) -> tuple[list[tuple[int, int]], list[list[tuple[int, int]]]] | None:
    """The tunnel ends as good as the shortest and each one's path, by tcod's Dijkstra."""
    ys, xs = np.nonzero(goals)
    if not len(ys) or not starts.any():
        return None
    cost = (open_ | starts).astype(np.int8)
    distance = np.full(cost.shape, FAR, dtype=np.int32)
    distance[starts] = 0
    tcod.path.dijkstra2d(distance, cost, 1, 0, out=distance)
    padded = np.pad(distance, 1, constant_values=FAR)
    length = np.minimum(
        np.minimum(padded[ys, xs + 1], padded[ys + 2, xs + 1]),
        np.minimum(padded[ys + 1, xs], padded[ys + 1, xs + 2]),
    )
    near = length < topology.LONGEST_TUNNEL
    if not near.any():
        return None
    ys, xs, length = ys[near], xs[near], length[near]
    chosen = np.flatnonzero(length <= length.min() + topology.SLACK).tolist()
    ends, paths = [], []
    for i in chosen:
        y, x = int(ys[i]), int(xs[i])
        beside = [(y + dy, x + dx) for dy, dx in ((-1, 0), (1, 0), (0, -1), (0, 1))]
        step = min(beside, key=lambda p: (int(distance[p]), p))
        climb = tcod.path.hillclimb2d(distance, step, True, False).tolist()
        ends.append((y, x))
        paths.append([(int(a), int(b)) for a, b in climb])
    return ends, paths


@settings(max_examples=300, deadline=None)
@given(windows())
def test_the_rings_pick_the_ends_and_paths_a_dijkstra_map_picks(
    window: tuple[np.ndarray, np.ndarray, np.ndarray],
) -> None:
    open_, starts, goals = window
    expected = _reference(open_, starts, goals)
    found = topology._shortest(open_ | starts, starts, goals)
    if expected is None:
        assert found is None
        return
    assert found is not None
    layers, first, options = found
    width = open_.shape[1] + 1
    assert [(at // width, at % width) for at in options] == expected[0]
    for at, path in zip(options, expected[1], strict=True):
        climbed = topology._climb(layers, first, width, at)
        assert [(here // width, here % width) for here in climbed] == path
        assert starts[path[-1]]  # the tunnel starts beside a source room
        assert len(path) - 1 < topology.LONGEST_TUNNEL


def test_a_goal_beyond_the_longest_tunnel_is_not_reached() -> None:
    width = topology.LONGEST_TUNNEL + 4
    open_ = np.zeros((3, width), dtype=bool)
    open_[1, 1:-2] = True
    starts = np.zeros_like(open_)
    starts[1, 1] = True
    goals = np.zeros_like(open_)
    goals[1, -2] = True  # the open row's last tile is LONGEST_TUNNEL steps from the start
    assert topology._shortest(open_, starts, goals) is None
    goals[1, -2], goals[1, -3] = False, True
    open_[1, -3] = False
    found = topology._shortest(open_, starts, goals)
    assert found is not None and found[2] == [width + 1 + width - 3]
