"""Step 3 of Appendix E (p. 334): each level drawn by the carver of its shape.

A dungeon seed names the shape its levels take (caverns, halls, towers, streets, water,
organic) and the structures they are built of (pp. 343–364). ``carve`` hands the level's own
random stream and a :class:`Brief` of what the seed asks for to the carver registered for that
shape in :data:`CARVERS`. Every carver returns a :class:`worm.gen.maps.LevelMap` that keeps the
one promise the rest of the game builds on: the tiles are exactly the room graph (each
pathway's open tiles touch the two rooms it joins and nothing else;
``tests/property/test_maps.py``), every room is reachable, and there is at least one loop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Shape
from worm.gen.shapes import caverns, halls, organic, streets, towers, water


@dataclass(frozen=True, slots=True)
class Brief:
    """What a level's dungeon seed asks of its map: read by the carver of its shape."""

    shape: Shape
    card: int = 0  # the seed's major arcana value (0: no seed, as in tests of a bare shape)
    seed_id: str = ""
    premise: str = ""
    structures: tuple[str, ...] = ()
    rooms: int | None = None  # how many rooms, or None for the shape's own range
    loops: float | None = None  # extra pathways per room, or None for the shape's own rate


Carver = Callable[[np.random.Generator, Brief], LevelMap]


def _lattice(rng: np.random.Generator, brief: Brief) -> LevelMap:
    """The first carver: rooms in the cells of a grid, for a shape with no carver of its own."""
    return maps.carve(rng, brief.shape, rooms=brief.rooms, loops=brief.loops)


CARVERS: dict[Shape, Carver] = {
    "halls": halls.carve,
    "streets": streets.carve,
    "towers": towers.carve,
    "caverns": caverns.carve,
    "water": water.carve,
    "organic": organic.carve,
}


FEWEST_ROOMS: dict[Shape, int] = {"streets": streets.FEWEST}
"""Shapes that cannot hold as few as four rooms, and the fewest they hold."""


def carve(rng: np.random.Generator, brief: Brief) -> LevelMap:
    """The level of ``brief`` drawn by the carver of its shape (p. 334)."""
    return CARVERS[brief.shape](rng, brief)
