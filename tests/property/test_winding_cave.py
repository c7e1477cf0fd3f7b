"""A cave's automaton, worked on the bits of one integer, makes the same floor as the plain
rule worked tile by tile: a tile is floor when it and its eight neighbours hold five floor
or more, with everything off the box counted as rock."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from worm.gen.shapes import winding

boxes = st.tuples(st.integers(1, 20), st.integers(1, 34)).flatmap(lambda hw: hnp.arrays(bool, hw))


def _rule(floor: np.ndarray) -> np.ndarray:
    """One step of the 4–5 rule, each tile's nine counted one by one."""
    h, w = floor.shape
    out = np.zeros_like(floor)
    for y in range(h):
        for x in range(w):
            nine = floor[max(y - 1, 0) : y + 2, max(x - 1, 0) : x + 2]
            out[y, x] = int(nine.sum()) >= 5
    return out


@settings(max_examples=300, deadline=None)
@given(boxes)
def test_the_bit_automaton_is_the_four_five_rule(floor: np.ndarray) -> None:
    h, w = floor.shape
    padded = np.zeros((h, w + 1), dtype=bool)
    padded[:, :w] = floor
    box = np.zeros((h, w + 1), dtype=bool)
    box[:, :w] = True
    tiles = winding._smooth(winding._pack(padded), w + 1) & winding._pack(box)
    assert (winding._unpack(tiles, w, h) == _rule(floor)).all()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(5, 30), st.integers(4, 17))
def test_a_cave_is_one_piece_holding_its_middle(seed: int, w: int, h: int) -> None:
    mask = winding.cave(np.random.default_rng(seed), w, h).mask
    rows, columns = mask.shape
    assert rows <= h and columns <= w
    assert mask[rows // 2, columns // 2]
    assert mask[0].any() and mask[-1].any() and mask[:, 0].any() and mask[:, -1].any()
    joined = winding.reached(mask, (columns // 2, rows // 2))
    assert (joined == mask).all()
