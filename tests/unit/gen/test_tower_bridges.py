"""Towers' bridges (worm.gen.shapes.towers): straight runs between towers, not searched ways."""

from __future__ import annotations

import numpy as np

from worm.gen import carving, maps
from worm.gen.maps import Edge
from worm.gen.shapes import forms, pathways, towers


def _turns(edge: Edge) -> int:
    """How often a pathway changes direction along its runs (a run of one tile has none)."""
    along = [x0 != x1 for x0, y0, x1, y1 in edge.runs if (x0, y0) != (x1, y1)]
    return sum(1 for before, after in zip(along, along[1:], strict=False) if before != after)


def test_towers_are_joined_by_bridges_that_run_straight_or_turn_once() -> None:
    edges = [
        edge
        for seed in range(20)
        for edge in carving.carve(np.random.default_rng(seed), carving.Brief("towers")).edges
    ]
    assert len(edges) > 200
    bent = [edge for edge in edges if _turns(edge) > 1]
    assert len(bent) <= len(edges) // 20  # a searched way round is the rare exception


def _rooms() -> list[maps.Room]:
    """Round towers of a few sizes set on a loose grid, far enough apart for bridges."""
    rng = np.random.default_rng(3)
    boxes = []
    for row, y in enumerate((3, 20, 34)):
        for col, x in enumerate((3, 20, 38, 56)):
            size = 7 + 2 * ((row + col) % 3)
            boxes.append((x + row, y, size, size))
    return [forms.room(rng, i, box, forms.oval) for i, box in enumerate(boxes)]


def _level(seed: int, first: pathways.Joiner | None) -> maps.LevelMap | None:
    rng = np.random.default_rng(seed)
    return pathways.link(rng, "towers", towers.STYLE, _rooms(), loops=0.3, first=first)


def _decline(*_: object) -> None:
    return None


def test_a_carvers_join_that_declines_every_pair_leaves_the_level_as_join_makes_it() -> None:
    for seed in range(6):
        alone, declined = _level(seed, None), _level(seed, _decline)
        assert alone is not None and declined is not None
        assert maps.draw(alone).tobytes() == maps.draw(declined).tobytes()
        assert [e.runs for e in alone.edges] == [e.runs for e in declined.edges]
