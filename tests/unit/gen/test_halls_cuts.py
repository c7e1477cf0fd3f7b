"""Halls joined across the cuts of their map (issue 20): no room dropped, no search."""

from __future__ import annotations

import numpy as np
import pytest

from worm.gen import carving, maps
from worm.gen.maps import Room
from worm.gen.shapes import forms, halls, pathways

WHOLE = (1, 1, maps.WIDTH - 2, maps.HEIGHT - 2)


def _laid(seed: int, count: int = 16) -> tuple[list[Room], list[pathways.Box], list[pathways.Cut]]:
    """A map cut into pieces and a rect room in each, two tiles of rock inside its piece."""
    rng = np.random.default_rng(seed)
    cuts: list[pathways.Cut] = []
    pieces = halls.divide(rng, WHOLE, count, 0.5, cuts=cuts)
    rooms = []
    for i, (x, y, w, h) in enumerate(pieces):
        rw, rh = int(rng.integers(2, w - 3)), int(rng.integers(2, h - 3))
        box = (x + 2 + int(rng.integers(0, w - 3 - rw)), y + 2 + int(rng.integers(0, h - 3 - rh)))
        rooms.append(forms.room(rng, i, (*box, rw, rh), forms.rect))
    return rooms, pieces, cuts


def test_a_cut_is_recorded_without_changing_the_pieces() -> None:
    one = halls.divide(np.random.default_rng(3), WHOLE, 16, 0.5)
    cuts: list[pathways.Cut] = []
    two = halls.divide(np.random.default_rng(3), WHOLE, 16, 0.5, cuts=cuts)
    assert one == two  # streets cut their blocks with the same call
    assert len(cuts) == len(two) - 1
    for across, first, second in cuts:
        if across:
            assert (first[0] + first[2], first[1], first[3]) == (second[0], second[1], second[3])
        else:
            assert (first[1] + first[3], first[0], first[2]) == (second[1], second[0], second[2])


@pytest.mark.parametrize("seed", range(12))
def test_every_room_is_joined_across_the_cuts_without_a_search(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_search(*_: object) -> None:
        raise AssertionError("searched for a way")

    monkeypatch.setattr(pathways, "_bending", no_search)
    rooms, pieces, cuts = _laid(seed)
    level = pathways.link_cuts(
        np.random.default_rng(seed), "halls", maps.STYLES["halls"], rooms, pieces, cuts, loops=0.2
    )
    assert level is not None
    assert len(level.rooms) == len(pieces)  # none dropped
    assert sum(edge.tree for edge in level.edges) == len(pieces) - 1
    assert any(not edge.tree for edge in level.edges)  # a loop
    tiles = maps.draw(level)
    for edge in level.edges:  # each door opens on its own room's floor
        for (x, y), room in zip(edge.doors, (edge.a, edge.b), strict=True):
            r = level.rooms[room]
            near = [
                (x + dx - r.x, y + dy - r.y)
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx - r.x < r.w and 0 <= y + dy - r.y < r.h
            ]
            assert any(r.mask[v, u] for u, v in near)
    assert (tiles != maps.STYLES["halls"].background).any()


def test_halls_keep_every_room_they_lay() -> None:
    """The pieces' rooms all stand: a level has as many rooms as its map was cut into."""
    calls: list[int] = []
    real = halls.divide

    def counting(*args: object, **kwargs: object) -> list[pathways.Box]:
        pieces = real(*args, **kwargs)  # type: ignore[arg-type]
        calls.append(len(pieces))
        return pieces

    mp = pytest.MonkeyPatch()
    mp.setattr(halls, "divide", counting)
    try:
        for seed in range(60):  # the search join dropped a room now and then (seed 40)
            calls.clear()
            level = carving.carve(np.random.default_rng(seed), carving.Brief("halls"))
            assert len(level.rooms) == calls[-1]
    finally:
        mp.undo()
