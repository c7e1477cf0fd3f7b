"""An unfound secret room leaves no trace on the guild's map (p. 90), over a drop as on rock.

On a level over a chasm the rooms are walled round against the drop. Once a hidden room's floor
was turned back to the drop, its walls stood beside open chasm and so were kept: the game's map
(and the text game's) showed its outline. Both players' maps — the game's, and the one
``worm gen --players`` draws — must agree that nothing of it is there.
"""

from __future__ import annotations

import numpy as np

from worm.engine.world import Plan
from worm.gen import maps
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate
from worm.model.level import LevelState

SEEDS = range(0, 24)


def _ring(room: maps.Room, shape: tuple[int, int]) -> np.ndarray:
    """The tiles of a room and the ring round it, as a mask over the whole map."""
    ring = np.zeros(shape, dtype=bool)
    ring[room.y - 1 : room.y + room.h + 1, room.x - 1 : room.x + room.w + 1] = True
    return ring


def test_no_wall_of_an_unfound_secret_room_shows_on_either_players_map() -> None:
    checked = 0
    for seed in SEEDS:
        for level in generate(seed, LayoutSettings(levels=4)).levels:
            hidden = level.keyed.secret_rooms
            if level.map.style.background != maps.CHASM or not hidden:
                continue
            shown = Plan.of(level).guild_map(LevelState())
            drawn = maps.draw(level.map, player=True, secret_rooms=hidden, marks=level.marks)
            walls = shown == maps.WALL
            assert (walls == (drawn == maps.WALL)).all(), f"seed {seed} level {level.number}"
            others = np.zeros(shown.shape, dtype=bool)
            for room in level.map.rooms:
                if room.index not in hidden:
                    others |= _ring(room, shown.shape)
            for r in hidden:
                alone = _ring(level.map.rooms[r], shown.shape) & ~others
                assert not walls[alone].any(), f"seed {seed} level {level.number} room {r}"
                checked += 1
    assert checked >= 5  # the sweep meets hidden rooms over a drop
