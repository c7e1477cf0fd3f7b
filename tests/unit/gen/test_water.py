"""Water (p. 334): islands spread over a whole sea, joined by bridges, shaped by their seed."""

from __future__ import annotations

import numpy as np
import pytest

from worm.gen import carving, maps
from worm.gen.carving import Brief
from worm.gen.shapes import water

SEEDS = ("", "the_boundless_moat", "the_drowned_wedding", "the_field_of_reeds")


def _level(seed: int, seed_id: str = "") -> maps.LevelMap:
    return carving.carve(np.random.default_rng(seed), Brief("water", seed_id=seed_id))


def test_water_has_its_own_carver() -> None:
    assert carving.CARVERS["water"] is water.carve


@pytest.mark.parametrize("seed_id", SEEDS)
@pytest.mark.parametrize("seed", range(5))
def test_land_lies_in_every_quarter_of_the_map(seed: int, seed_id: str) -> None:
    tiles = maps.draw(_level(seed, seed_id))
    land = maps.PASSABLE[tiles] & (tiles != maps.BRIDGE)
    half_h, half_w = maps.HEIGHT // 2, maps.WIDTH // 2
    quarters = [
        land[:half_h, :half_w],
        land[:half_h, half_w:],
        land[half_h:, :half_w],
        land[half_h:, half_w:],
    ]
    assert all(quarter.any() for quarter in quarters)
    assert (tiles == maps.WATER).mean() > 0.5  # and the sea is most of it


@pytest.mark.parametrize("seed", range(5))
def test_bridges_cross_the_water(seed: int) -> None:
    level = _level(seed)
    tiles = maps.draw(level)
    assert level.style.background == maps.WATER
    for edge in level.edges:
        for x0, y0, x1, y1 in edge.runs:
            run = tiles[y0 : y1 + 1, x0 : x1 + 1]
            assert np.isin(run, [maps.BRIDGE, maps.DOOR, maps.SECRET, maps.LOCKED]).all()


@pytest.mark.parametrize("seed", range(5))
def test_the_moat_is_an_ocean_of_many_small_wrecks(seed: int) -> None:
    level = _level(seed, "the_boundless_moat")
    assert len(level.rooms) >= 14
    assert max(int(room.mask.sum()) for room in level.rooms) <= 70


@pytest.mark.parametrize("seed", range(5))
def test_the_drowned_wedding_has_one_great_island(seed: int) -> None:
    areas = sorted(int(room.mask.sum()) for room in _level(seed, "the_drowned_wedding").rooms)
    assert areas[-1] >= 150
    assert areas[-1] >= 3 * areas[-2]


@pytest.mark.parametrize("seed", range(5))
def test_the_field_of_reeds_is_reeds_and_shallows(seed: int) -> None:
    tiles = maps.draw(_level(seed, "the_field_of_reeds"))
    land = maps.PASSABLE[tiles] & (tiles != maps.BRIDGE)
    wet = np.isin(tiles, [maps.SHALLOWS, maps.TREE])
    assert (tiles == maps.TREE).sum() >= 10
    assert wet.sum() >= 0.35 * land.sum()


@pytest.mark.parametrize("seed_id", SEEDS)
def test_bridges_run_straight_where_the_water_is_clear(seed_id: str) -> None:
    """A bridge is laid like one: straight, or with a single bend (two runs), unless something
    stands in its way. Over 30 levels nearly every bridge the carver lays is so (a path
    searched over noise, as a cave's tunnel is, made about seven in ten)."""
    bridges = [edge for seed in range(30) for edge in _level(seed, seed_id).edges]
    straight = sum(len(edge.runs) <= 2 for edge in bridges)
    assert straight >= 0.88 * len(bridges)
