"""Pathways between freely laid rooms (worm.gen.shapes.pathways): when a way must wind."""

from __future__ import annotations

import numpy as np

from worm.gen import maps
from worm.gen.shapes import forms, pathways


def _walled_off() -> tuple[pathways.Ground, list[maps.Room]]:
    """Two rooms on one row with a tall room between them: no L or Z of straight runs gets
    past it, but ground stays free above and below it for a way that winds round."""
    rng = np.random.default_rng(0)
    boxes = [(5, 20, 6, 6), (60, 20, 6, 6), (30, 10, 4, 28)]
    rooms = [forms.room(rng, i, box, forms.rect) for i, box in enumerate(boxes)]
    return pathways.Ground(rooms, maps.WIDTH, maps.HEIGHT), rooms


def test_a_shortcut_that_cannot_run_straight_is_left_when_told_not_to_wind() -> None:
    ground, rooms = _walled_off()
    for seed in range(5):
        rng = np.random.default_rng(seed)
        assert pathways.join(rng, ground, rooms[0], rooms[1], tree=False, bend=False) is None
    assert not ground.taken.any()  # nothing was dug


def test_the_same_pair_is_joined_by_a_way_round_when_it_may_wind() -> None:
    ground, rooms = _walled_off()
    edge = pathways.join(np.random.default_rng(0), ground, rooms[0], rooms[1], tree=False)
    assert edge is not None and len(edge.runs) > 3  # it bends round the room between
    column = rooms[2].x + 1
    crossing = [r for r in edge.runs if r[0] <= column <= r[2]]
    assert all(r[1] < rooms[2].y - 1 or r[1] > rooms[2].y + rooms[2].h for r in crossing)
