"""A flood over a cave's or room's box reaches exactly the open tiles joined to its start by
eight-way steps: checked against a plain breadth-first walk, tile by tile."""

from __future__ import annotations

from collections import deque

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from worm.gen.shapes import winding

boxes = st.tuples(st.integers(1, 24), st.integers(1, 40)).flatmap(
    lambda hw: st.tuples(hnp.arrays(bool, hw), st.integers(0, hw[1] - 1), st.integers(0, hw[0] - 1))
)


def _walk(open_: np.ndarray, x: int, y: int) -> np.ndarray:
    """The tiles an eight-way walk from (x, y) reaches over open tiles, one step at a time."""
    h, w = open_.shape
    seen = np.zeros_like(open_)
    queue = deque([(x, y)])
    visited = {(x, y)}
    while queue:
        cx, cy = queue.popleft()
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                nx, ny = cx + dx, cy + dy
                if 0 <= nx < w and 0 <= ny < h and open_[ny, nx] and (nx, ny) not in visited:
                    visited.add((nx, ny))
                    seen[ny, nx] = True
                    queue.append((nx, ny))
    seen[y, x] = bool(open_[y, x])
    return seen


@settings(max_examples=300, deadline=None)
@given(boxes)
def test_reached_is_the_eight_way_walk(box: tuple[np.ndarray, int, int]) -> None:
    open_, x, y = box
    got = winding.reached(open_, (x, y))
    assert got.shape == open_.shape
    assert got.dtype == bool
    assert (got == _walk(open_, x, y)).all()


def test_reached_does_not_wrap_round_a_row_end() -> None:
    """Floor at the east end of one row and the west end of the next are not neighbours."""
    open_ = np.zeros((3, 5), dtype=bool)
    open_[0, 3:] = True
    open_[1, :2] = True
    got = winding.reached(open_, (4, 0))
    assert got[0, 3:].all()
    assert not got[1].any()
