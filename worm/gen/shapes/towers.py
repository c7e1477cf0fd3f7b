"""Towers (p. 334, pp. 343–364): round towers standing in a void, joined by bridges.

Towers of many sizes are set down wherever they fit with room for a bridge between them; the
ground between is chasm, and every pathway is a bridge (``maps.BRIDGE``) across it. A wide
tower may hold two or three rooms side by side (its floors), parted by a wall with one door.
A bridge runs straight across where two towers face each other, or turns once, its doors read
off each tower's floor plan (:class:`_Bridges`); only a pair no such bridge fits is searched
for (``pathways.join``), once every other pair has had its bridge.
The seed changes the plan (:data:`PLANS`): the Inverted Castle hangs square chambers of fitted
stone round a cube-shaped hall, wide at the top and narrowing downward like an icicle; Xania's
one great crumbling tower holds several rooms; the Augury rings its towers round a great
orrery full of gearwork.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

import numpy as np

from worm.gen import maps
from worm.gen.maps import Edge, LevelMap, Room
from worm.gen.shapes import forms, interior, pathways
from worm.gen.shapes.brief import Asked, loop_rate

STYLE = replace(maps.STYLES["towers"], background=maps.CHASM)
GAP = 5  # tiles of void at least between two towers: a wall, a bridge and a wall
Box = tuple[int, int, int, int]
Point = tuple[int, int]
Reach = tuple[list[int], list[int], list[int], list[int]]  # see ``_Bridges.reach``


@dataclass(frozen=True, slots=True)
class Plan:
    """How a seed's towers are set out and furnished."""

    rooms: tuple[int, int]  # how many rooms, low and high
    radius: tuple[int, int]  # towers' radius in tiles, low and high
    square: float  # share of towers built square (hanging chambers)
    split: float  # share of wide towers holding more than one room
    centre: int  # radius of a great tower in the middle (0: none)
    furnish: str  # which interior (see ``_furnishing``)


TRIES = 3  # places along two towers' sides a bridge is tried before ``pathways.join``
FORCED_TRIES = 10  # sites laid for a forced room count before the nearest is kept

PLANS: dict[str, Plan] = {
    "": Plan((12, 18), (2, 6), 0.1, 0.35, 0, "towers"),
    "the_inverted_castle": Plan((12, 17), (2, 5), 0.85, 0.2, 5, "castle"),
    "xania": Plan((12, 17), (2, 5), 0.0, 0.3, 9, "xania"),
    "the_augury": Plan((11, 16), (2, 5), 0.0, 0.3, 8, "augury"),
}


def carve(rng: np.random.Generator, brief: Asked) -> LevelMap:
    """A towers level for ``brief`` (p. 334)."""
    plan = PLANS.get(brief.seed_id, PLANS[""])
    best: LevelMap | None = None
    tries = 0
    while True:
        count = brief.rooms if brief.rooms is not None else int(rng.integers(*plan.rooms) + 1)
        boxes = _site(rng, plan, max(count, 4))
        rooms: list[Room] = []
        floors: list[tuple[int, int]] = []
        for i, box in enumerate(boxes):
            square = plan.furnish == "castle" and i == 0 or rng.random() < plan.square
            parts = 1
            great = i == 0 and plan.furnish == "xania"  # the enchanted tower of many rooms
            if (
                box[2] >= 9
                and (great or rng.random() < plan.split)
                and not (i == 0 and plan.furnish == "augury")
            ):
                parts = 3 if box[2] >= 15 else 2
            if brief.rooms is not None:  # a forced count: as many floors as it leaves room for
                room_for = count - len(rooms) - (len(boxes) - i - 1)
                if len(boxes) < count and box[2] >= 9 and not (i == 0 and plan.furnish == "augury"):
                    parts = 3 if box[2] >= 15 else 2  # too few towers stand: split what can be
                parts = max(1, min(parts, room_for))
            first = len(rooms)
            rooms += _tower(rng, first, box, square=square, parts=parts)
            floors += [(j, j + 1) for j in range(first, len(rooms) - 1)]
        level = pathways.link(
            rng,
            "towers",
            STYLE,
            rooms,
            loops=loop_rate(brief, 0.15),
            pairs=floors,
            first=_Bridges().join,
        )
        if level is None:
            continue
        if brief.rooms is None:
            break
        # a forced count: towers no bridge reaches are dropped, so the site is laid again
        # (at most FORCED_TRIES times) until the count holds; the nearest level is kept
        tries += 1
        if best is None or abs(count - len(level.rooms)) < abs(count - len(best.rooms)):
            best = level
        if len(best.rooms) == count or tries >= FORCED_TRIES:
            level = best
            break
    interior.gather(level, [(r, _furnishing(rng, r, plan.furnish)) for r in level.rooms])
    return level


