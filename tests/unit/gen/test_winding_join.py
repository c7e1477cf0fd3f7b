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


def test_a_tree_pair_is_searched_for_only_when_the_rest_of_the_tree_leaves_it_apart(
    monkeypatch,
) -> None:
    # two rooms with a third standing between them from the top of the map to the bottom:
    # the first pair can only be joined the long way round, but the other two pairs join
    # all three, so no search (tcod, the dearest way) is spent on it
    ground = winding.Ground()
    rng = np.random.default_rng(0)
    box = winding.Site(np.ones((5, 6), dtype=bool))
    assert ground.place(rng, box, (5, 20, 6, 5)) is not None
    assert ground.place(rng, box, (60, 20, 6, 5)) is not None
    assert ground.place(rng, winding.Site(np.ones((40, 4), dtype=bool)), (34, 3, 4, 40))
    searched: list[tuple[int, int]] = []
    search = winding.Digger._search

    def counted(self, a, b, *window):  # type: ignore[no-untyped-def]
        searched.append((a.index, b.index))
        return search(self, a, b, *window)

    monkeypatch.setattr(winding.Digger, "_search", counted)
    digger = winding.Digger(np.random.default_rng(1), ground)
    assert digger.dig(0, 1, tree=True, search=False) is None  # no cheap way between them
    assert not searched
    winding.join(np.random.default_rng(1), ground, [(0, 1), (0, 2), (1, 2)], loops=0.0)
    assert not searched
