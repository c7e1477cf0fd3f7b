"""Most Underworlds are made without a path search, so ``worm gen`` imports tcod only when a
level needs one (issue 19, Speed: ``worm.gen.searches``); a room is checked whole by a flood
fill that must agree with tcod's walk, tile for tile."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from worm.gen import maps

SEEDS = """
import io, contextlib, sys
from worm.cli import main
from worm.gen import searches
asked = []
for name in ("astar", "dijkstra"):
    real = getattr(searches, name)
    def counted(*args, real=real):
        asked.append(1)
        return real(*args)
    setattr(searches, name, counted)
for seed in range(1, 21):
    before = len(asked)
    with contextlib.redirect_stdout(io.StringIO()):
        main(["gen", "--seed", str(seed)])
    print(seed, len(asked) > before, "tcod" in sys.modules)
"""


def test_tcod_is_imported_only_once_a_level_needs_a_search() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SEEDS], capture_output=True, text=True, timeout=300, check=True
    )
    rows = [line.split() for line in done.stdout.splitlines()]
    searched = [row[1] == "True" for row in rows]
    loaded = [row[2] == "True" for row in rows]
    assert len(rows) == 20
    first = searched.index(True) if True in searched else len(rows)
    assert not any(loaded[:first])  # no seed before the first search loaded tcod
    assert all(loaded[first:])  # and once one has, it stays
    assert sum(searched) <= 3  # a search is the rare case the lazy import is for


@settings(max_examples=300, deadline=None)
@given(
    arrays(np.bool_, st.tuples(st.integers(1, 12), st.integers(1, 12))),
    st.integers(0, 11),
    st.integers(0, 11),
)
def test_the_flood_fill_reaches_the_tiles_tcods_walk_reaches(
    open_tiles: np.ndarray, x: int, y: int
) -> None:
    x, y = x % open_tiles.shape[1], y % open_tiles.shape[0]
    tiles = np.where(open_tiles, maps.FLOOR, maps.ROCK)
    walked = maps.walk(tiles, (x, y)) != maps.UNREACHED
    assert (maps.reached(open_tiles, (x, y)) == walked).all()
