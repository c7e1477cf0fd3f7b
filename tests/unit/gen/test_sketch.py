"""The plain ``worm gen`` prints a sketch of the Underworld (``underworld.sketch``): every level
stocked as far as its map shows, without the clues, reasons, senses, rumors and Meatgrinder it
never prints. The overview must read exactly as the whole Underworld's would."""

from __future__ import annotations

import numpy as np
import pytest

from worm.gen import export, maps, plain
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate, graph_metrics, sketch

SEEDS = range(12)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_sketch_prints_the_same_overview_as_the_whole_underworld(seed: int) -> None:
    pack = plain.pack()
    whole = generate(seed, LayoutSettings(), pack)
    drawn = sketch(seed, LayoutSettings(), pack)
    assert export.ascii_overview(drawn) == export.ascii_overview(whole)
    for mine, theirs in zip(drawn.levels, whole.levels, strict=True):
        assert mine.meatgrinder == [] and mine.senses == {}  # left out: nothing prints them
        assert theirs.meatgrinder
        assert [s.features for s in mine.stock] == [s.features for s in theirs.stock]
        assert [s.type for s in mine.stock] == [s.type for s in theirs.stock]
        assert graph_metrics(mine).items() <= theirs.metrics.items()


def test_the_sketch_stocks_what_its_maps_show() -> None:
    """What the rooms hold is drawn on the map (a chasm, water): the sketch must stock them,
    so some level among these seeds has a map that differs from its bare carving."""
    pack = plain.pack()
    changed = [
        (seed, level.number)
        for seed in SEEDS
        for level in sketch(seed, LayoutSettings(), pack).levels
        if not np.array_equal(level.tiles, maps.draw(level.map, marks=level.marks))
    ]
    assert changed
