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


def _walk(corners: list[int]) -> list[int]:
    """Every tile number of the way through ``corners``, each in line with the one before."""
    path = [corners[0]]
    for here, there in zip(corners, corners[1:], strict=False):
        if there != here:
            if abs(there - here) < WIDTH:
                step = 1 if there > here else -1
            else:
                step = WIDTH if there > here else -WIDTH
            path += range(here + step, there + step, step)
    return path


def _runs(tiles: list[int]) -> list[tuple[int, int, int, int]]:
    """A four-way path of tile numbers as straight inclusive runs (x0, y0, x1, y1), tile by
    tile: a run ends wherever the step changes."""
    ends = [tiles[0]]
    step = tiles[1] - tiles[0]
    for p, q in zip(tiles[1:], tiles[2:], strict=False):
        if q - p != step:
            ends.append(p)
            step = q - p
    ends.append(tiles[-1])
    out = []
    for first, last in zip(ends, ends[1:], strict=False):
        first, last = min(first, last), max(first, last)
        out.append((first % WIDTH, first // WIDTH, last % WIDTH, last // WIDTH))
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
    path = _walk(corners)
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


floors = hnp.arrays(np.int64, WIDTH * HEIGHT, elements=st.sampled_from([0, 0, 0, A, B, 3]))


@settings(max_examples=300, deadline=None)
@given(floors, stops)
def test_the_tunnel_is_the_stretch_of_the_way_between_the_two_floors(owners, points) -> None:
    """What ``Digger.dig`` keeps of a way, worked out from its straight stretches, is what a
    walk tile by tile finds: from after the last tile of a's floor before b's first floor
    tile, up to that tile; as runs, with the tunnel's two end tiles."""
    code = bytearray((k | winding.FLOOR_BIT) if k else 0 for k in owners.tolist())
    corners = _corners(points)
    path = _walk(corners)
    found = winding._tunnel(code, WIDTH, corners, A, B)
    walked = [int(owners[i]) for i in path]
    firsts_b = [i for i, k in enumerate(walked) if k == B]
    if not firsts_b:
        assert found is None
        return
    last_a = max((i for i, k in enumerate(walked[: firsts_b[0]]) if k == A), default=-1)
    tunnel = path[last_a + 1 : firsts_b[0]]
    if len(tunnel) < 2:
        assert found is None
        return
    assert found is not None
    runs, door_a, door_b = found
    assert list(runs) == _runs(tunnel)
    assert door_a == (tunnel[0] % WIDTH, tunnel[0] // WIDTH)
    assert door_b == (tunnel[-1] % WIDTH, tunnel[-1] // WIDTH)