def _site(rng: np.random.Generator, plan: Plan, count: int) -> list[Box]:
    """Square boxes for the towers, none nearer another than ``GAP``, the great one first.

    Every try's box is worked out at once; a try is put when no box put before it comes
    within ``GAP`` of it, so each box put strikes out, in one go, the later tries it crowds."""
    width, height = maps.WIDTH, maps.HEIGHT
    boxes: list[Box] = []
    if plan.centre:
        size = 2 * plan.centre + 1
        x, y = (width - size) // 2 + int(rng.integers(-3, 4)), (height - size) // 2
        if x >= 2 and y >= 2 and x + size <= width - 2 and y + size <= height - 2:
            boxes.append((x, y, size, size))
    tries = 12 * count  # drawn all at once: one call to the stream for each
    radii = rng.integers(plan.radius[0], plan.radius[1] + 1, tries)
    across, down = rng.uniform(-1.0, 1.0, tries), rng.random(tries)
    sizes = 2 * radii + 1
    if plan.furnish == "augury":  # round the orrery, all at one distance from it
        angle = np.pi * across
        xs = (width / 2 + 30 * np.cos(angle)).astype(np.int64) - radii  # truncated, as int()
        ys = (height / 2 + 17 * np.sin(angle)).astype(np.int64) - radii
    else:
        spread: float | np.ndarray = 1.0
        if plan.furnish == "castle":  # an icicle: narrower the lower it hangs
            down = down**1.6
            spread = 1.0 - 0.6 * down
        ys = 2 + ((height - sizes - 4) * down).astype(np.int64)
        xs = (width / 2 - sizes / 2 + across * (width - sizes - 4) / 2 * spread).astype(np.int64)
    on = (xs >= 2) & (ys >= 2) & (xs + sizes <= width - 2) & (ys + sizes <= height - 2)
    xs, ys, sizes = xs[on], ys[on], sizes[on]  # a box off the map is never put
    ends_x, ends_y = xs + sizes, ys + sizes
    open_ = np.ones(len(xs), dtype=bool)
    for x, y, size, _ in boxes:
        open_ &= _apart(xs, ys, ends_x, ends_y, x, y, size)
    at = 0
    while len(boxes) < count and at < len(xs):
        ahead = open_[at:]
        first = int(ahead.argmax())
        if not ahead[first]:
            break  # no try left that fits
        at += first
        x, y, size = int(xs[at]), int(ys[at]), int(sizes[at])
        boxes.append((x, y, size, size))
        open_ &= _apart(xs, ys, ends_x, ends_y, x, y, size)
        at += 1
    return boxes


def _apart(
    xs: np.ndarray,
    ys: np.ndarray,
    ends_x: np.ndarray,
    ends_y: np.ndarray,
    x: int,
    y: int,
    size: int,
) -> np.ndarray:
    """Which boxes (corners xs, ys; far ends ends_x, ends_y) keep ``GAP`` from the box at
    (x, y) of ``size``."""
    return (
        (ys >= y + size + GAP) | (ends_y <= y - GAP) | (xs >= x + size + GAP) | (ends_x <= x - GAP)
    )


