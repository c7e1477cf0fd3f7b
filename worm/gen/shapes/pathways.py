"""Step 3 (p. 334): join rooms laid anywhere on the map with pathways, keeping the graph exact.

The lattice carver gets its exact room graph for free from its gutters; a carver that lays
rooms freely gets it here. A pathway leaves each room by a door tile that touches that room's
floor and no other's, then runs through ground that touches no room and no other pathway, so
the tiles join exactly the two rooms its :class:`worm.gen.maps.Edge` names
(``tests/property/test_maps.py``). Two rooms one tile apart share a single door tile instead.

Rooms are joined to near neighbours along a random spanning tree first, then loops are closed,
the longest detours first (p. 334 asks for shortcuts, not only dead ends). Rooms the tree could
not reach are dropped, so every room of the result is reachable.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

import numpy as np

from worm.gen import maps, searches
from worm.gen.maps import Edge, LevelMap, Room, Shape, Style

_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))  # (dx, dy) a door may face
_DX, _DY = np.array(_STEPS).T
_AROUND = np.array([(dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1)])  # a tile and its eight
Point = tuple[int, int]
Box = tuple[int, int, int, int]  # x, y, w, h
Cut = tuple[bool, Box, Box]  # a cut down the map (True) or across it, and the halves either side


class Ground:
    """The map being carved: whose floor each tile is, and what is near rooms and pathways."""

    def __init__(self, rooms: Sequence[Room], width: int, height: int) -> None:
        self.width, self.height = width, height
        self._padded = np.full((height + 2, width + 2), -1, dtype=np.int16)  # owner, framed
        self.owner = self._padded[1:-1, 1:-1]
        for room in rooms:
            view = self.owner[room.y : room.y + room.h, room.x : room.x + room.w]
            if room.form == "rect":  # floor all over its box (``forms.rect``)
                view[...] = room.index
            else:
                view[room.mask] = room.index
        self.near = _neighbours(self.owner)  # how many rooms' floor each tile is on or next to
        self.count = len(rooms)
        # free and taken share one buffer of bytes, so a door's test reads both in one go, and
        # a straight run is checked on the bytes themselves (``clear``)
        size = width * height
        self.bytes = bytearray(2 * size)
        flat = np.frombuffer(self.bytes, dtype=bool)
        self.free_flat, self.taken_flat = flat[:size], flat[size:]
        self.free = self.free_flat.reshape(height, width)  # where a pathway may run: off
        self.taken = self.taken_flat.reshape(height, width)  # rooms, pathways and the edge
        np.equal(self.near, 0, out=self.free)  # (taken: on or next to a pathway)
        self.free[[0, -1], :] = False
        self.free[:, [0, -1]] = False
        self._site_table: list[tuple[np.ndarray, ...]] | None = None
        self._shared: tuple[list[int], list[int], list[int], list[bool], list[int]] | None = None

    @property
    def sites(self) -> list[tuple[np.ndarray, ...]]:
        """Each room's door sites (``_sites``), worked out the first time a door is asked for:
        a level joined across its cuts (``link_cuts``) seldom asks."""
        if self._site_table is None:
            self._site_table = self._sites(self.count)
        return self._site_table

    @property
    def shared(self) -> tuple[list[int], list[int], list[int], list[bool], list[int]]:
        """The single door tiles between rooms one tile apart (``_shared_pairs``), worked out
        the first time a join asks: most levels' rooms are never that near."""
        if self._shared is None:
            self._shared = self._shared_pairs()
        return self._shared

    def lay(self, runs: Sequence[tuple[int, int, int, int]]) -> None:
        """Claim a pathway's runs (x0, y0, x1, y1) and the ring round them."""
        width, height = self.width, self.height
        buffer, size = self.bytes, width * height
        for x0, y0, x1, y1 in runs:
            left, right = max(x0 - 1, 0), min(x1 + 2, width)
            top, bottom = max(y0 - 1, 0), min(y1 + 2, height)
            if bottom - top > 4:  # a run down the map: a few array slices beat many rows
                self.taken[top:bottom, left:right] = True
                self.free[top:bottom, left:right] = False
                continue
            blank, full = bytes(right - left), b"\x01" * (right - left)
            for row in range(top * width, bottom * width, width):
                buffer[row + left : row + right] = blank
                buffer[size + row + left : size + row + right] = full

    def _shared_pairs(self) -> tuple[list[int], list[int], list[int], list[bool], list[int]]:
        """The tiles with one room's floor on one side and another's straight across, where a
        single door joins two rooms one tile apart: (pair keys sorted, x, y, whether no third
        room's floor is among the eight tiles round it, and where its ``taken`` byte is in
        ``bytes``), as lists for ``bisect``.

        Looked for only on the tiles next to two rooms, in the map padded by a tile of nothing
        (flat indices, so a step off the edge never wraps round)."""
        h, w = self.owner.shape
        padded = self._padded.reshape(-1)
        ys, xs = np.nonzero((self.owner == -1) & (self.near == 2))
        spot = (ys + 1) * (w + 2) + xs + 1
        keys, found = [], []
        for offset in (1, w + 2):  # across east and west, across north and south
            before, after = padded[spot - offset], padded[spot + offset]
            good = np.flatnonzero((before >= 0) & (after >= 0) & (before != after))
            a, b = before[good].astype(np.int64), after[good].astype(np.int64)
            keys.append(np.minimum(a, b) * self.count + np.maximum(a, b))
            found.append(good)
        key, good = np.concatenate(keys), np.concatenate(found)
        x, y, spot = xs[good], ys[good], spot[good]
        order = np.lexsort((x, y, key))
        key, x, y, spot = key[order], x[order], y[order], spot[order]
        around = padded[spot[:, None] + _AROUND @ np.array([w + 2, 1])]
        a2, b2 = (key // self.count)[:, None], (key % self.count)[:, None]
        alone = ((around == a2) | (around == b2) | (around < 0)).all(axis=1)
        alone &= (x > 0) & (y > 0) & (x < w - 1) & (y < h - 1)  # off the map is no room
        taken_at = h * w + y * w + x
        return key.tolist(), x.tolist(), y.tolist(), alone.tolist(), taken_at.tolist()

    def _sites(self, count: int) -> list[tuple[np.ndarray, ...]]:
        """For each room, every tile where a door of it could go before any pathway is dug:
        door x and y (as floats, for ``doors``' sums never to mix kinds of number), and the
        flat indices of the door and of its step (the free tile straight out from the door),
        each way a door may face in turn (``_STEPS``), along the rows.
        A door touches its room's floor and no other room's, and its step touches none.

        Worked on the few tiles next to exactly one room, as flat indices into the map padded by
        a tile of nothing, so a step off the map's edge never wraps round to the other side."""
        h, w = self.owner.shape
        free = np.zeros((h + 2, w + 2), dtype=bool)  # free before any pathway was laid
        np.equal(self.near[1:-1, 1:-1], 0, out=free[2:-2, 2:-2])
        tile = np.flatnonzero((self.owner == -1) & (self.near == 1))
        lone = tile + 2 * (tile // w) + w + 3  # the same tile in the padded map
        offset = (_DY * (w + 2) + _DX)[:, None]
        behind = self._padded.reshape(-1)[lone - offset]  # whose floor is behind the door
        found = np.flatnonzero((behind >= 0) & free.reshape(-1)[lone + offset])  # free ahead
        whose = behind.reshape(-1)[found]
        order = np.argsort(whose, kind="stable")
        facing, at = np.divmod(found[order], len(tile))
        door = tile[at]
        step = door + (_DY * w + _DX)[facing]
        x, y = (door % w).astype(float), (door // w).astype(float)  # scored with floats
        bounds = np.searchsorted(whose[order], np.arange(count + 1)).tolist()
        return [
            (x[lo:hi], y[lo:hi], door[lo:hi], step[lo:hi])
            for lo, hi in zip(bounds, bounds[1:], strict=False)
        ]


def grow(mask: np.ndarray) -> np.ndarray:
    """``mask`` padded by one tile and grown by one tile all eight ways (0 or 1)."""
    h, w = mask.shape
    rows = np.zeros((h + 2, w), dtype=bool)
    rows[:-2] |= mask
    rows[1:-1] |= mask
    rows[2:] |= mask
    out = np.zeros((h + 2, w + 2), dtype=bool)
    out[:, :-2] |= rows
    out[:, 1:-1] |= rows
    out[:, 2:] |= rows
    return out.astype(np.int8)


def _shift(h: int, w: int, dx: int, dy: int) -> tuple[tuple[slice, slice], ...]:
    """Slices such that ``out[here] = a[there]`` moves ``a`` by (dx, dy)."""
    here = (slice(max(dy, 0), h + min(dy, 0)), slice(max(dx, 0), w + min(dx, 0)))
    there = (slice(max(-dy, 0), h + min(-dy, 0)), slice(max(-dx, 0), w + min(-dx, 0)))
    return here, there


def _neighbours(owner: np.ndarray) -> np.ndarray:
    """For each tile, how many rooms have floor on it or next to it (eight ways): 0, 1, or 2
    for two or more (rooms never touch, so few tiles see two): the highest and the lowest
    room number round each tile, over rows of three and then columns of three."""
    h, w = owner.shape
    high_at = np.full((h + 2, w + 2), -1, dtype=np.int16)  # framed by nothing
    high_at[1:-1, 1:-1] = owner
    low_at = np.where(high_at >= 0, high_at, np.int16(32767))
    high = np.maximum(np.maximum(high_at[:-2], high_at[1:-1]), high_at[2:])
    high = np.maximum(np.maximum(high[:, :-2], high[:, 1:-1]), high[:, 2:])
    low = np.minimum(np.minimum(low_at[:-2], low_at[1:-1]), low_at[2:])
    low = np.minimum(np.minimum(low[:, :-2], low[:, 1:-1]), low[:, 2:])
    count: np.ndarray = (high >= 0).astype(np.int8) + (high > low)
    return count


def doors(
    ground: Ground, room: Room, toward: Point, rng: np.random.Generator, count: int
) -> list[tuple[Point, Point]]:
    """Up to ``count`` (door, step) tiles of ``room`` still open, best facing ``toward`` first.

    A door touches the room's floor on one side, no other room's floor, no pathway, and has a
    free tile straight beyond it where the pathway starts."""
    xs, ys, door, step = ground.sites[room.index]
    # free ground implies no pathway near, so "step free and door not taken" is one comparison
    good = ground.free_flat[step] > ground.taken_flat[door]
    xs, ys, step = xs[good], ys[good], step[good]
    score = np.abs(xs - toward[0]) + np.abs(ys - toward[1]) + 3.0 * rng.random(len(xs))
    width = ground.width
    out = []
    for i in score.argsort(kind="stable")[:count].tolist():
        x, y, there = int(xs[i]), int(ys[i]), int(step[i])
        out.append(((x, y), (there % width, there // width)))
    return out


def _shared_door(ground: Ground, a: Room, b: Room) -> Point | None:
    """A tile with a's floor on one side and b's straight across: one door joins them."""
    if a.x > b.x + b.w + 1 or b.x > a.x + a.w + 1 or a.y > b.y + b.h + 1 or b.y > a.y + a.h + 1:
        return None  # more than a tile apart
    keys, xs, ys, alone, taken_at = ground.shared
    key = min(a.index, b.index) * ground.count + max(a.index, b.index)
    lo, hi = bisect.bisect_left(keys, key), bisect.bisect_left(keys, key + 1)
    taken = ground.bytes
    spots = [i for i in range(lo, hi) if not taken[taken_at[i]]]
    for i in spots[len(spots) // 2 :] + spots[: len(spots) // 2]:
        if alone[i]:  # no third room is near
            return xs[i], ys[i]
    return None


def join(
    rng: np.random.Generator,
    ground: Ground,
    a: Room,
    b: Room,
    *,
    tree: bool,
    tries: int = 2,
    bend: bool = True,
) -> Edge | None:
    """Dig a pathway from room a to room b, or None when no way fits between them.

    A way of straight runs (an L or a Z) is tried first; only with ``bend`` is a way that
    winds round what stands between them searched for (tcod's A*, the dearest step: a search
    that fails walks all the free ground there is)."""
    shared = _shared_door(ground, a, b)
    if shared is not None:
        x, y = shared
        ground.lay([(x, y, x, y)])
        return Edge(a.index, b.index, (shared, shared), ((x, y, x, y),), tree)
    starts = doors(ground, a, b.centre, rng, tries)
    ends = doors(ground, b, a.centre, rng, tries)
    tried = [(da, sa, db, sb) for da, sa in starts for db, sb in ends if da != db]
    for door_a, step_a, door_b, step_b in tried:
        path = _straight(rng, ground, step_a, step_b)
        if path is not None:
            return dig(ground, a, b, tree, [door_a, *path, door_b])
    if tried and bend:
        door_a, step_a, door_b, step_b = tried[0]
        path = _bending(ground.free, step_a, step_b)
        if path is not None:
            return dig(ground, a, b, tree, [door_a, *path, door_b])
    return None


def dig(ground: Ground, a: Room, b: Room, tree: bool, corners: list[Point]) -> Edge:
    """The pathway through ``corners`` (door, bends, door), each leg one straight run."""
    points = [corners[0]]
    for point in corners[1:]:
        if point != points[-1]:
            points.append(point)
    runs: tuple[tuple[int, int, int, int], ...] = ()
    (px, py) = points[0]
    for qx, qy in points[1:]:
        lo_x, hi_x = (px, qx) if px <= qx else (qx, px)
        lo_y, hi_y = (py, qy) if py <= qy else (qy, py)
        runs += ((lo_x, lo_y, hi_x, hi_y),)
        px, py = qx, qy
    runs = runs or ((px, py, px, py),)
    ground.lay(runs)
    return Edge(a.index, b.index, (corners[0], corners[-1]), runs, tree)


def _straight(
    rng: np.random.Generator, ground: Ground, start: Point, end: Point
) -> list[Point] | None:
    """The corners of a way through free tiles from ``start`` to ``end`` (the steps outside
    two doors): an L or a Z of straight runs, or None when none fits."""
    (ax, ay), (bx, by) = start, end
    free, width = ground.bytes, ground.width
    if ax == bx or ay == by:
        return [start, end] if clear(free, width, start, end) else None
    u, v, w = rng.random(3).tolist()  # one call to the stream for the three draws
    bends: list[tuple[Point, ...]] = [((bx, ay),), ((ax, by),)]
    if abs(bx - ax) > 2:
        mid = min(ax, bx) + 1 + int(u * (abs(bx - ax) - 1))
        bends.append(((mid, ay), (mid, by)))
    if abs(by - ay) > 2:
        mid = min(ay, by) + 1 + int(v * (abs(by - ay) - 1))
        bends.append(((ax, mid), (bx, mid)))
    first = int(w * len(bends))
    for bend in bends[first:] + bends[:first]:
        corners = [start, *bend, end]
        if (
            clear(free, width, start, bend[0])
            and clear(free, width, bend[-1], end)
            and (len(bend) == 1 or clear(free, width, bend[0], bend[1]))
        ):
            return corners
    return None


def _bending(free: np.ndarray, start: Point, end: Point) -> list[Point] | None:
    """The corners of the shortest way through free tiles (tcod), moving four ways, or None."""
    (ax, ay), (bx, by) = start, end
    found = searches.astar(free.astype(np.int8), (ay, ax), (by, bx))
    if not found:
        return None
    tiles = [(ax, ay), *((x, y) for y, x in found)]
    corners = [tiles[0]]  # where the way turns
    for before, here, after in zip(tiles, tiles[1:], tiles[2:], strict=False):
        if (here[0] - before[0], here[1] - before[1]) != (after[0] - here[0], after[1] - here[1]):
            corners.append(here)
    return [*corners, tiles[-1]]


def clear(free: bytearray, width: int, p: Point, q: Point) -> bool:
    """No blocked tile on the straight run from p to q, read off ``Ground.bytes`` (a free tile
    is a byte of 1) without copying the map."""
    (px, py), (qx, qy) = p, q
    if py == qy:
        lo, hi = (px, qx) if px <= qx else (qx, px)
        return free.find(0, py * width + lo, py * width + hi + 1) < 0
    lo, hi = (py, qy) if py <= qy else (qy, py)
    return 0 not in free[lo * width + px : hi * width + px + 1 : width]


Joiner = Callable[[np.random.Generator, Ground, Room, Room, bool], Edge | None]
"""A carver's own join of rooms a and b (tree or loop), or None to leave it to ``join``."""


def link(
    rng: np.random.Generator,
    shape: Shape,
    style: Style,
    rooms: list[Room],
    *,
    loops: float,
    near: int = 4,
    pairs: Sequence[tuple[int, int]] = (),
    width: int = maps.WIDTH,
    height: int = maps.HEIGHT,
    first: Joiner | None = None,
) -> LevelMap | None:
    """Rooms joined into a level: a spanning tree of near neighbours, then loops.

    ``pairs`` are joins the carver wants first (a street to its plaza); the rest are each
    room's ``near`` nearest rooms. ``first`` is the carver's own cheap way of joining two rooms
    (the towers' straight bridges), tried before ``join`` for every pair. None when no loop
    could be closed or fewer than four rooms could be reached: the carver lays its rooms
    again."""
    ground = Ground(rooms, width, height)
    wanted = _candidates(rng, rooms, near, pairs)
    group, members, edges, spare = _tree(rng, ground, rooms, wanted, first)
    main = max(sorted(set(group)), key=lambda g: len(members[g]))
    keep = sorted(members[main])
    if len(keep) < 4:
        return None
    kept = set(keep)
    spare = [(a, b) for a, b in spare if a in kept]
    target = 1 + int(rng.binomial(len(keep), loops))
    closed = 0
    # as for the tree, what ``first`` cannot close waits for ``join``; ``first`` being cheap,
    # it tries every spare pair, ``join`` only the first ``3 * target`` as ever
    ranked = by_detour(edges, spare)
    waiting: list[tuple[int, int]] = []
    for batch, mine in ((ranked if first else ranked[: 3 * target], first), (waiting, None)):
        for rank, (a, b) in enumerate(batch):
            if closed >= target:
                break
            edge = mine(rng, ground, rooms[a], rooms[b], False) if mine else None
            if edge is None and mine:
                if rank < 3 * target:
                    waiting.append((a, b))
                continue
            if edge is None:
                # once a loop is closed, a shortcut that cannot run straight is left for the
                # next pair
                edge = join(rng, ground, rooms[a], rooms[b], tree=False, bend=closed == 0)
            if edge is not None:
                edges.append(edge)
                closed += 1
    if closed == 0:
        return None
    return renumber(shape, style, rooms, edges, keep, width, height)


def _tree(
    rng: np.random.Generator,
    ground: Ground,
    rooms: list[Room],
    wanted: list[tuple[int, int]],
    first: Joiner | None,
) -> tuple[list[int], list[list[int]], list[Edge], list[tuple[int, int]]]:
    """``link``'s spanning tree over the ``wanted`` pairs in turn: each room's group, each
    group's rooms, the pathways dug, and the pairs already joined round about (spare)."""
    # each room's group, named by one of its rooms; a join renames the first room's group
    # after the second's, so a group's name is its room a union-find would call its root
    group = list(range(len(rooms)))
    members = [[i] for i in range(len(rooms))]
    edges: list[Edge] = []
    spare: list[tuple[int, int]] = []
    # with ``first``, the pairs it cannot join wait for ``join`` until it has tried every
    # pair: most are joined round about by then, and ``join``'s search is the dear part
    waiting: list[tuple[int, int]] = []
    for batch, mine in ((wanted, first), (waiting, None)):
        for a, b in batch:
            ga, gb = group[a], group[b]
            if ga == gb:
                spare.append((a, b))
                continue
            edge = mine(rng, ground, rooms[a], rooms[b], True) if mine else None
            if edge is None and mine:
                waiting.append((a, b))
                continue
            if edge is None:
                edge = join(rng, ground, rooms[a], rooms[b], tree=True)
            if edge is not None:
                for i in members[ga]:
                    group[i] = gb
                members[gb] += members[ga]
                members[ga] = []
                edges.append(edge)
    return group, members, edges, spare


def link_cuts(
    rng: np.random.Generator,
    shape: Shape,
    style: Style,
    rooms: list[Room],
    pieces: Sequence[Box],
    cuts: Sequence[Cut],
    *,
    loops: float,
    width: int = maps.WIDTH,
    height: int = maps.HEIGHT,
) -> LevelMap | None:
    """Rooms laid one a piece of a map cut in two again and again (``halls.divide``), joined
    across the cuts: each cut's two halves by one pathway, then loops across cuts as ``link``
    closes them.

    Every room stands two tiles inside its piece, so along each cut runs a strip of rock four
    tiles wide that no room is near. A pathway leaves a room of one half straight for the cut,
    runs along it and turns straight into a room of the other half: no search, and the
    rooms' places promise it is clear; each run is still checked on ``Ground.bytes``, and a pair
    whose runs are blocked is joined as ``join`` would. None when a cut cannot be crossed or
    no loop closes (the carver falls back to ``link``)."""
    ground = Ground(rooms, width, height)
    edges: list[Edge] = []
    spare: list[tuple[int, int]] = []
    crossing: dict[tuple[int, int], Cut] = {}
    sides: dict[tuple[bool, int, int], list[int]] = {}  # pieces by a side (``_across``)
    for i, (x, y, w, h) in enumerate(pieces):
        for key in ((True, x + w, 0), (True, x, 1), (False, y + h, 0), (False, y, 1)):
            sides.setdefault(key, []).append(i)
    # a cut's pairs' weights and its three tries' four numbers each, drawn at once
    draws = rng.random((len(cuts), 12)).tolist()
    for cut, drawn in zip(reversed(cuts), draws, strict=True):  # the smallest pieces' first
        across, first, _ = cut
        line = first[0] + first[2] if across else first[1] + first[3]
        pairs = _across(rooms, sides, cut, line)
        if not pairs:
            return None
        rolls = rng.random(len(pairs)).tolist() if len(pairs) > 1 else [0.0]
        weight = [gap + 4.0 * roll for (gap, _, _), roll in zip(pairs, rolls, strict=True)]
        order = sorted(range(len(pairs)), key=weight.__getitem__)
        edge = None
        for tried, k in enumerate(order[:3]):  # the nearest pairs, straight across the cut
            _, a, b = pairs[k]
            edge = _cross(drawn[4 * tried : 4 * tried + 4], ground, rooms[a], rooms[b], cut)
            if edge is not None:
                break
        if edge is None:
            tried, (_, a, b) = 0, pairs[order[0]]
            edge = join(rng, ground, rooms[a], rooms[b], tree=True)
        if edge is None:
            return None
        edges.append(edge)
        for k in order[:tried] + order[tried + 1 :]:
            gap, a, b = pairs[k]
            if gap <= 6:
                spare.append((a, b))
                crossing[a, b] = cut
    target = 1 + int(rng.binomial(len(rooms), loops))
    closed = 0
    tries = by_detour(edges, spare)[: 3 * target]
    for (a, b), drawn in zip(tries, rng.random((len(tries), 4)).tolist(), strict=True):
        if closed >= target:
            break
        edge = _cross(drawn, ground, rooms[a], rooms[b], crossing[a, b], tree=False)
        if edge is not None:
            edges.append(edge)
            closed += 1
    if closed == 0:
        return None
    return renumber(shape, style, rooms, edges, list(range(len(rooms))), width, height)


def _across(
    rooms: list[Room], edges: dict[tuple[bool, int, int], list[int]], cut: Cut, line: int
) -> list[tuple[int, int, int]]:
    """The rooms either side of a cut whose pieces touch it, paired: (how far apart their
    spans along the cut are, the room of the first half, the room of the second). ``edges``
    lists the pieces by a side: (down the map or across it, where, 0 the far side or 1 the near
    one)."""
    across, first, second = cut
    lo, hi = (first[1], first[1] + first[3]) if across else (first[0], first[0] + first[2])
    out = []
    for a in edges.get((across, line, 0), ()):
        ra = rooms[a]
        lo_a, hi_a = (ra.y, ra.y + ra.h) if across else (ra.x, ra.x + ra.w)
        if not lo <= lo_a < hi:  # a piece of another part of the map
            continue
        for b in edges.get((across, line, 1), ()):
            rb = rooms[b]
            lo_b, hi_b = (rb.y, rb.y + rb.h) if across else (rb.x, rb.x + rb.w)
            if lo <= lo_b < hi:
                gap = lo_b - hi_a + 1 if lo_b >= hi_a else lo_a - hi_b + 1 if lo_a >= hi_b else 0
                out.append((gap, a, b))
    return out


def _cross(
    drawn: Sequence[float], ground: Ground, a: Room, b: Room, cut: Cut, *, tree: bool = True
) -> Edge | None:
    """A pathway from ``a`` (in the first half of ``cut``) straight to the cut, along it and
    straight on into ``b``, or None when a run of it is blocked (``drawn``: four numbers of
    [0, 1) that place it). Its doors stand on the sides of the rooms' boxes facing the cut,
    where the floor reaches them."""
    u, v, side, same = drawn
    across, first, _ = cut
    line = first[0] + first[2] if across else first[1] + first[3]
    if across:
        base_a, base_b, out_a, out_b = a.y, b.y, a.x + a.w, b.x - 1
    else:
        base_a, base_b, out_a, out_b = a.x, b.x, a.y + a.h, b.y - 1
    spots_a, spots_b = _facing(a, across, -1), _facing(b, across, 0)
    if not spots_a or not spots_b:  # a form whose floor falls short of its box
        return None
    along_a = base_a + spots_a[int(u * len(spots_a))]
    along_b = base_b + spots_b[int(v * len(spots_b))]
    if same < 0.5:  # straight across, if the two sides face each other
        shared: Sequence[int]
        if isinstance(spots_a, range) and isinstance(spots_b, range):
            shared = range(max(base_a, base_b), min(base_a + len(spots_a), base_b + len(spots_b)))
        else:
            shared = sorted({base_a + i for i in spots_a}.intersection(base_b + i for i in spots_b))
        if shared:
            along_a = along_b = shared[int(u * len(shared))]

    def at(perpendicular: int, along: int) -> Point:
        return (perpendicular, along) if across else (along, perpendicular)

    buffer, width, size = ground.bytes, ground.width, ground.width * ground.height
    (dax, day), (dbx, dby) = at(out_a, along_a), at(out_b, along_b)
    if buffer[size + day * width + dax] or buffer[size + dby * width + dbx]:
        return None  # a door on or next to a pathway
    step_a, step_b = at(out_a + 1, along_a), at(out_b - 1, along_b)
    # one of the strip's two middle lines, then the other (a pathway may run along the first)
    for middle in (line - 1, line) if side < 0.5 else (line, line - 1):
        turn_a, turn_b = at(middle, along_a), at(middle, along_b)
        if (
            clear(buffer, width, step_a, turn_a)
            and clear(buffer, width, turn_a, turn_b)
            and clear(buffer, width, turn_b, step_b)
        ):
            return dig(ground, a, b, tree, [(dax, day), turn_a, turn_b, (dbx, dby)])
        if along_a == along_b:  # straight across: the other line is no other way
            break
    return None


def _facing(room: Room, across: bool, side: int) -> Sequence[int]:
    """Where ``room``'s floor reaches the side of its box facing a cut (``side`` 0: the left or
    top side, -1: the right or bottom), counted along that side."""
    if room.form == "rect":  # floor all over its box
        return range(room.h if across else room.w)
    edge = room.mask[:, side] if across else room.mask[side, :]
    found: list[int] = np.flatnonzero(edge).tolist()
    return found


def _candidates(
    rng: np.random.Generator, rooms: list[Room], near: int, pairs: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Pairs of rooms worth joining, nearest first with some shuffle, ``pairs`` ahead of all."""
    count = len(rooms)
    centres = np.array([r.centre for r in rooms], dtype=float)
    gap = np.add.reduce(np.abs(centres[:, None, :] - centres[None, :, :]), axis=2)
    np.fill_diagonal(gap, np.inf)
    nearest = np.argsort(gap, axis=1, kind="stable")[:, :near]
    mine = np.arange(count)[:, None]
    chosen = np.zeros((count, count), dtype=bool)
    chosen[np.minimum(mine, nearest), np.maximum(mine, nearest)] = True
    a, b = chosen.nonzero()  # each pair once (a < b), in order
    keys = a * count + b
    # one draw a pair, in the pairs' order: the stream of a draw each
    weight = gap[a, b] * rng.uniform(0.6, 1.4, len(keys))
    order = np.lexsort((keys, weight))  # by weight, ties by pair
    first = [(min(i, j), max(i, j)) for i, j in pairs]
    ahead = set(first)
    weighted = zip(a[order].tolist(), b[order].tolist(), strict=True)
    return first + [key for key in weighted if key not in ahead]


def by_detour(edges: list[Edge], spare: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Loop candidates, the pair farthest apart along the tree first (shortcuts)."""
    links: dict[int, list[int]] = {}
    for edge in edges:
        links.setdefault(edge.a, []).append(edge.b)
        links.setdefault(edge.b, []).append(edge.a)
    up: dict[int, int] = {}  # each room's parent on its tree, from the first room walked
    depth: dict[int, int] = {}
    for a, _ in spare:
        if a not in depth:
            _walk_tree(links, a, up, depth)
    scored = []
    for i, (a, b) in enumerate(spare):
        scored.append((-_tree_hops(up, depth, a, b), i, (a, b)))
    scored.sort()
    return [pair for _, _, pair in scored]


def _walk_tree(
    links: dict[int, list[int]], start: int, up: dict[int, int], depth: dict[int, int]
) -> None:
    """Parents and depths of the rooms of ``start``'s tree, ``start`` its root."""
    up[start], depth[start] = start, 0
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for other in links.get(node, []):
                if other not in depth:
                    up[other], depth[other] = node, depth[node] + 1
                    nxt.append(other)
        frontier = nxt


def _tree_hops(up: dict[int, int], depth: dict[int, int], a: int, b: int) -> int:
    """Steps along the tree from ``a`` to ``b`` (0 when ``b`` is on another tree)."""
    if b not in depth:
        return 0
    steps = 0
    while depth[a] > depth[b]:
        a, steps = up[a], steps + 1
    while depth[b] > depth[a]:
        b, steps = up[b], steps + 1
    while a != b:
        if up[a] == a:  # two roots: two trees
            return 0
        a, b, steps = up[a], up[b], steps + 2
    return steps


def renumber(
    shape: Shape,
    style: Style,
    rooms: list[Room],
    edges: list[Edge],
    keep: list[int],
    width: int,
    height: int,
) -> LevelMap:
    """The level of the rooms kept, numbered from 0 in the order they were laid."""
    new = {old: i for i, old in enumerate(keep)}
    placed = []
    for old in keep:
        room = rooms[old]
        room.index = new[old]
        placed.append(room)
    joined = []
    for edge in edges:
        if edge.a in new and edge.b in new:
            edge.a, edge.b = new[edge.a], new[edge.b]
            joined.append(edge)
    return LevelMap(shape, style, placed, joined, width, height)
