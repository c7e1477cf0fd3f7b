"""Water (p. 334): islands on an open sea or marsh, joined by bridges and gangplanks.

The map is water; each room is a patch of land whose outline is smoothed noise
(``winding.cave``) or a rounded blob, and its rim is shallows. Islands are spread over the
whole map, one to a patch of a loose grid, so land lies in every quarter of it. Each seed
shapes its sea: the Boundless Moat is an ocean choked with wrecks (many long hulls and
flotsam mats, with wreckage strewn on them); the Drowned Wedding is one great island, the
sunken wedding isle inside its pearl, among smaller ones with flooded rooms; the Field of
Reeds is marsh, islands in wide shallows thick with reeds, with ruins standing in them.
Bridges run straight, or with one bend, wherever the water between two islands is clear
(``winding.join(straight=True)``), and wander round what is in the way only where it is not.
"""

from __future__ import annotations

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Room
from worm.gen.shapes import winding
from worm.gen.shapes.brief import Asked, loop_rate

TRIES = 8


def carve(rng: np.random.Generator, brief: Asked) -> LevelMap:
    """A water level as its seed asks (p. 334; the Moat p. 345, Wedding p. 351, Reeds p. 353)."""
    style = maps.STYLES["water"]
    target = brief.rooms or int(rng.integers(style.rooms[0], style.rooms[1] + 1))
    forced = brief.rooms is not None
    # a forced count is held: the Moat's wrecks as many as asked, and more than fifteen
    # islands dealt over a finer grid (the seed's own ranges keep their own draw)
    columns, rows = (6, 4) if forced and target > 15 else (5, 3)
    for _ in range(TRIES):
        if brief.seed_id == "the_boundless_moat":
            ground = _wrecks(rng, target if forced else max(target, 16))
        elif brief.seed_id == "the_drowned_wedding":
            ground = _isle(rng, target - 1 if forced else target, columns=columns, rows=rows)
        else:
            ground = _islands(rng, target, columns=columns, rows=rows)
        pairs = winding.candidates(ground.rooms)
        joined = winding.join(
            rng, ground, pairs, loops=loop_rate(brief, style.loops), wander=3, straight=True
        )
        if joined is not None and len(joined[0]) >= 4:
            level = LevelMap("water", style, joined[0], joined[1])
            _furnish(rng, level, brief.seed_id, ground.near)
            return level
    return maps.carve(rng, "water", rooms=brief.rooms)  # never seen: the lattice's islands


def _islands(rng: np.random.Generator, target: int, *, columns: int, rows: int) -> winding.Ground:
    """Islands of smoothed noise, at most one to a patch, spread over the whole map."""
    ground = winding.Ground()
    dice = winding.Dice(rng)
    grid = winding.patches(columns, rows)
    for i in winding.spread(rng, grid, max(4, target)):
        x, y, cell_w, cell_h = grid[i]
        w = dice.integers(max(5, cell_w // 2), cell_w - 2)
        h = dice.integers(max(4, cell_h // 2), cell_h - 3)
        site = winding.cave(rng, w, h, fill=0.7) if w >= 9 else winding.bulge(dice, w, h)
        ground.place(dice, site, (x, y, cell_w, cell_h))
    return ground


def _wrecks(rng: np.random.Generator, target: int) -> winding.Ground:
    """Hulls (long, narrow, lying either way) and flotsam mats over the whole sea."""
    ground = winding.Ground()
    dice = winding.Dice(rng)
    grid = winding.patches(6, 4)
    for i in winding.spread(rng, grid, target):
        x, y, cell_w, cell_h = grid[i]
        if dice.random() < 0.6:  # a hull
            long_, beam = dice.integers(7, 11), dice.integers(3, 5)
            w, h = (long_, beam) if dice.random() < 0.7 else (beam, min(long_, cell_h - 3))
            site = winding.bulge(dice, w, h, wobble=0.05)
        else:  # a mat of flotsam
            site = winding.bulge(dice, dice.integers(5, 9), dice.integers(4, 7), wobble=0.3)
        ground.place(dice, site, (x, y, cell_w, cell_h))
    return ground


def _isle(
    rng: np.random.Generator, target: int, *, columns: int = 5, rows: int = 3
) -> winding.Ground:
    """One great island near the middle, then smaller ones all round it (``target`` + 1 in
    all, when the patches hold them)."""
    ground = winding.Ground()
    dice = winding.Dice(rng)
    w, h = dice.integers(22, 30), dice.integers(13, 18)
    middle = (maps.WIDTH // 2 - w // 2 - 4, maps.HEIGHT // 2 - h // 2 - 3, w + 8, h + 6)
    ground.place(dice, winding.bulge(dice, w, h, wobble=0.12), middle)
    for x, y, cell_w, cell_h in winding.patches(columns, rows):
        if len(ground.rooms) > target:
            break
        w = dice.integers(5, cell_w - 3)
        h = dice.integers(4, cell_h - 4)
        ground.place(dice, winding.bulge(dice, w, h, wobble=0.25), (x, y, cell_w, cell_h))
    return ground


def _furnish(
    rng: np.random.Generator, level: LevelMap, seed_id: str, near: np.ndarray | None
) -> None:
    """Shallows round every island, and what the seed puts on them."""
    every = list(range(len(level.rooms)))
    if seed_id == "the_boundless_moat":
        winding.furnish_all(rng, level, _WRECKAGE, every, near)
    elif seed_id == "the_field_of_reeds":
        winding.furnish(rng, level, _marsh, every)
    elif seed_id == "the_drowned_wedding":
        winding.furnish(rng, level, _flooded, every)
    else:
        winding.furnish_all(rng, level, _shores, every, near)


def rim(room: Room, depth: int = 1) -> np.ndarray:
    """The land within ``depth`` steps of the water."""
    inner = room.mask.copy()
    for _ in range(depth):
        inner &= winding.count8(inner) == 8
    return np.asarray(room.mask & ~inner)


def _shore(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """Shallows along an island's rim."""
    laid = np.full(free.shape, maps.FLOOR, dtype=np.uint8)
    laid[rim(room)] = maps.SHALLOWS
    return laid


_WRECKAGE = winding.strewn((0.12, maps.RUBBLE))  # broken timber and rigging on a hull or mat


def _shores(rng: np.random.Generator, free: np.ndarray, floor: np.ndarray) -> np.ndarray:
    """Shallows along every island's rim, the whole sea at once."""
    shore = floor & (winding.count8(floor) < 8)
    return np.where(shore, maps.SHALLOWS, maps.FLOOR).astype(np.uint8)


def _marsh(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """Wide shallows thick with reeds, and a ruined pillar or two on firmer ground."""
    wet = rim(room, 2)
    laid = np.where(wet, maps.SHALLOWS, maps.FLOOR).astype(np.uint8)
    laid[wet & free & (rng.random(free.shape) < 0.3)] = maps.TREE
    laid[~wet & free & (rng.random(free.shape) < 0.04)] = maps.PILLAR
    return laid


def _flooded(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """Shallows at the rim; on the great island a flooded hall of shallows and deep water."""
    laid = _shore(rng, room, free)
    if room.mask.sum() >= 150:
        ys, xs = winding.axes(room.h, room.w)
        cx, cy = int(rng.integers(room.w // 4, 3 * room.w // 4)), room.h // 4
        pool = free & (np.hypot((xs - cx) / 2.0, ys - cy) <= 2.5)
        laid[pool] = maps.SHALLOWS
        laid[pool & (winding.count8(pool) == 8)] = maps.WATER
    return laid
