"""``worm gen --format dd2vtt``: one level as a Universal VTT map for a virtual tabletop.

Universal VTT (the ``.dd2vtt`` files of Dungeondraft, read by Foundry's, Owlbear Rodeo's and
Fantasy Grounds' importers) is JSON: the map's size in grid squares, the walls that block sight
as polylines, the doors as portals, lights, and the picture as a base64 PNG. Every coordinate
is in grid squares from the map's top-left corner; one tile of a worm level is one square.

* **Walls** (``line_of_sight``) are traced from the tiles: every side between a tile that
  blocks (rock, wall, and a secret door, which the players must find for themselves) and one
  that does not, with collinear sides merged into one segment, so a room's wall is a handful
  of lines, not one per tile. The map's edge counts as rock.
* **Objects** (``objects_line_of_sight``): the outlines of pillars and trees, which block sight
  but stand inside rooms.
* **Portals**: one per door or locked-door tile, closed, across the middle of the tile and
  square to the way through it.
* **Image**: the level's tiles in the colours of ``worm gen --format svg``, as a PNG written
  here with numpy and zlib (no converter needed), secret doors painted as wall.
"""

from __future__ import annotations

import base64
import json
import math
import struct
import zlib
from typing import Any

import numpy as np

from worm.gen import draw, maps
from worm.gen.underworld import Level, Underworld

FORMAT = 0.3  # the Universal VTT version written
PIXELS_PER_GRID = 50
BLOCKS = (maps.ROCK, maps.WALL, maps.SECRET)  # what a wall segment stands between
OBJECTS = (maps.PILLAR, maps.TREE)  # what blocks sight inside a room
PORTALS = (maps.DOOR, maps.LOCKED)
AMBIENT = {"bright": "ffffffff", "dim": "ff808080", "mixed": "ff404040", "dark": "ff000000"}
ROCK_COLOUR = "#0b0a0e"


def to_dd2vtt(underworld: Underworld, number: int) -> str:
    """Level ``number`` as Universal VTT JSON text (two-space indent, final newline)."""
    level = next(level for level in underworld.levels if level.number == number)
    return json.dumps(document(level), indent=2) + "\n"


def document(level: Level) -> dict[str, Any]:
    """The Universal VTT document of one level."""
    tiles = level.tiles
    height, width = tiles.shape
    return {
        "format": FORMAT,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": width, "y": height},
            "pixels_per_grid": PIXELS_PER_GRID,
        },
        "line_of_sight": walls(np.isin(tiles, BLOCKS), edge_blocks=True),
        "objects_line_of_sight": walls(np.isin(tiles, OBJECTS), edge_blocks=False),
        "portals": portals(tiles),
        "environment": {
            "baked_lighting": False,
            "ambient_light": AMBIENT.get(level.seed.lighting, "ff404040"),
        },
        "lights": [],
        "image": base64.b64encode(png(tiles)).decode("ascii"),
    }


def walls(blocked: np.ndarray, *, edge_blocks: bool) -> list[list[dict[str, float]]]:
    """Segments along every side between a blocked tile and an open one, collinear sides
    merged: horizontal ones row by row, then vertical ones column by column."""
    height, width = blocked.shape
    padded = np.full((height + 2, width + 2), edge_blocks, dtype=bool)
    padded[1:-1, 1:-1] = blocked
    across = padded[1:, 1:-1] != padded[:-1, 1:-1]  # (height + 1, width): the side above row y
    down = padded[1:-1, 1:] != padded[1:-1, :-1]  # (height, width + 1): the side left of x
    out: list[list[dict[str, float]]] = []
    for y, start, stop in _runs(across):
        out.append([_point(start, y), _point(stop, y)])
    for x, start, stop in _runs(down.T):
        out.append([_point(x, start), _point(x, stop)])
    return out


def _runs(sides: np.ndarray) -> list[tuple[int, int, int]]:
    """(row, first, past-last) of every run of True along the rows of ``sides``."""
    rows, length = sides.shape
    padded = np.zeros((rows, length + 2), dtype=np.int8)
    padded[:, 1:-1] = sides
    change = np.diff(padded, axis=1)
    start_rows, starts = np.nonzero(change == 1)
    _, stops = np.nonzero(change == -1)  # row-major order pairs each stop with its start
    return list(zip(start_rows.tolist(), starts.tolist(), stops.tolist(), strict=True))


def portals(tiles: np.ndarray) -> list[dict[str, Any]]:
    """A closed portal across each door tile, square to the way through it."""
    height, width = tiles.shape
    solid = np.isin(tiles, BLOCKS)
    out = []
    ys, xs = np.nonzero(np.isin(tiles, PORTALS))
    for x, y in zip(xs.tolist(), ys.tolist(), strict=True):
        left = x == 0 or solid[y, x - 1]
        right = x == width - 1 or solid[y, x + 1]
        up = y == 0 or solid[y - 1, x]
        below = y == height - 1 or solid[y + 1, x]
        # Walls left and right (or open above and below): the way runs up and down, so the
        # door lies across it, east to west.
        across = (left and right) or not (up and below)
        if across:
            bounds = [_point(x, y + 0.5), _point(x + 1, y + 0.5)]
        else:
            bounds = [_point(x + 0.5, y), _point(x + 0.5, y + 1)]
        out.append(
            {
                "position": _point(x + 0.5, y + 0.5),
                "bounds": bounds,
                "rotation": 0.0 if across else round(math.pi / 2, 6),
                "closed": True,
                "freestanding": False,
            }
        )
    return out


def _point(x: float, y: float) -> dict[str, float]:
    return {"x": float(x), "y": float(y)}


def png(tiles: np.ndarray, scale: int = PIXELS_PER_GRID) -> bytes:
    """The level's tiles as a PNG, ``scale`` pixels a tile, secret doors as wall: an indexed
    image whose palette is the tile colours, so each pixel is the tile's code (one byte)."""
    palette = bytearray()
    for code, glyph in enumerate(maps.GLYPH.tolist()):
        colour = draw.TILES.get(glyph, ("", ROCK_COLOUR, ""))[1]
        if code == maps.ROCK:
            colour = ROCK_COLOUR
        elif code == maps.SECRET:
            colour = draw.TILES["#"][1]
        palette += bytes(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    pixels = tiles.astype(np.uint8).repeat(scale, axis=0).repeat(scale, axis=1)
    height, width = pixels.shape
    rows = np.zeros((height, width + 1), dtype=np.uint8)  # filter byte 0 on every row
    rows[:, 1:] = pixels
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"PLTE", bytes(palette))
        + _chunk(b"IDAT", zlib.compress(rows.tobytes(), 6))
        + _chunk(b"IEND", b"")
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
