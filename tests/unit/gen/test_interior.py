"""What stands inside a room (worm.gen.shapes.interior): kept clear only round its own doors."""

from __future__ import annotations

import numpy as np

from worm.gen import maps
from worm.gen.shapes import forms, interior


def _hall() -> tuple[maps.LevelMap, maps.Room]:
    room = forms.room(np.random.default_rng(0), 0, (30, 20, 14, 9), forms.rect)
    level = maps.LevelMap("halls", maps.STYLES["halls"], [room], [])
    return level, room


def test_a_door_of_another_room_up_and_left_clears_nothing_here() -> None:
    level, room = _hall()
    proposed = interior.colonnade(room)
    own = (room.x - 1, room.y + 4)  # a door in the west wall
    theirs = (room.x - 4, room.y - 4)  # a neighbour's door, off the box up and to the left
    alone = interior.furnish(level, room, proposed, [own])
    assert len(alone) > len(proposed) // 2  # the colonnade stands, bar the door's corner
    assert interior.furnish(level, room, proposed, [own, theirs]) == alone


def test_the_tiles_round_the_rooms_own_door_are_kept_clear() -> None:
    level, room = _hall()
    proposed = [(room.x, room.y + 4, maps.PILLAR), (room.x + 5, room.y + 4, maps.PILLAR)]
    kept = interior.furnish(level, room, proposed, [(room.x - 1, room.y + 4)])
    assert kept == [(room.x + 5, room.y + 4, maps.PILLAR)]  # the one inside the door is gone
