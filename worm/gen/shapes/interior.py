"""What stands inside a room (issue 20): pillars, statues, rubble, pools and rifts as tiles.

Each helper proposes (x, y, tile) triples inside one room's floor; :func:`furnish` keeps them
only if the room still works: its middle and the floor inside each of its doors stay clear, and
every open floor tile can still be walked to from the middle (``winding.reached``), so nothing set
inside a room ever cuts its exits off from each other.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Room
from worm.gen.shapes import winding

Feature = list[tuple[int, int, int]]
_RING_Y, _RING_X = np.array([(dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx]).T
Point = tuple[int, int]


def furnish(
    level: LevelMap, room: Room, proposed: Feature, doors: Sequence[Point] | None = None
) -> Feature:
    """The proposed tiles of ``room``, or none of them when they would block its floor.

    ``doors`` are the door tiles of the room's pathways, when the caller has them at hand
    (:func:`gather` finds every room's in one pass over the pathways); where two proposals
    fall on one tile, the later one stands."""
    if not proposed:
        return []
    if doors is None:
        doors = [d for e in level.edges if room.index in (e.a, e.b) for d in e.doors]
    clear = np.zeros_like(room.mask)
    cx, cy = room.centre
    clear[cy - room.y, cx - room.x] = True
    for x, y in doors:
        dx, dy = x - room.x, y - room.y
        if -1 <= dx <= room.w and -1 <= dy <= room.h:  # on the room's wall: not another's
            # (a door up and left of the box would make a slice's end count from its far side)
            clear[max(dy - 1, 0) : dy + 2, max(dx - 1, 0) : dx + 2] = True
    laid = np.array(proposed, dtype=np.int64)
    xs, ys = laid[:, 0] - room.x, laid[:, 1] - room.y
    inside = ((xs >= 0) & (xs < room.w) & (ys >= 0) & (ys < room.h)).nonzero()[0]
    lx, ly, tiles = xs[inside], ys[inside], laid[inside, 2]
    fits = (room.mask[ly, lx] > clear[ly, lx]).nonzero()[0]  # floor, and not kept clear
    if not len(fits):
        return []  # nothing stands: nothing to keep
    spot = ly[fits] * room.w + lx[fits]
    ordered = np.sort(spot)
    if (ordered[1:] == ordered[:-1]).any():  # two on one tile: keep each tile's last
        _, last = np.unique(spot[::-1], return_index=True)
        fits = fits[len(fits) - 1 - last]
    patch = np.full((room.h + 2, room.w + 2), maps.ROCK, dtype=np.uint8)
    inner = patch[1:-1, 1:-1]
    inner[room.mask] = maps.FLOOR
    inner[ly[fits], lx[fits]] = tiles[fits]
    open_ = maps.PASSABLE[patch]
    if not _apart(open_, ly[fits] + 1, lx[fits] + 1, tiles[fits]):
        reached = winding.reached(open_, (cx - room.x + 1, cy - room.y + 1))
        if reached.tobytes() != open_.tobytes():
            return []  # some open tile is cut off from the middle
    ky, kx = (maps.INTERIOR[inner] | (inner == maps.WATER)).nonzero()
    return list(
        zip((kx + room.x).tolist(), (ky + room.y).tolist(), inner[ky, kx].tolist(), strict=True)
    )


def _apart(open_: np.ndarray, ys: np.ndarray, xs: np.ndarray, tiles: np.ndarray) -> bool:
    """Whether every tile laid that bars the way stands alone in open floor, all eight tiles
    round it open: then any way that crossed it goes round it instead, and nothing is cut
    off without a flood of the room to show it (``winding.reached``)."""
    barring = ~maps.PASSABLE[tiles]
    if not barring.any():
        return True  # only what is walked over (rubble, shallows): the floor stays whole
    round_ = open_[ys[barring, None] + _RING_Y, xs[barring, None] + _RING_X]
    return bool(round_.all())


def stacks(room: Room, tile: int = maps.PILLAR, aisle: int = 4) -> Feature:
    """Rows of shelves (or tombs) along a room's long side, a gap to pass every few tiles."""
    out: Feature = []
    long_x = room.w >= room.h
    length, depth = (room.w, room.h) if long_x else (room.h, room.w)
    for row in range(1, depth - 1, 2):
        for along in range(1, length - 1):
            if along % aisle == 0:
                continue
            x, y = (along, row) if long_x else (row, along)
            out.append((room.x + x, room.y + y, tile))
    return out


def colonnade(room: Room, tile: int = maps.PILLAR, spacing: int = 3) -> Feature:
    """Two rows of pillars one tile in from a hall's long walls."""
    if min(room.w, room.h) < 7:
        return []
    out: Feature = []
    if room.w >= room.h:
        for x in range(2, room.w - 2, spacing):
            out += [(room.x + x, room.y + 1, tile), (room.x + x, room.y + room.h - 2, tile)]
    else:
        for y in range(2, room.h - 2, spacing):
            out += [(room.x + 1, room.y + y, tile), (room.x + room.w - 2, room.y + y, tile)]
    return out


def grid(room: Room, tile: int = maps.PILLAR, spacing: int = 3) -> Feature:
    """Pillars in a square grid holding up a vault."""
    return [
        (room.x + x, room.y + y, tile)
        for y in range(spacing - 1, room.h - 1, spacing)
        for x in range(spacing - 1, room.w - 1, spacing)
    ]


def scatter(rng: np.random.Generator, room: Room, tile: int, share: float) -> Feature:
    """About ``share`` of a room's floor strewn with ``tile`` (rubble, shallows, trees)."""
    ys, xs = np.nonzero(room.mask & (rng.random(room.mask.shape) < share))
    return [(int(x) + room.x, int(y) + room.y, tile) for y, x in zip(ys, xs, strict=True)]


def pool(rng: np.random.Generator, room: Room, tile: int, rim: int = maps.SHALLOWS) -> Feature:
    """An oval pool set off the room's middle, with a rim of ``rim`` round it."""
    if min(room.w, room.h) < 6:
        return []
    rw, rh = max(1, room.w // 5), max(1, room.h // 5)
    px = room.w // 4 if rng.random() < 0.5 else room.w - 1 - room.w // 4
    py = room.h // 2 + int(rng.integers(-1, 2))
    ys, xs = np.mgrid[0 : room.h, 0 : room.w]
    reach = ((xs - px) / (rw + 0.5)) ** 2 + ((ys - py) / (rh + 0.5)) ** 2
    out: Feature = []
    for limit, kind in ((1.0, tile), (2.2, rim)):
        yy, xx = np.nonzero((reach <= limit) & room.mask)
        out += [(int(x) + room.x, int(y) + room.y, kind) for y, x in zip(yy, xx, strict=True)]
    seen: set[tuple[int, int]] = set()
    unique: Feature = []
    for x, y, kind in out:
        if (x, y) not in seen:
            seen.add((x, y))
            unique.append((x, y, kind))
    return unique


def rift(rng: np.random.Generator, room: Room, tile: int = maps.CHASM) -> Feature:
    """A crack across part of a room, a wide floor left to walk round it."""
    if min(room.w, room.h) < 6:
        return []
    out: Feature = []
    if room.w >= room.h:
        x = int(rng.integers(2, room.w - 2))
        for y in range(0, room.h * 2 // 3):
            out.append((room.x + x + (y % 2), room.y + y, tile))
    else:
        y = int(rng.integers(2, room.h - 2))
        for x in range(0, room.w * 2 // 3):
            out.append((room.x + x, room.y + y + (x % 2), tile))
    return out


def ring(room: Room, tile: int, inset: int = 2, spacing: int = 2) -> Feature:
    """Tiles every ``spacing`` steps round a round room, ``inset`` in from its wall (gears,
    standing stones)."""
    cx, cy = room.w / 2 - 0.5, room.h / 2 - 0.5
    radius = min(room.w, room.h) / 2 - inset
    if radius < 1.5:
        return []
    count = max(4, int(2 * np.pi * radius / spacing))
    angles = np.arange(count) * 2 * np.pi / count
    xs = np.rint(cx + radius * np.cos(angles)).astype(int)
    ys = np.rint(cy + radius * np.sin(angles)).astype(int)
    return [
        (room.x + int(x), room.y + int(y), tile)
        for x, y in zip(xs.tolist(), ys.tolist(), strict=True)
    ]


def gather(level: LevelMap, wanted: Sequence[tuple[Room, Feature]]) -> None:
    """Set each room's proposed interior that fits into ``level.interior``."""
    doors: dict[int, list[Point]] = {}
    for edge in level.edges:  # a room's own door is at its end of the pathway
        doors.setdefault(edge.a, []).append(edge.doors[0])
        doors.setdefault(edge.b, []).append(edge.doors[1])
    for room, proposed in wanted:
        level.interior.extend(furnish(level, room, proposed, doors.get(room.index, [])))
