"""Towers (p. 334, pp. 343–364): round towers standing in a void, joined by bridges.

Towers of many sizes are set down wherever they fit with room for a bridge between them; the
ground between is chasm, and every pathway is a bridge (``maps.BRIDGE``) across it. A wide
tower may hold two or three rooms side by side (its floors), parted by a wall with one door.
The seed changes the plan (:data:`PLANS`): the Inverted Castle hangs square chambers of fitted
stone round a cube-shaped hall, wide at the top and narrowing downward like an icicle; Xania's
one great crumbling tower holds several rooms; the Augury rings its towers round a great
orrery full of gearwork.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Room
from worm.gen.shapes import forms, interior, pathways
from worm.gen.shapes.brief import Asked, loop_rate

STYLE = replace(maps.STYLES["towers"], background=maps.CHASM)
GAP = 5  # tiles of void at least between two towers: a wall, a bridge and a wall
Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Plan:
    """How a seed's towers are set out and furnished."""

    rooms: tuple[int, int]  # how many rooms, low and high
    radius: tuple[int, int]  # towers' radius in tiles, low and high
    square: float  # share of towers built square (hanging chambers)
    split: float  # share of wide towers holding more than one room
    centre: int  # radius of a great tower in the middle (0: none)
    furnish: str  # which interior (see ``_furnishing``)


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
            rng, "towers", STYLE, rooms, loops=loop_rate(brief, 0.15), pairs=floors
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
