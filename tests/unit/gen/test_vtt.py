"""``worm gen --format dd2vtt``: walls traced from the tiles close every room; doors are portals."""

from __future__ import annotations

import base64
import json
import struct
from collections import deque
from functools import cache

import numpy as np
import pytest

from worm.gen import maps, vtt
from worm.gen.underworld import Level, Underworld, generate


@cache
def _world(seed: int) -> Underworld:
    return generate(seed)


def _sides(document: dict) -> set[tuple[str, int, int]]:
    """Every unit side the walls and portals cover: ("h", x, y) is the side above tile (x, y),
    ("v", x, y) the side left of it."""
    out: set[tuple[str, int, int]] = set()
    for a, b in document["line_of_sight"]:
        if a["y"] == b["y"]:
            y = int(a["y"])
            out |= {("h", x, y) for x in range(int(min(a["x"], b["x"])), int(max(a["x"], b["x"])))}
        else:
            assert a["x"] == b["x"], "a wall is straight along the grid"
            x = int(a["x"])
            out |= {("v", x, y) for y in range(int(min(a["y"], b["y"])), int(max(a["y"], b["y"])))}
    return out


def _flood(level: Level, document: dict, start: tuple[int, int]) -> set[tuple[int, int]]:
    """The tiles reached from ``start``, four ways, crossing no wall side and no door."""
    sides = _sides(document)
    doors = {(int(p["position"]["x"]), int(p["position"]["y"])) for p in document["portals"]}
    height, width = level.tiles.shape
    seen = {start}
    todo = deque([start])
    while todo:
        x, y = todo.popleft()
        for nx, ny, side in (
            (x + 1, y, ("v", x + 1, y)),
            (x - 1, y, ("v", x, y)),
            (x, y + 1, ("h", x, y + 1)),
            (x, y - 1, ("h", x, y)),
        ):
            if side in sides or (nx, ny) in doors or (nx, ny) in seen:
                continue
            assert 0 <= nx < width and 0 <= ny < height, "the walls leak off the map"
            seen.add((nx, ny))
            todo.append((nx, ny))
    return seen


@pytest.mark.parametrize("seed", [1, 7, 42])
def test_the_walls_close_every_room_and_no_wall_tile_is_inside(seed: int) -> None:
    for level in _world(seed).levels:
        if level.map.style.background != maps.ROCK:
            continue  # a sea level has no walls to trace
        document = vtt.document(level)
        for room in level.map.rooms:
            reached = _flood(level, document, room.centre)
            glyphs = {int(level.tiles[y, x]) for x, y in reached}
            assert not glyphs & {maps.ROCK, maps.WALL, maps.SECRET}, room.index
            assert len(reached) >= int(room.mask.sum())


def test_collinear_wall_sides_are_merged() -> None:
    document = vtt.document(_world(7).levels[1])
    walls = document["line_of_sight"]
    ends = {}
    for a, b in walls:
        kind = "h" if a["y"] == b["y"] else "v"
        ends.setdefault((kind, a["x"], a["y"]), 0)
        ends[(kind, a["x"], a["y"])] += 1
    for a, b in walls:  # no segment starts where another on its line ends
        kind = "h" if a["y"] == b["y"] else "v"
        assert (kind, b["x"], b["y"]) not in ends
    assert len(walls) < len(_sides(document)) / 2


def test_every_door_is_a_closed_portal_sealed_against_the_walls() -> None:
    level = _world(7).levels[1]
    document = vtt.document(level)
    doors = np.isin(level.tiles, [maps.DOOR, maps.LOCKED]).sum()
    assert len(document["portals"]) == doors > 0
    sides = _sides(document)
    for portal in document["portals"]:
        assert portal["closed"] and not portal["freestanding"]
        for end in portal["bounds"]:  # each end of the door touches a wall
            x, y = end["x"], end["y"]
            if x == int(x):
                assert ("v", int(x), int(y)) in sides
            else:
                assert ("h", int(x), int(y)) in sides or ("h", int(x), int(y) + 1) in sides


def test_secret_doors_are_walls_not_portals() -> None:
    for level in _world(7).levels:
        ys, xs = np.nonzero(level.tiles == maps.SECRET)
        positions = {(p["position"]["x"], p["position"]["y"]) for p in vtt.portals(level.tiles)}
        for x, y in zip(xs.tolist(), ys.tolist(), strict=True):
            assert (x + 0.5, y + 0.5) not in positions


def test_the_document_has_the_universal_vtt_fields_and_a_png() -> None:
    level = _world(7).levels[0]
    text = vtt.to_dd2vtt(_world(7), 1)
    document = json.loads(text)
    assert {"format", "resolution", "line_of_sight", "portals", "lights", "image"} <= set(document)
    size = document["resolution"]["map_size"]
    assert (size["y"], size["x"]) == level.tiles.shape
    image = base64.b64decode(document["image"])
    assert image[:8] == b"\x89PNG\r\n\x1a\n" and image[12:16] == b"IHDR"
    width, height = struct.unpack(">II", image[16:24])
    ppg = document["resolution"]["pixels_per_grid"]
    assert (width, height) == (size["x"] * ppg, size["y"] * ppg)
    assert vtt.to_dd2vtt(generate(7), 1) == text


def test_a_walled_room_is_four_walls_and_a_pillar_four_sides() -> None:
    tiles = np.full((5, 6), maps.WALL, dtype=np.uint8)
    tiles[1:4, 1:5] = maps.FLOOR
    tiles[2, 2] = maps.PILLAR
    walls = vtt.walls(np.isin(tiles, vtt.BLOCKS), edge_blocks=True)
    as_pairs = sorted((a["x"], a["y"], b["x"], b["y"]) for a, b in walls)
    assert as_pairs == [(1, 1, 1, 4), (1, 1, 5, 1), (1, 4, 5, 4), (5, 1, 5, 4)]
    pillar = vtt.walls(np.isin(tiles, vtt.OBJECTS), edge_blocks=False)
    assert sorted((a["x"], a["y"], b["x"], b["y"]) for a, b in pillar) == [
        (2, 2, 2, 3),
        (2, 2, 3, 2),
        (2, 3, 3, 3),
        (3, 2, 3, 3),
    ]
