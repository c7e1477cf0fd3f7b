"""Towers over a chasm (p. 334 shapes): each room the map shows is walled all round, eight
ways, where the drop would touch its floor, and no wall stands anywhere else; a pathway or a
door beside a room stays open (bridges). ``maps.draw`` walls every room in one pass over the
map, so this holds it to the room-by-room rule, on the GM's map and on the players'."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import carving, keying, maps, topology

NEEDS = [keying.Need("up", False), keying.Need("down", False)]


def _ring(room: maps.Room, shape: tuple[int, ...]) -> np.ndarray:
    """The tiles touching the room's floor (eight ways) that are not its floor."""
    floor = np.zeros(shape, dtype=bool)
    floor[room.y : room.y + room.h, room.x : room.x + room.w] = room.mask
    grown = floor.copy()
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            grown |= np.roll(np.roll(floor, dy, axis=0), dx, axis=1)
    return grown & ~floor


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**63 - 1), st.booleans())
def test_each_tower_shown_is_walled_round_and_nothing_else_is(seed: int, player: bool) -> None:
    rng = np.random.default_rng(seed)
    level = carving.carve(rng, carving.Brief("towers"))
    keyed = topology.settle(rng, level, keying.key(rng, level, 2, NEEDS), 2, NEEDS)
    hidden = keyed.secret_rooms if player else frozenset()
    tiles = maps.draw(level, player=player, secret_rooms=hidden)
    rings = np.zeros(tiles.shape, dtype=bool)
    for room in level.rooms:
        if room.index not in hidden:
            rings |= _ring(room, tiles.shape)
    assert not (rings & (tiles == maps.CHASM)).any()  # no floor looks straight into the drop
    assert not ((tiles == maps.WALL) & ~rings).any()  # a wall stands only round a room
