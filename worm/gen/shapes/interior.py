"""What stands inside a room (issue 20): pillars, statues, rubble, pools and rifts as tiles.

Each helper proposes (x, y, tile) triples inside one room's floor; :func:`furnish` keeps them
only if the room still works: its middle and the floor inside each of its doors stay clear, and
every open floor tile can still be walked to from the middle (``winding.reached``), so nothing set
inside a room ever cuts its exits off from each other.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Room
from worm.gen.shapes import winding

Feature = list[tuple[int, int, int]]
Point = tuple[int, int]


def furnish(
    level: LevelMap, room: Room, proposed: Feature, doors: Sequence[Point] | None = None
) -> Feature:
    """The proposed tiles of ``room``, or none of them when they would block its floor.

    ``doors`` are the door tiles of the room's pathways, when the caller has them at hand
    (:func:`gather` finds every room's in one pass over the pathways); where two proposals
    fall on one tile, the later one stands.

    A room holds a few dozen proposals at most, so they are sorted out as Python tuples; the
    floor is flooded (``winding.reached``) only when something that bars the way stands
    beside something else that does, or beside a wall."""
    if not proposed:
        return []
    if doors is None:
        doors = [d for e in level.edges if room.index in (e.a, e.b) for d in e.doors]
    w, h = room.w, room.h
    cx, cy = room.centre[0] - room.x, room.centre[1] - room.y
    clear = {(cx, cy)}
    for x, y in doors:
        dx, dy = x - room.x, y - room.y
        if -1 <= dx <= w and -1 <= dy <= h:  # on the room's wall: not another's
            # (a door up and left of the box would make a slice's end count from its far side)
            for ky in range(max(dy - 1, 0), min(dy + 2, h)):
                for kx in range(max(dx - 1, 0), min(dx + 2, w)):
                    clear.add((kx, ky))
    floor = None if room.form == "rect" else room.mask.tolist()  # a rect's is its whole box
    laid: dict[Point, int] = {}  # (y, x) in the box → tile; the later proposal stands
    for x, y, tile in proposed:
        lx, ly = x - room.x, y - room.y
        if 0 <= lx < w and 0 <= ly < h and (floor is None or floor[ly][lx]):
            if (lx, ly) not in clear:
                laid[ly, lx] = tile
    if not laid:
        return []  # nothing stands: nothing to keep
    if not _apart(laid, floor, w, h):
        patch = np.full((h + 2, w + 2), maps.ROCK, dtype=np.uint8)
        inner = patch[1:-1, 1:-1]
        inner[room.mask] = maps.FLOOR
        ys, xs = np.array(list(laid), dtype=np.int64).T
        inner[ys, xs] = list(laid.values())
        open_ = maps.PASSABLE[patch]
        reached = winding.reached(open_, (cx + 1, cy + 1))
        if reached.tobytes() != open_.tobytes():
            return []  # some open tile is cut off from the middle
    return [
        (lx + room.x, ly + room.y, tile) for (ly, lx), tile in sorted(laid.items()) if tile in _KEPT
    ]


_WALKED = frozenset(np.flatnonzero(maps.PASSABLE).tolist())  # tiles the guild walks over
_KEPT = frozenset([*np.flatnonzero(maps.INTERIOR).tolist(), maps.WATER])  # what furnish lays
_RING = [(dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy]


def _apart(laid: dict[Point, int], floor: list[list[bool]] | None, w: int, h: int) -> bool:
    """Whether every tile laid that bars the way stands alone in open floor, all eight tiles
    round it open: then any way that crossed it goes round it instead, and nothing is cut
    off without a flood of the room to show it (``winding.reached``). ``floor`` is the
    room's mask as lists (None: the whole box); ``laid`` is keyed (y, x)."""
    for (y, x), tile in laid.items():
        if tile in _WALKED:
            continue  # only what is walked over (rubble, shallows): the floor stays whole
        for dx, dy in _RING:
            nx, ny = x + dx, y + dy
            if not (0 <= nx < w and 0 <= ny < h) or (floor is not None and not floor[ny][nx]):
                return False  # a wall beside it
            if laid.get((ny, nx), maps.FLOOR) not in _WALKED:
                return False
    return True


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
    px = room.w // 4 if rng.random() < 0.5 else room.w - 1 - room.w // 4
    py = room.h // 2 + int(rng.integers(-1, 2))
    spots = _pool_spots(room.w, room.h, px, py)
    if room.form != "rect":  # a rect room's floor is its whole box
        floor = room.mask.tolist()
        spots = tuple(spot for spot in spots if floor[spot[1]][spot[0]])
    return [(room.x + x, room.y + y, tile if inner else rim) for x, y, inner in spots]


@functools.lru_cache(maxsize=1024)
def _pool_spots(w: int, h: int, px: int, py: int) -> tuple[tuple[int, int, bool], ...]:
    """A pool's tiles in a w × h box, centred on (px, py): (x, y, in the water rather than
    on its rim), the water first, each part row by row. Worked out once a size and place."""
    ys, xs = np.mgrid[0:h, 0:w]
    rw, rh = max(1, w // 5), max(1, h // 5)
    reach = ((xs - px) / (rw + 0.5)) ** 2 + ((ys - py) / (rh + 0.5)) ** 2
    water = [(x, y, True) for y, x in zip(*np.nonzero(reach <= 1.0), strict=True)]
    rim = [(x, y, False) for y, x in zip(*np.nonzero((reach > 1.0) & (reach <= 2.2)), strict=True)]
    return tuple((int(x), int(y), inner) for x, y, inner in water + rim)


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
    doors: dict[int, list[Point]] = {room.index: [] for room, proposed in wanted if proposed}
    for edge in level.edges:  # a room's own door is at its end of the pathway
        if edge.a in doors:
            doors[edge.a].append(edge.doors[0])
        if edge.b in doors:
            doors[edge.b].append(edge.doors[1])
    for room, proposed in wanted:
        level.interior.extend(furnish(level, room, proposed, doors.get(room.index, [])))
