"""Joining rooms laid freely (caves, islands, chambers): rooms the pairs worth joining leave
apart are still joined, not dropped."""

from __future__ import annotations

import numpy as np

from worm.gen.shapes import winding


def _two_clusters() -> winding.Ground:
    """Five small rooms close together at each end of the map, far from the other five."""
    ground = winding.Ground()
    rng = np.random.default_rng(0)
    site = winding.Site(np.ones((3, 4), dtype=bool))
    for x0 in (3, 55):
        for x, y in ((0, 0), (8, 0), (0, 7), (8, 7), (4, 14)):
            assert ground.place(rng, site, (x0 + x, 3 + y, 4, 3)) is not None
    return ground


def test_clusters_the_nearest_pairs_leave_apart_are_joined() -> None:
    ground = _two_clusters()
    pairs = winding.candidates(ground.rooms)
    clusters = [{room.index for room in ground.rooms if (room.x < 38) == left} for left in (1, 0)]
    assert all((a in clusters[0]) == (b in clusters[0]) for a, b in pairs)  # no pair between
    joined = winding.join(np.random.default_rng(1), ground, pairs, loops=0.5)
    assert joined is not None
    rooms, edges = joined
    assert len(rooms) == 10  # none dropped
    assert any(
        (rooms[e.a].x < 38) != (rooms[e.b].x < 38) for e in edges
    )  # a pathway crosses between the clusters
