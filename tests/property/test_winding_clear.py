"""A winding pathway is checked a straight stretch at a time (issue 20): the check says a way
is clear exactly when, tile by tile, no tile of it lies in another room's zone, and none lies
next to a pathway dug unless it is the floor of one of the two rooms joined."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from worm.gen.shapes import winding

WIDTH, HEIGHT = 20, 12
A, B = 1, 2  # the two rooms joined, as index + 1

# a tile's byte: whose zone (none, the two joined, others), on its room's floor, near a pathway
KINDS = [
    (zone, floor, near)
    for zone in (0, A, B, 3, 7)
    for floor in ((False, True) if zone else (False,))
    for near in (False, True)
]
CODES = [
    zone | (winding.FLOOR_BIT if floor else 0) | (winding.NEAR_BIT if near else 0)
    for zone, floor, near in KINDS
]
grids = hnp.arrays(np.int64, WIDTH * HEIGHT, elements=st.integers(0, len(KINDS) - 1))
stops = st.lists(
    st.tuples(st.integers(1, WIDTH - 2), st.integers(1, HEIGHT - 2)), min_size=1, max_size=5
)


def _corners(points: list[tuple[int, int]]) -> list[int]:
    """Tile numbers through the points, each reached along its row then down its column."""
    x, y = points[0]
    out = [y * WIDTH + x]
    for tx, ty in points[1:]:
        out += [y * WIDTH + tx, ty * WIDTH + tx]
        x, y = tx, ty
    return out


def _allowed(zone: int, floor: bool, near: bool) -> bool:
    """The rule, tile by tile: the joined rooms' floor always; else no other zone, not near."""
    if floor and zone in (A, B):
        return True
    return not near and zone in (0, A, B)


@settings(max_examples=300, deadline=None)
@given(grids, stops)
def test_a_way_is_clear_exactly_when_every_tile_of_it_may_be_crossed(kinds, points) -> None:
    grid = [KINDS[k] for k in kinds.tolist()]
    code = bytearray(CODES[k] for k in kinds.tolist())
    corners = _corners(points)
    path = winding._walk(WIDTH, corners)
    # the way walks four-ways through every corner, from the first to the last
    assert all(abs(q - p) in (1, WIDTH) for p, q in zip(path, path[1:], strict=False))
    assert set(corners) <= set(path) and path[0] == corners[0] and path[-1] == corners[-1]
    expected = all(_allowed(*grid[i]) for i in path)
    assert winding._clear(code, WIDTH, corners, winding._crossed(A, B)) == expected


def test_digging_marks_the_tiles_round_a_pathway_near_and_keeps_the_floor() -> None:
    ground = winding.Ground()
    rng = np.random.default_rng(0)
    site = winding.Site(np.ones((3, 4), dtype=bool))
    left = ground.place(rng, site, (4, 10, 4, 3))
    right = ground.place(rng, site, (30, 10, 4, 3))
    assert left is not None and right is not None
    digger = winding.Digger(rng, ground)
    edge = digger.dig(0, 1, tree=True)
    assert edge is not None
    near = digger.near()
    for x0, y0, x1, y1 in edge.runs:  # every tile of the pathway and its eight neighbours
        assert near[y0 - 1 : y1 + 2, x0 - 1 : x1 + 2].all()
    floors = digger.code_map >= winding.FLOOR_BIT
    assert floors.sum() == 2 * 12  # both rooms' floor still known as floor
