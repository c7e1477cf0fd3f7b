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

from collections.abc import Sequence

import numpy as np
import tcod.path

from worm.gen import maps
from worm.gen.maps import Edge, LevelMap, Room, Shape, Style

_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))  # (dx, dy) a door may face
Point = tuple[int, int]


class Ground:
    """The map being carved: whose floor each tile is, and what is near rooms and pathways."""

    def __init__(self, rooms: Sequence[Room], width: int, height: int) -> None:
        self.width, self.height = width, height
        self.owner = np.full((height, width), -1, dtype=np.int16)
        for room in rooms:
            view = self.owner[room.y : room.y + room.h, room.x : room.x + room.w]
            view[room.mask] = room.index
        self.near = _neighbours(self.owner)  # how many rooms' floor each tile is on or next to
        self.count = len(rooms)
        self.taken = np.zeros((height, width), dtype=bool)  # on or next to a pathway
        self.free = self.near == 0  # where a pathway may run: off rooms, pathways and the edge
        self.free[[0, -1], :] = False
        self.free[:, [0, -1]] = False
        self.sites = self._sites(len(rooms))
        self.shared = self._shared()

    def lay(self, runs: Sequence[tuple[int, int, int, int]]) -> None:
        """Claim a pathway's runs (x0, y0, x1, y1) and the ring round them."""
        for x0, y0, x1, y1 in runs:
            self.taken[y0 - 1 : y1 + 2, x0 - 1 : x1 + 2] = True
            self.free[y0 - 1 : y1 + 2, x0 - 1 : x1 + 2] = False

    def _shared(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The tiles with one room's floor on one side and another's straight across, where a
        single door joins two rooms one tile apart: (pair keys sorted, x, y)."""
        owner, near = self.owner, self.near
        keys, xs, ys = [], [], []
        for before, after, middle, (dx, dy) in (
            (owner[:, :-2], owner[:, 2:], (slice(None), slice(1, -1)), (1, 0)),
            (owner[:-2, :], owner[2:, :], (slice(1, -1), slice(None)), (0, 1)),
        ):
            good = (owner[middle] == -1) & (near[middle] == 2) & (before >= 0) & (after >= 0)
            y, x = np.nonzero(good & (before != after))
            a, b = before[y, x].astype(np.int64), after[y, x].astype(np.int64)
            keys.append(np.minimum(a, b) * self.count + np.maximum(a, b))
            xs.append(x + dx)
            ys.append(y + dy)
        key, x, y = np.concatenate(keys), np.concatenate(xs), np.concatenate(ys)
        order = np.lexsort((x, y, key))
        return key[order], x[order], y[order]

    def _sites(self, count: int) -> list[tuple[np.ndarray, ...]]:
        """For each room, every tile where a door of it could go before any pathway is dug:
        door x, door y, and the flat indices of the door and of its step (the free tile straight
        out from the door).
        A door touches its room's floor and no other room's, and its step touches none."""
        h, w = self.owner.shape
        lone = (self.owner == -1) & (self.near == 1)
        found: list[np.ndarray] = []
        for dx, dy in _STEPS:
            here, there = _shift(h, w, dx, dy)
            behind = np.full((h, w), -1, dtype=np.int16)
            behind[here] = self.owner[there]  # whose floor is behind the door
            ahead = np.zeros((h, w), dtype=bool)
            ahead[there] = self.free[here]  # free ground in front of it
            ys, xs = np.nonzero(lone & ahead & (behind >= 0))
            found.append(np.stack([behind[ys, xs], xs, ys, ys * w + xs, (ys + dy) * w + xs + dx]))
        every = np.concatenate(found, axis=1)
        every = every[:, np.argsort(every[0], kind="stable")]
        bounds = np.searchsorted(every[0], np.arange(count + 1))
        return [tuple(every[1:, bounds[i] : bounds[i + 1]]) for i in range(count)]


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
    """For each tile, how many different rooms have floor on it or next to it (eight ways)."""
    h, w = owner.shape
    padded = np.full((h + 2, w + 2), -1, dtype=np.int16)
    padded[1:-1, 1:-1] = owner
    stack = np.stack([padded[dy : dy + h, dx : dx + w] for dy in range(3) for dx in range(3)])
    stack.sort(axis=0)
    fresh = (stack[1:] != stack[:-1]) & (stack[1:] >= 0)
    count: np.ndarray = (fresh.sum(axis=0) + (stack[0] >= 0)).astype(np.int8)
    return count


def doors(
    ground: Ground, room: Room, toward: Point, rng: np.random.Generator, count: int
) -> list[tuple[Point, Point]]:
    """Up to ``count`` (door, step) tiles of ``room`` still open, best facing ``toward`` first.

    A door touches the room's floor on one side, no other room's floor, no pathway, and has a
    free tile straight beyond it where the pathway starts."""
    xs, ys, door, step = ground.sites[room.index]
    good = np.nonzero(~ground.taken.ravel()[door] & ground.free.ravel()[step])[0]
    score = np.abs(xs[good] - toward[0]) + np.abs(ys[good] - toward[1])
    score = score + 3.0 * rng.random(len(good))
    width = ground.width
    out = []
    for i in good[np.argsort(score, kind="stable")[:count]].tolist():
        x, y, there = int(xs[i]), int(ys[i]), int(step[i])
        out.append(((x, y), (there % width, there // width)))
    return out


def _shared_door(ground: Ground, a: Room, b: Room) -> Point | None:
    """A tile with a's floor on one side and b's straight across: one door joins them."""
    keys, xs, ys = ground.shared
    key = min(a.index, b.index) * ground.count + max(a.index, b.index)
    lo, hi = np.searchsorted(keys, [key, key + 1]).tolist()
    spots = [(x, y) for x, y in zip(xs[lo:hi].tolist(), ys[lo:hi].tolist(), strict=True)]
    spots = [(x, y) for x, y in spots if not ground.taken[y, x]]
    return spots[len(spots) // 2] if spots else None


def join(
    rng: np.random.Generator, ground: Ground, a: Room, b: Room, *, tree: bool, tries: int = 2
) -> Edge | None:
    """Dig a pathway from room a to room b, or None when no way fits between them."""
    shared = _shared_door(ground, a, b)
    if shared is not None:
        x, y = shared
        ground.lay([(x, y, x, y)])
        return Edge(a.index, b.index, (shared, shared), ((x, y, x, y),), tree)
    starts = doors(ground, a, b.centre, rng, tries)
    ends = doors(ground, b, a.centre, rng, tries)
    tried = [(da, sa, db, sb) for da, sa in starts for db, sb in ends if da != db]
    for door_a, step_a, door_b, step_b in tried:
        path = _straight(rng, ground.free, step_a, step_b)
        if path is not None:
            return _dig(ground, a, b, tree, [door_a, *path, door_b])
    if tried:
        door_a, step_a, door_b, step_b = tried[0]
        path = _bending(ground.free, step_a, step_b)
        if path is not None:
            return _dig(ground, a, b, tree, [door_a, *path, door_b])
    return None


def _dig(ground: Ground, a: Room, b: Room, tree: bool, tiles: list[Point]) -> Edge:
    runs = _runs(tiles)
    ground.lay(runs)
    return Edge(a.index, b.index, (tiles[0], tiles[-1]), runs, tree)


def _straight(
    rng: np.random.Generator, free: np.ndarray, start: Point, end: Point
) -> list[Point] | None:
    """Free tiles from ``start`` to ``end`` (the steps outside two doors) along an L or a Z
    of straight runs, or None when none fits."""
    (ax, ay), (bx, by) = start, end
    if (ax, ay) == (bx, by):
        return [(ax, ay)]
    bends: list[list[Point]] = [[(bx, ay)], [(ax, by)]]
    if abs(bx - ax) > 2:
        mid = int(rng.integers(min(ax, bx) + 1, max(ax, bx)))
        bends.append([(mid, ay), (mid, by)])
    if abs(by - ay) > 2:
        mid = int(rng.integers(min(ay, by) + 1, max(ay, by)))
        bends.append([(ax, mid), (bx, mid)])
    for i in rng.permutation(len(bends)).tolist():
        corners = [(ax, ay), *bends[i], (bx, by)]
        if all(_clear(free, p, q) for p, q in zip(corners, corners[1:], strict=False)):
            return _trace(corners)
    return None


def _bending(free: np.ndarray, start: Point, end: Point) -> list[Point] | None:
    """The shortest way through free tiles (tcod), moving four ways, or None."""
    (ax, ay), (bx, by) = start, end
    found = tcod.path.AStar(free.astype(np.int8), diagonal=0).get_path(ay, ax, by, bx)
    if not found:
        return None
    return [(ax, ay), *((int(x), int(y)) for y, x in found)]


def _clear(free: np.ndarray, p: Point, q: Point) -> bool:
    x0, x1 = sorted((p[0], q[0]))
    y0, y1 = sorted((p[1], q[1]))
    return bool(free[y0 : y1 + 1, x0 : x1 + 1].all())


def _trace(corners: list[Point]) -> list[Point]:
    """Every tile along straight runs between corners, each once, in order."""
    out: list[Point] = [corners[0]]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:], strict=False):
        dx, dy = np.sign(x1 - x0), np.sign(y1 - y0)
        x, y = x0, y0
        while (x, y) != (x1, y1):
            x, y = int(x + dx), int(y + dy)
            out.append((x, y))
    return out


def _runs(tiles: list[Point]) -> tuple[tuple[int, int, int, int], ...]:
    """The tiles of a pathway as axis-aligned boxes (x0, y0, x1, y1), straight runs merged."""
    runs: list[list[int]] = []
    last = (-9, -9)
    for x, y in tiles:
        if runs and abs(x - last[0]) + abs(y - last[1]) == 1:
            run = runs[-1]
            if run[1] == run[3] == y == last[1]:
                run[0], run[2] = min(run[0], x), max(run[2], x)
                last = (x, y)
                continue
            if run[0] == run[2] == x == last[0]:
                run[1], run[3] = min(run[1], y), max(run[3], y)
                last = (x, y)
                continue
        runs.append([x, y, x, y])
        last = (x, y)
    return tuple((r[0], r[1], r[2], r[3]) for r in runs)


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
) -> LevelMap | None:
    """Rooms joined into a level: a spanning tree of near neighbours, then loops.

    ``pairs`` are joins the carver wants first (a street to its plaza); the rest are each
    room's ``near`` nearest rooms. None when no loop could be closed or fewer than four
    rooms could be reached: the carver lays its rooms again."""
    ground = Ground(rooms, width, height)
    wanted = _candidates(rng, rooms, near, pairs)
    parent = list(range(len(rooms)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    edges: list[Edge] = []
    spare: list[tuple[int, int]] = []
    for a, b in wanted:
        if root(a) == root(b):
            spare.append((a, b))
            continue
        edge = join(rng, ground, rooms[a], rooms[b], tree=True)
        if edge is not None:
            parent[root(a)] = root(b)
            edges.append(edge)
    sizes: dict[int, int] = {}
    for i in range(len(rooms)):
        sizes[root(i)] = sizes.get(root(i), 0) + 1
    main = max(sorted(sizes), key=lambda r: sizes[r])
    keep = [i for i in range(len(rooms)) if root(i) == main]
    if len(keep) < 4:
        return None
    kept = set(keep)
    spare = [(a, b) for a, b in spare if a in kept]
    target = 1 + int(rng.binomial(len(keep), loops))
    closed = 0
    for a, b in _by_detour(edges, spare)[: 3 * target]:
        if closed >= target:
            break
        edge = join(rng, ground, rooms[a], rooms[b], tree=False)
        if edge is not None:
            edges.append(edge)
            closed += 1
    if closed == 0:
        return None
    return _renumber(shape, style, rooms, edges, keep, width, height)


def _candidates(
    rng: np.random.Generator, rooms: list[Room], near: int, pairs: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Pairs of rooms worth joining, nearest first with some shuffle, ``pairs`` ahead of all."""
    centres = np.array([r.centre for r in rooms], dtype=float)
    gap = np.abs(centres[:, None, :] - centres[None, :, :]).sum(axis=2)
    np.fill_diagonal(gap, np.inf)
    found: dict[tuple[int, int], float] = {}
    for i in range(len(rooms)):
        for j in np.argsort(gap[i], kind="stable")[:near].tolist():
            key = (min(i, j), max(i, j))
            found[key] = float(gap[i, j])
    weighted = sorted(
        (length * rng.uniform(0.6, 1.4), key) for key, length in sorted(found.items())
    )
    first = [(min(a, b), max(a, b)) for a, b in pairs]
    ahead = set(first)
    return first + [key for _, key in weighted if key not in ahead]


def _by_detour(edges: list[Edge], spare: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Loop candidates, the pair farthest apart along the tree first (shortcuts)."""
    links: dict[int, list[int]] = {}
    for edge in edges:
        links.setdefault(edge.a, []).append(edge.b)
        links.setdefault(edge.b, []).append(edge.a)
    scored = []
    for i, (a, b) in enumerate(spare):
        scored.append((-_hops(links, a, b), i, (a, b)))
    scored.sort()
    return [pair for _, _, pair in scored]


def _hops(links: dict[int, list[int]], a: int, b: int) -> int:
    frontier, seen, steps = [a], {a}, 0
    while frontier and b not in frontier:
        steps += 1
        nxt = []
        for node in frontier:
            for other in links.get(node, []):
                if other not in seen:
                    seen.add(other)
                    nxt.append(other)
        frontier = nxt
    return steps


def _renumber(
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
