"""Room keys on the map are drawn whole or not at all (issue 19, point 7): a narrow room
showed "# 0#" and "#10#" at 80×24 (seed 42), the ends of its key cut off by its walls."""

from __future__ import annotations

import re

import numpy as np

from tests.fixtures.seeds import find
from worm.engine.session import Game
from worm.gen import maps
from worm.ui import cells
from worm.ui.driver import Driver


def _near_centre_fails(game: Game, tiles: np.ndarray) -> bool:
    """Some room of the level on the guild's map has no spot near its centre where its whole
    key lies on floor (where the key used to be drawn clipped)."""
    hidden = set(game.plan.hidden_rooms(game.state))
    for room in game.plan.level.map.rooms:
        if room.index in hidden:
            continue  # no key is drawn for a room not on the guild's map
        key = game.plan.key(room.index)
        cx, cy = room.centre
        spots = [(cx - 1 + dx, cy + dy) for dy in (-1, 1, 0, -2, 2) for dx in (0, -1, 1, -2, 2)]
        if not any(
            0 <= y < tiles.shape[0]
            and 0 <= x
            and (tiles[y, x : x + len(key)] == maps.FLOOR).all()
            and x + len(key) <= tiles.shape[1]
            for x, y in spots
        ):
            return True
    return False


def _map(seed: int) -> tuple[Game, np.ndarray]:
    game = Driver.quickstart(seed).game
    return game, cells.Painter().guild_map(game)


SEED = find(lambda s: _near_centre_fails(*_map(s)), "a room too narrow near its centre for its key")


def test_every_key_drawn_lies_whole_on_floor_and_over_no_other() -> None:
    game, tiles = _map(SEED)
    labels = cells._labels(game, tiles)
    taken: set[tuple[int, int]] = set()
    for x, y, key in labels:
        spots = {(y, x + i) for i in range(len(key))}
        assert all(tiles[p] == maps.FLOOR for p in spots), (key, x, y)
        assert not spots & taken, key
        taken |= spots
    drawn = {key for _, _, key in labels}
    for room in game.plan.level.map.rooms:  # a room with a long enough run of floor has its key
        key = game.plan.key(room.index)
        rows = tiles[room.y : room.y + room.h, room.x : room.x + room.w] == maps.FLOOR
        fits = any("1" * len(key) in "".join("1" if f else "0" for f in row) for row in rows)
        if fits and room.index not in set(game.plan.hidden_rooms(game.state)):
            assert key in drawn or any(k == key for k in drawn), key


def test_the_frame_shows_no_piece_of_a_key() -> None:
    """Every run of digits the frame draws in a room is a whole key, never its end ("10")."""
    game, _ = _map(SEED)
    glyphs = cells.Painter().frame(game).glyphs
    keys = {game.plan.key(room.index) for room in game.plan.level.map.rooms}
    for room in game.plan.level.map.rooms:
        box = glyphs[room.y : room.y + room.h, room.x - 1 : room.x + room.w + 1]
        for row in box:
            text = "".join(chr(c) for c in row)
            runs = re.findall(r"[0-9]+", text)
            assert all(run in keys for run in runs), (room.index, text)
