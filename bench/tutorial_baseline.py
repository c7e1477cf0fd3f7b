"""The yardstick for map cost: the python-tcod tutorial's plain rooms-and-corridors generator.

This re-implements the algorithm of TStand90/tcod_tutorial_v2 ``procgen.generate_dungeon``
(part 6, without monsters): up to 30 attempts at rectangular rooms of 6–10 tiles, each room
that does not overlap is dug out and joined to the previous one by an L-shaped tunnel traced
with ``tcod.los.bresenham``, onto a structured numpy tile array like the tutorial's. Only the
random source differs (a seeded numpy Generator instead of the module-level ``random``), so
the cost can be compared with ``worm.gen.maps`` on the same map size.
"""

from __future__ import annotations

import numpy as np
import tcod

TILE = np.dtype([("walkable", bool), ("transparent", bool), ("dark", "2B"), ("light", "2B")])
WALL = np.array((False, False, (0, 0), (0, 0)), dtype=TILE)
FLOOR = np.array((True, True, (0, 0), (0, 0)), dtype=TILE)


def generate(rng: np.random.Generator, width: int = 80, height: int = 45) -> np.ndarray:
    """One tutorial dungeon: rooms joined in the order they were placed."""
    tiles = np.full((width, height), fill_value=WALL, order="F")
    rooms: list[tuple[int, int, int, int]] = []
    for _ in range(30):
        w, h = int(rng.integers(6, 11)), int(rng.integers(6, 11))
        x, y = int(rng.integers(0, width - w)), int(rng.integers(0, height - h))
        x2, y2 = x + w, y + h
        if any(x <= b[2] and x2 >= b[0] and y <= b[3] and y2 >= b[1] for b in rooms):
            continue
        tiles[x + 1 : x2, y + 1 : y2] = FLOOR
        if rooms:
            px1, py1, px2, py2 = rooms[-1]
            start = ((px1 + px2) // 2, (py1 + py2) // 2)
            end = ((x + x2) // 2, (y + y2) // 2)
            corner = (end[0], start[1]) if rng.random() < 0.5 else (start[0], end[1])
            for a, b in ((start, corner), (corner, end)):
                for tx, ty in tcod.los.bresenham(a, b).tolist():
                    tiles[tx, ty] = FLOOR
        rooms.append((x, y, x2, y2))
    return tiles
