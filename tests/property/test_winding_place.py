"""Rooms laid freely (caves, islands, a gut's chambers) keep their zones apart and off the rim,
and a room is refused only when no spot in its area is free."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import maps
from worm.gen.shapes import winding

Box = tuple[int, int, int, int]

sites = st.tuples(st.integers(3, 30), st.integers(3, 17), st.integers(1, 3))  # w, h, gap
areas = st.one_of(
    st.none(),
    st.tuples(
        st.integers(0, maps.WIDTH - 5),
        st.integers(0, maps.HEIGHT - 5),
        st.integers(5, 40),
        st.integers(5, 30),
    ),
)


def _free_spots(ground: winding.Ground, w: int, h: int, gap: int, area: Box | None) -> set:
    """Every top left corner where a w × h room fits, by the definition, tile by tile."""
    ax, ay, aw, ah = area if area is not None else (0, 0, ground.width, ground.height)
    ax, ay = max(ax, 2), max(ay, 2)
    right, bottom = min(ax + aw, ground.width - 2), min(ay + ah, ground.height - 2)
    taken = ground.zone >= 0
    out = set()
    for y in range(ay, bottom - h + 1):
        for x in range(ax, right - w + 1):
            reach = 1 + gap  # the zone (one tile round the box), grown by the gap
            box = taken[max(y - reach, 0) : y + h + reach, max(x - reach, 0) : x + w + reach]
            if not box.any():
                out.add((x, y))
    return out


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.lists(st.tuples(sites, areas), min_size=1, max_size=25))
def test_a_room_goes_only_where_its_zone_and_gap_are_free(seed: int, asks: list) -> None:
    rng = np.random.default_rng(seed)
    ground = winding.Ground()
    for (w, h, gap), area in asks:
        free = _free_spots(ground, w, h, gap, area)
        room = ground.place(rng, winding.Site(np.ones((h, w), dtype=bool)), area, gap=gap)
        if room is None:
            assert not free  # refused only when nothing fits
            continue
        assert (room.x, room.y) in free
        assert 2 <= room.x and room.x + room.w <= maps.WIDTH - 2
        assert 2 <= room.y and room.y + room.h <= maps.HEIGHT - 2
    zones = ground.zone >= 0
    assert zones.sum() == sum((r.w + 2) * (r.h + 2) for r in ground.rooms)  # none overlap
