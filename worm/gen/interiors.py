"""What stocking puts on the map inside a room, so the map agrees with the room's words
(pp. 336–337): a room described with a chasm — its room type, a feature or a trap names one —
gets chasm tiles across it, with a bridge over them.

Policy: the chasm is a band one or two tiles wide across the room, off its middle, crossed by
one bridge tile; when no band leaves the room whole, a strip along one side; at the least one
tile of drop in a far corner. Whatever is laid, every floor tile of the room, its doors and its
stairs still reach one another inside the room (checked with ``maps.walk``), and the middle of
the room stays floor: it is where the guild travels to. A hook that names a chasm in another
room says nothing of this one. A chasm only a trap names (the invisible path: its way over is
unseen) is drawn along a side first, so the map shows no bridge the guild has not found.

A room whose feature or trap needs water (``needs = ["water"]``: a lake, a pool, a river,
``worm.gen.kinds``) gets water tiles the same way, as a strip along one side first (a shore
to walk along stays), then as a band, and at the least one tile in a corner; the room stays
whole. Stocking puts such a thing only in a room with floor enough for it.

The carvers draw the rooms; this module only lays what the room's stocking says it holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

import numpy as np

from worm.gen import maps

if TYPE_CHECKING:
    from worm.content.models import ContentPack
    from worm.gen.rooms import Stock

CHASM = re.compile(r"\bchasms?\b", re.IGNORECASE)
"""What in a room's words names a chasm."""

Tiles = list[tuple[int, int]]  # (x, y) tiles of the map


def words(pack: ContentPack, stock: Stock, *, traps: bool = True) -> list[str]:
    """What a room says of itself: its type, its features, and (``traps``) its traps and
    their clues."""
    said: list[str] = []
    kind = pack.rooms.get(stock.type)
    if kind is not None:
        said += [kind.name, kind.impression]
    for feature_id in stock.features:
        feature = pack.features[feature_id]
        said += [feature.name, feature.description]
    for trap_id in stock.traps if traps else ():
        trap = pack.traps[trap_id]
        said += [trap.description, *(c.text for c in trap.clues)]
    return said


def names_chasm(pack: ContentPack, stock: Stock, *, traps: bool = True) -> bool:
    """Whether the room's own words name a chasm in it (``traps``: counting its traps')."""
    return any(CHASM.search(text) for text in words(pack, stock, traps=traps))


def needs_water(pack: ContentPack, stock: Stock) -> bool:
    """Whether a feature or trap of the room needs water on its floor (a lake, a pool)."""
    needs = [pack.features[f].needs for f in stock.features]
    needs += [pack.traps[t].needs for t in stock.traps]
    return any("water" in need for need in needs)


def lay(
    tiles: np.ndarray, level_map: maps.LevelMap, stock: Sequence[Stock], pack: ContentPack
) -> list[int]:
    """Put a chasm in every room whose words name one, and water in every room whose
    feature or trap needs it (see the module text); ``tiles`` is changed in place. The rooms
    given a chasm, by index."""
    laid = []
    for room in level_map.rooms:
        here = stock[room.index]
        if names_chasm(pack, here) and _chasm(
            tiles, level_map, room, bridged=names_chasm(pack, here, traps=False)
        ):
            laid.append(room.index)
        if needs_water(pack, here):
            _chasm(tiles, level_map, room, bridged=False, tile=maps.WATER)
    return laid


def exits(level_map: maps.LevelMap, room: maps.Room) -> Tiles:
    """The door tiles of a room's pathways, at its own end."""
    found = []
    for edge in level_map.edges:
        if edge.a == room.index:
            found.append(edge.doors[0])
        if edge.b == room.index:
            found.append(edge.doors[1])
    return found