def _tower(
    rng: np.random.Generator, first: int, box: Box, *, square: bool, parts: int
) -> list[Room]:
    """The rooms of one tower: its whole floor, or floors side by side parted by walls."""
    x, y, size, _ = box
    whole = forms.rect(rng, size, size) if square else forms.oval(rng, size, size)
    if parts == 1:
        form: maps.Form = "rect" if square else "round"
        return [Room(first, x, y, size, size, form, (), whole)]
    rooms = []
    cuts = [round(size * k / parts) for k in range(parts + 1)]
    across = rng.random() < 0.5
    for k in range(parts):
        lo, hi = cuts[k] + (1 if k else 0), cuts[k + 1]  # one tile of wall between floors
        part = whole[:, lo:hi] if across else whole[lo:hi, :]
        if across:
            room_box = (x + lo, y, hi - lo, size)
        else:
            room_box = (x, y + lo, size, hi - lo)
        rows = np.nonzero(part.any(axis=1))[0]
        cols = np.nonzero(part.any(axis=0))[0]
        trimmed = part[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1].copy()
        h, w = trimmed.shape
        trimmed[h // 2, w // 2] = True
        room = Room(
            first + k,
            room_box[0] + int(cols[0]),
            room_box[1] + int(rows[0]),
            w,
            h,
            "rect" if square else "blob",
            (),
            trimmed,
        )
        rooms.append(room)
    return rooms


def _furnishing(rng: np.random.Generator, room: Room, kind: str) -> interior.Feature:
    """What stands in a tower room of the given kind."""
    area = np.count_nonzero(room.mask)
    if kind == "augury" and room.form == "round" and area >= 60:
        return interior.ring(room, maps.PILLAR, inset=2, spacing=2)
    if kind == "xania":
        return interior.scatter(rng, room, maps.RUBBLE, 0.12)
    if kind == "castle" and area >= 80:
        return interior.grid(room, maps.PILLAR, 3)
    if area >= 60 and rng.random() < 0.4:
        return interior.rift(rng, room)
    if area >= 30 and rng.random() < 0.3:
        return interior.ring(room, maps.STATUE, 1, 4)
    return []


@dataclass(slots=True)
class _Bridges:
    """Bridges run straight (or with one bend) between two towers, their doors read off the
    towers' own floor plans: no search of the whole map. A pair they cannot join is left to
    ``pathways.join``."""

    reaches: dict[int, Reach] = field(default_factory=dict)
    near: bytes = b""  # ``Ground.near`` as bytes, read the first time a door is asked for

    def reach(self, room: Room) -> Reach:
        """Where doors of ``room`` may stand, counted inside its box: for each row, the floor's
        last column and first column, for each column its last row and first row, or -1 where
        a door there would not face straight out (no floor, or a floor beside it reaching
        farther, so the tile beyond the door is not clear of the room)."""
        found = self.reaches.get(room.index)
        if found is None:
            if room.form == "blob":  # a floor of a split tower: its own plan (a tower of a
                # size splits only a few ways, so plans repeat)
                found = _plan_reach(room.h, room.w, room.mask.tobytes())
            else:  # a whole tower: its plan is its form and size's (``forms``)
                found = _whole_reach(room.form, room.w, room.h)
            self.reaches[room.index] = found
        return found

    def join(
        self, rng: np.random.Generator, ground: pathways.Ground, a: Room, b: Room, tree: bool
    ) -> Edge | None:
        """A bridge from ``a`` to ``b``: straight across where the towers face each other, else
        out of one tower's side and into the other's top or bottom with one bend."""
        u, v, w = rng.random(3).tolist()
        # the towers side by side (left, right) or one above the other (top, bottom)
        left, right = (a, b) if a.x < b.x else (b, a)
        top, bottom = (a, b) if a.y < b.y else (b, a)
        wide = right.x - (left.x + left.w) >= 3  # room for door, bridge, door across
        tall = bottom.y - (top.y + top.h) >= 3
        if not wide and not tall:  # floors of one tower, parted by a wall: a door in it
            return self._wall(ground, a, b, u, tree)
        near, far = (left, right) if wide else (top, bottom)  # straight across where they
        corners = self._straight(ground, near, far, u, across=wide)  # face each other
        ways = ((left, right), (right, left)) if w < 0.5 else ((right, left), (left, right))
        for side, end in ways if corners is None else ():  # else with one bend
            corners = self._bent(ground, side, end, u, v)
            if corners is not None:
                break
        if corners is None:
            return None
        if not _beside(a, corners[0]):  # dug from a's door to b's
            corners.reverse()
        return pathways.dig(ground, a, b, tree, corners)

    def _wall(self, ground: pathways.Ground, a: Room, b: Room, u: float, tree: bool) -> Edge | None:
        """One door in the wall between two floors of a tower (``_tower``: one tile of wall
        parts them), where both floors reach it straight across; None when they do not."""
        left, right = (a, b) if a.x < b.x else (b, a)
        top, bottom = (a, b) if a.y < b.y else (b, a)
        if right.x - (left.x + left.w) == 1:  # a wall down the tower
            last, first = self.reach(left)[0], self.reach(right)[1]
            wall = right.x - 1
            lo, hi = max(left.y, right.y), min(left.y + left.h, right.y + right.h)
            spots = [
                (wall, y)
                for y in range(lo, hi)
                if left.x + last[y - left.y] == wall - 1
                and right.x + first[y - right.y] == wall + 1
            ]
        elif bottom.y - (top.y + top.h) == 1:  # a wall across it
            end, start = self.reach(top)[2], self.reach(bottom)[3]
            wall = bottom.y - 1
            lo, hi = max(top.x, bottom.x), min(top.x + top.w, bottom.x + bottom.w)
            spots = [
                (x, wall)
                for x in range(lo, hi)
                if top.y + end[x - top.x] == wall - 1 and bottom.y + start[x - bottom.x] == wall + 1
            ]
        else:
            return None
        taken, at = ground.bytes, ground.width * ground.height
        spots = [(x, y) for x, y in spots if not taken[at + y * ground.width + x]]
        if not spots:
            return None
        x, y = spots[int(u * len(spots))]
        ground.lay([(x, y, x, y)])
        return Edge(a.index, b.index, ((x, y), (x, y)), ((x, y, x, y),), tree)

    def _door(self, ground: pathways.Ground, x: int, y: int) -> bool:
        """A door may stand at (x, y): next to one room's floor only, and to no pathway."""
        if not self.near:
            self.near = ground.near.tobytes()
        at = ground.width * y + x
        return self.near[at] == 1 and not ground.bytes[ground.width * ground.height + at]

    def _straight(
        self, ground: pathways.Ground, near: Room, far: Room, u: float, *, across: bool
    ) -> list[Point] | None:
        """Corners of a straight bridge from ``near`` to ``far`` (right of it, or below it)."""
        last_near, _, end_near, _ = self.reach(near)
        _, first_far, _, top_far = self.reach(far)
        if across:
            lo, hi = max(near.y, far.y), min(near.y + near.h, far.y + far.h)
            spots = [
                (near.x + last_near[r - near.y] + 1, r, far.x + first_far[r - far.y] - 1, r)
                for r in range(lo, hi)
                if last_near[r - near.y] >= 0 and first_far[r - far.y] >= 0
            ]
        else:
            lo, hi = max(near.x, far.x), min(near.x + near.w, far.x + far.w)
            spots = [
                (c, near.y + end_near[c - near.x] + 1, c, far.y + top_far[c - far.x] - 1)
                for c in range(lo, hi)
                if end_near[c - near.x] >= 0 and top_far[c - far.x] >= 0
            ]
        if not spots:
            return None
        count = len(spots)
        at = int(u * count)
        for k in range(min(count, TRIES)):  # spread over the facing rows from a random one
            ax, ay, bx, by = spots[(at + k * count // TRIES) % count]
            step_a = (ax + 1, ay) if across else (ax, ay + 1)
            step_b = (bx - 1, by) if across else (bx, by - 1)
            if self._door(ground, ax, ay) and self._door(ground, bx, by):
                if pathways.clear(ground.bytes, ground.width, step_a, step_b):
                    return [(ax, ay), step_a, step_b, (bx, by)]
        return None

    def _bent(
        self, ground: pathways.Ground, side: Room, end: Room, u: float, v: float
    ) -> list[Point] | None:
        """Corners of a bridge leaving ``side`` by its side facing ``end`` and turning into
        ``end``'s top (or its bottom when ``end`` stands higher)."""
        last, first, bottom, top = *self.reach(side)[:2], *self.reach(end)[2:]
        east = end.x > side.x
        lower = end.y > side.y  # the bridge comes down into end's top
        out, into = last if east else first, top if lower else bottom
        rows = [r for r in range(side.h) if out[r] >= 0]
        cols = [c for c in range(end.w) if into[c] >= 0]
        if not rows or not cols:
            return None
        free, width = ground.bytes, ground.width
        at_r, at_c = int(u * len(rows)), int(v * len(cols))
        for k in range(TRIES):  # spread over the sides from a random place
            r = rows[(at_r + k * len(rows) // TRIES) % len(rows)]
            c = cols[(at_c + k * len(cols) // TRIES) % len(cols)]
            ay = side.y + r
            ax = side.x + out[r] + (1 if east else -1)
            bx = end.x + c
            by = end.y + into[c] + (-1 if lower else 1)
            step_a = (ax + 1 if east else ax - 1, ay)
            step_b = (bx, by - 1 if lower else by + 1)
            turn = (bx, ay)
            if (bx - step_a[0]) * (1 if east else -1) < 0 or (step_b[1] - ay) * (
                1 if lower else -1
            ) < 0:
                continue  # the bend would double back
            if (
                self._door(ground, ax, ay)
                and self._door(ground, bx, by)
                and pathways.clear(free, width, step_a, turn)
                and pathways.clear(free, width, turn, step_b)
            ):
                return [(ax, ay), step_a, turn, step_b, (bx, by)]
        return None


def _beside(room: Room, point: Point) -> bool:
    """Whether ``point`` is on ``room``'s box or the ring of tiles round it (a door of it)."""
    x, y = point
    return room.x - 1 <= x <= room.x + room.w and room.y - 1 <= y <= room.y + room.h


@functools.lru_cache(maxsize=64)
def _whole_reach(form: str, w: int, h: int) -> Reach:
    """``_Bridges.reach`` of a whole tower, round or square, worked out once a size."""
    mask = forms.oval(np.random.default_rng(0), w, h) if form == "round" else np.ones((h, w), bool)
    return (*_faces(mask), *_faces(mask.T))


@functools.lru_cache(maxsize=256)
def _plan_reach(h: int, w: int, plan: bytes) -> Reach:
    """``_Bridges.reach`` of a floor whose plan is the h × w mask held in ``plan``."""
    mask = np.frombuffer(plan, dtype=bool).reshape(h, w)
    return (*_faces(mask), *_faces(mask.T))


def _faces(mask: np.ndarray) -> tuple[list[int], list[int]]:
    """For each row of ``mask``, its last floor column and its first, or -1 where the row
    beside it reaches farther that way (a door there faces no clear tile) or has no floor."""
    h, w = mask.shape
    rows = mask.any(axis=1)
    last = np.where(rows, w - 1 - mask[:, ::-1].argmax(axis=1), -1)
    first = np.where(rows, mask.argmax(axis=1), w)
    ahead = np.full(h + 2, -1)
    ahead[1:-1] = last
    last_ok = (last >= ahead[:-2]) & (last >= ahead[2:]) & rows
    behind = np.full(h + 2, w)
    behind[1:-1] = first
    first_ok = (first <= behind[:-2]) & (first <= behind[2:]) & rows
    return np.where(last_ok, last, -1).tolist(), np.where(first_ok, first, -1).tolist()
