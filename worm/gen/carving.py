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
from typing import NamedTuple

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Shape
from worm.gen.shapes import caverns, halls, organic, streets, towers, water


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Brief(NamedTuple):
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


FEWEST_ROOMS: dict[Shape, int] = {"streets": streets.FEWEST, "organic": 6}
"""Shapes that cannot hold as few as four rooms, and the fewest they hold: a streets level its
plazas, streets and two buildings; the gut its chain of chambers, two to each of its three
crossings of the map."""

MOST_ROOMS: dict[tuple[Shape, str], int] = {
    ("caverns", ""): 16,
    ("caverns", "the_spires"): 21,
    ("towers", ""): 17,
    ("towers", "the_augury"): 13,
    ("towers", "the_inverted_castle"): 15,
    ("water", "the_boundless_moat"): 18,
    ("water", "the_drowned_wedding"): 14,
}
"""The most rooms a forced count (``--rooms``) is sure to get, by shape (seed id "") or, where
a seed's structures hold fewer or more, by shape and seed id: the Augury's towers stand in one
ring round the orrery, the Inverted Castle's hang in a narrowing icicle, the Drowned Wedding's
isles round one great one; the Spires' islands spread over the whole drop. Any other: 21. A
count above it gets what the ground holds, at least this many."""


def holds(shape: Shape, seed_id: str = "") -> tuple[int, int]:
    """The fewest and most rooms a level of ``shape`` (and seed ``seed_id``) is sure to hold
    when a count is forced on it: a count outside is raised or lowered to this range."""
    most = MOST_ROOMS.get((shape, seed_id), MOST_ROOMS.get((shape, ""), 21))
    return FEWEST_ROOMS.get(shape, 4), most


ASKS = 8  # most times a carver is asked again for a room count it missed
MOST_ASKED = 40  # the most rooms a carver is ever asked for (``--rooms`` takes up to 40)


def carve(rng: np.random.Generator, brief: Brief) -> LevelMap:
    """The level of ``brief`` drawn by the carver of its shape (p. 334).

    A carver places its rooms where its ground lets it, so it may miss a forced room count
    (``Brief.rooms``, ``--rooms``) by a room or two: it is then asked again, from the same
    stream, for as many more (or fewer) as it missed by, up to :data:`ASKS` times, and the
    level nearest the count asked and not above it is kept (the first one, on a tie). A level
    not forced is carved once, as the shape likes."""
    carver = CARVERS[brief.shape]
    level = carver(rng, brief)
    if brief.rooms is None:
        return level
    fewest, _ = holds(brief.shape, brief.seed_id)
    wanted = asked = max(brief.rooms, fewest)
    best = level
    for _ in range(ASKS):
        missed = wanted - len(level.rooms)
        if missed == 0 or len(best.rooms) == wanted:
            break
        asked = min(max(asked + missed, 1), MOST_ASKED)
        level = carver(rng, brief._replace(rooms=asked))
        if _miss(wanted, level) < _miss(wanted, best):
            best = level
    return best


def _miss(wanted: int, level: LevelMap) -> tuple[bool, int]:
    """How far a level misses the count wanted: too many rooms is worse than too few (a
    count is a most the table can run), then the rooms off."""
    return len(level.rooms) > wanted, abs(wanted - len(level.rooms))