def whole(tiles: np.ndarray, level_map: maps.LevelMap, room: maps.Room) -> bool:
    """Whether every open tile of the room and every door of it reach one another without
    leaving the room."""
    inside = np.zeros(tiles.shape, dtype=bool)
    inside[room.y : room.y + room.h, room.x : room.x + room.w] = room.mask
    doors = exits(level_map, room)
    for x, y in doors:
        inside[y, x] = True
    ys, xs = np.nonzero(inside)  # the room's box and its doors: nothing outside is open
    y0, x0 = int(ys.min()), int(xs.min())
    y1, x1 = int(ys.max()) + 1, int(xs.max()) + 1
    cx, cy = room.centre
    y0, x0, y1, x1 = min(y0, cy), min(x0, cx), max(y1, cy + 1), max(x1, cx + 1)
    wanted = inside[y0:y1, x0:x1] & maps.PASSABLE[tiles[y0:y1, x0:x1]]
    found = maps.reached(wanted, (cx - x0, cy - y0))
    return bool(found[wanted].all())


def _chasm(
    tiles: np.ndarray,
    level_map: maps.LevelMap,
    room: maps.Room,
    *,
    bridged: bool,
    tile: int = maps.CHASM,
) -> bool:
    """Lay the first chasm (or ``tile``: water) that leaves the room whole; False if none
    does. Not ``bridged`` (only a trap names it, and the way over is the trap's secret):
    sides first, then a corner, then a band. Water: sides first, then a band with its
    bridge, and only then one tile in a corner (a pool of one tile shows no pool)."""
    plans = list(_plans(tiles, room))
    if tile == maps.WATER:  # a strip along a side, then a band and its bridge, then a tile
        plans.sort(key=lambda plan: (len(plan[0]) + len(plan[1]) == 1, bool(plan[1])))
    elif not bridged:
        plans.sort(key=lambda plan: bool(plan[1]))  # no bridge drawn first, else in order
    for drop, bridge in plans:
        before = tiles.copy()
        for x, y in drop:
            tiles[y, x] = tile
        for x, y in bridge:
            tiles[y, x] = maps.BRIDGE
        if drop and whole(tiles, level_map, room):
            return True
        tiles[...] = before
    return False


def _floor(tiles: np.ndarray, room: maps.Room) -> np.ndarray:
    """The room's floor tiles as a mask over its box: nothing else is dug out."""
    box = tiles[room.y : room.y + room.h, room.x : room.x + room.w]
    floor: np.ndarray = room.mask & (box == maps.FLOOR)
    floor[room.h // 2, room.w // 2] = False  # the middle stays floor
    return floor


def _plans(tiles: np.ndarray, room: maps.Room) -> Iterator[tuple[Tiles, Tiles]]:
    """Chasms to try, best first: bands across the room with a bridge, then a strip along a
    side, then one tile in a corner."""
    floor = _floor(tiles, room)
    cx, cy = room.w // 2, room.h // 2
    wide = 2 if max(room.w, room.h) >= 9 else 1
    across = [(room.w, cx, True), (room.h, cy, False)]
    across.sort(key=lambda a: -a[0])  # across the room's long way first
    for length, middle, upright in across:
        for offset in (2, -2, 3, -3, 1, -1):
            start = middle + offset if offset > 0 else middle + offset - wide + 1
            if not (0 < start and start + wide < length):
                continue
            lines = range(start, start + wide)
            drop = [
                (room.x + i, room.y + j) if upright else (room.x + j, room.y + i)
                for i in lines
                for j in range(room.h if upright else room.w)
                if (floor[j, i] if upright else floor[i, j])
            ]
            at = cy if upright else cx
            bridge = [d for d in drop if (d[1] - room.y if upright else d[0] - room.x) == at]
            yield [d for d in drop if d not in bridge], bridge
    ys, xs = np.nonzero(floor)
    if not len(xs):
        return
    for side in (xs == xs.min(), xs == xs.max(), ys == ys.min(), ys == ys.max()):
        strip = zip(xs[side].tolist(), ys[side].tolist(), strict=True)
        yield [(room.x + x, room.y + y) for x, y in strip], []
    far = np.argsort(-(np.abs(xs - cx) + np.abs(ys - cy)), kind="stable")
    for pick in far[:8].tolist():
        yield [(room.x + int(xs[pick]), room.y + int(ys[pick]))], []
