"""Rooms of any outline joined by winding pathways (p. 334): the ground of caves, seas and guts.

The carvers of caverns, water and organic levels each choose where their rooms lie and what
outline each takes; this module joins them the same way for all three. Every room keeps a
*zone*, its box grown by one tile, that no other room and no other room's pathway enters, so
a pathway dug between two rooms can touch those two and nothing else. A pathway runs from
one room's middle to the other's as a staircase of runs cut at random, which makes it wander
(a water level's bridges instead run as an L of two straight runs), or, where none of a few
is clear, round to one side, or as the cheapest four-way route (tcod) over a cost field of
random noise near the two rooms; only the stretch between the rooms is dug, and it is kept
one tile clear of every pathway dug before it. The graph is a spanning tree grown from the
shortest candidate pairs first (Kruskal), plus loops chosen first among the pairs that are
far apart on the tree, as the book asks for shortcuts (p. 334).

Interiors (rubble, trees, lava …) are laid afterwards by :func:`furnish`, which keeps every
open tile of a room walkable from its middle and never covers a tile where a pathway meets it.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any, Protocol

import numpy as np

from worm.gen import maps, searches
from worm.gen.maps import Edge, LevelMap, Room, Style

Box = tuple[int, int, int, int]  # x, y, w, h


class Rolls(Protocol):
    """Anything handing out random numbers in [0, 1) one at a time (a generator, dice)."""

    def random(self) -> float: ...


class Dice:
    """Random numbers from ``rng`` drawn a block at a time and handed out one by one: each
    numpy call costs far more than the number it draws, and a level asks for a few dozen."""

    __slots__ = ("_pool", "rng")

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self._pool: list[float] = []

    def random(self) -> float:
        """A number in [0, 1)."""
        if not self._pool:
            self._pool = self.rng.random(64).tolist()
        return self._pool.pop()

    def integers(self, low: int, high: int) -> int:
        """A whole number, ``low`` ≤ n < ``high``."""
        return low + int(self.random() * (high - low))


@dataclass(frozen=True, slots=True)
class Site:
    """A room's outline before it is placed: its floor within its box."""

    mask: np.ndarray  # bool (h, w)

    @property
    def size(self) -> tuple[int, int]:
        """Its box as (w, h)."""
        return int(self.mask.shape[1]), int(self.mask.shape[0])


def axes(h: int, w: int) -> tuple[np.ndarray, np.ndarray]:
    """Row and column numbers of an h × w box, shaped to broadcast (a cheap ``np.ogrid``)."""
    return np.arange(h)[:, None], np.arange(w)[None, :]


def count8(mask: np.ndarray) -> np.ndarray:
    """How many of each tile's eight neighbours are set; off the edge counts as set."""
    h, w = mask.shape
    padded = np.ones((h + 2, w + 2), dtype=np.int8)
    padded[1:-1, 1:-1] = mask
    rows = padded[:-2] + padded[1:-1] + padded[2:]  # each column's three rows summed
    return np.asarray(rows[:, :-2] + rows[:, 1:-1] + rows[:, 2:] - padded[1:-1, 1:-1])


def reached(open_: np.ndarray, start: tuple[int, int], *also: tuple[int, int]) -> np.ndarray:
    """The open tiles reached from ``start`` (x, y), or any of ``also``, moving eight ways.

    The box is held as one Python integer, a bit per tile with a blank bit closing each row
    (so a step east off a row's end lands on nothing), and grown a ring at a time by shifts:
    a box of a cave or a room is a few hundred bits, far cheaper than a path search's set-up.
    """
    h, w = open_.shape
    stride = w + 1
    padded = np.zeros((h, stride), dtype=bool)
    padded[:, :w] = open_
    reach = 1 << (start[1] * stride + start[0])
    for x, y in also:
        reach |= 1 << (y * stride + x)
    return _unpack(_flood(_pack(padded), reach, stride), w, h)


def _pack(padded: np.ndarray) -> int:
    """A box of tiles, each row closed by a blank one, as the bits of one integer."""
    return int.from_bytes(np.packbits(padded, bitorder="little").tobytes(), "little")


def _unpack(bits: int, w: int, h: int) -> np.ndarray:
    """The w × h box of tiles an integer's bits hold (each row closed by a blank bit)."""
    size = h * (w + 1)
    array = np.frombuffer(bits.to_bytes((size + 7) // 8, "little"), dtype=np.uint8)
    return np.unpackbits(array, count=size, bitorder="little").reshape(h, w + 1)[:, :w].view(bool)


def _flood(floor: int, reach: int, stride: int) -> int:
    """The bits of ``floor`` reached from those of ``reach`` stepping eight ways."""
    while True:
        grown = reach | reach << 1 | reach >> 1
        grown = (grown | grown << stride | grown >> stride) & floor
        if grown == reach:
            return reach
        reach = grown


def _smooth(tiles: int, stride: int) -> int:
    """One step of the cave automaton over a box held as bits (rows ``stride`` apart, each
    closed by a blank bit): a tile is floor when it and its eight neighbours hold five floor
    or more (floor stays with four floor neighbours and is made with five).

    The nine are summed bit by bit, as an adder would: each row's three in two bits, then
    three rows' two-bit sums; bits beyond the box come out set and must be masked off."""
    west, east = tiles << 1, tiles >> 1
    either = west ^ tiles
    low, high = either ^ east, (west & tiles) | (east & either)  # a row's three: 0 to 3
    up_low, up_high = low << stride, high << stride
    down_low, down_high = low >> stride, high >> stride
    odd = up_low ^ low
    ones = odd ^ down_low  # the nine's sum is ones + 2 × (how many of four twos are set)
    carry = (up_low & low) | (down_low & odd)
    pair_one, both_one = up_high ^ high, up_high & high
    pair_two, both_two = down_high ^ carry, down_high & carry
    two_or_more = both_one | both_two | (pair_one & pair_two)
    three_or_more = (both_one & both_two) | ((both_one | both_two) & (pair_one | pair_two))
    return three_or_more | (two_or_more & ones)


def cave(rng: np.random.Generator, w: int, h: int, *, fill: float = 0.6, smooth: int = 3) -> Site:
    """A cave outline in a w × h box: noise smoothed by a cellular automaton (4–5 rule).

    The noise leans towards the middle of the box so the cave fills it, and only the part
    joined to the middle is kept; the box is then trimmed to the floor, with its middle floor.
    The box is worked as the bits of one integer (``_smooth``, ``_flood``): a few hundred
    bits, a few dozen integer steps, where each array step costs a numpy call.
    """
    stride = w + 1
    odds, box = _odds(w, h, fill)
    tiles = _pack(rng.random((h, stride)) < odds)  # off the box is rock
    for _ in range(smooth):
        tiles = _smooth(tiles, stride) & box
    middle = 1 << (h // 2 * stride + w // 2)
    return trim(_unpack(_flood(tiles | middle, middle, stride), w, h))


_ODDS: dict[tuple[int, int, float], tuple[np.ndarray, int]] = {}


def _odds(w: int, h: int, fill: float) -> tuple[np.ndarray, int]:
    """The chance of floor in each tile of a cave's w × h box before smoothing: ``fill``,
    more towards the middle, each row closed by a tile that is never floor; and the box's
    tiles as bits (worked out once for each size and fill, never written to)."""
    kept = _ODDS.get((w, h, fill))
    if kept is None:
        distance = _polar(w, h)[0].reshape(h, w)
        odds = np.full((h, w + 1), -1.0)
        odds[:, :w] = fill + 0.6 * (1.0 - distance) - 0.2
        odds.setflags(write=False)
        box = np.zeros((h, w + 1), dtype=bool)
        box[:, :w] = True
        kept = _ODDS[w, h, fill] = (odds, _pack(box))
    return kept


_POLAR: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}


def _polar(w: int, h: int) -> tuple[np.ndarray, np.ndarray]:
    """Each tile of a w × h box (flat) as its distance from the box's middle (1 at the box's
    edge midway along a side), and the sines and cosines of twice, three and five times its
    angle round the middle with a row of ones below them: worked out once for each size of
    box (they depend on nothing else), and never written to."""
    kept = _POLAR.get((w, h))
    if kept is None:
        ys, xs = axes(h, w)
        dx = (xs - (w - 1) / 2) / max(1.0, w / 2)
        dy = (ys - (h - 1) / 2) / max(1.0, h / 2)
        angle = np.arctan2(dy, dx).ravel()
        waves = [f(k * angle) for k in (2, 3, 5) for f in (np.sin, np.cos)]
        kept = (np.hypot(dx, dy).ravel(), np.stack([*waves, np.ones_like(angle)]))
        for array in kept:
            array.setflags(write=False)
        _POLAR[w, h] = kept
    return kept


def bulge(rng: Rolls, w: int, h: int, *, wobble: float = 0.2) -> Site:
    """A rounded outline in a w × h box whose rim swells and dips (a star-shaped blob): its
    radius at each angle is one less ``wobble`` plus three waves round the middle (twice,
    three and five times round) of random phase, summed in one product."""
    distance, waves = _polar(w, h)
    roll = rng.random
    p0, p1, p2 = math.tau * roll(), math.tau * roll(), math.tau * roll()
    weights = [  # sin(k·angle + p) = sin(k·angle)·cos p + cos(k·angle)·sin p
        wobble * math.cos(p0),
        wobble * math.sin(p0),
        wobble * 0.8 * math.cos(p1),
        wobble * 0.8 * math.sin(p1),
        wobble * 0.4 * math.cos(p2),
        wobble * 0.4 * math.sin(p2),
        1.0 - wobble,
    ]
    floor = (distance <= np.dot(weights, waves)).reshape(h, w)
    floor[h // 2, w // 2] = True
    return trim(_one_piece(floor, h // 2, w // 2))


def _one_piece(floor: np.ndarray, y: int, x: int) -> np.ndarray:
    """The floor with whatever lies beyond an empty column or row cut off, on the side away
    from (x, y): the blob is star-shaped about its middle, but on tiles a thin stretch of rim
    can fall between two columns and leave a lobe apart from the rest (a cave of two pieces,
    part of it out of reach, found by the reachability property). Eight-way steps cross any
    other narrowing."""
    for axis, at in ((0, x), (1, y)):
        used = floor.any(axis=axis)
        if used.all():
            continue
        gaps = np.flatnonzero(~used)
        before, after = gaps[gaps < at], gaps[gaps > at]
        if axis == 0:
            if before.size:
                floor[:, : before[-1]] = False
            if after.size:
                floor[:, after[0] :] = False
        else:
            if before.size:
                floor[: before[-1], :] = False
            if after.size:
                floor[after[0] :, :] = False
    return floor


def trim(floor: np.ndarray) -> Site:
    """The floor cut to its bounding box, floored at the box's middle (``Room.centre``)."""
    # found in the bytes of the floor, row by row and column by column, never empty (the
    # middle): a byte search is far cheaper than numpy's reductions on a box this small
    height, width = floor.shape
    tiles, columns = floor.tobytes(), floor.T.tobytes()
    top, bottom = tiles.find(1) // width, tiles.rfind(1) // width + 1
    left, right = columns.find(1) // height, columns.rfind(1) // height + 1
    mask = floor[top:bottom, left:right].copy()
    h, w = mask.shape
    cx, cy = w // 2, h // 2
    if not mask[cy, cx]:
        fy, fx = np.nonzero(mask)
        near = int(np.argmin(np.abs(fx - cx) + np.abs(fy - cy)))
        tx, ty = int(fx[near]), int(fy[near])
        mask[cy, min(cx, tx) : max(cx, tx) + 1] = True
        mask[min(cy, ty) : max(cy, ty) + 1, tx] = True
    return Site(mask)


class Ground:
    """The map as rooms are placed on it: which tiles are taken by a room's zone."""

    def __init__(self, width: int = maps.WIDTH, height: int = maps.HEIGHT) -> None:
        self.width, self.height = width, height
        self.zone = np.full((height, width), -1, dtype=np.int16)
        self.rooms: list[Room] = []
        self.boxes: list[Box] = []  # each zone as (x0, y0, x1, y1), x1 and y1 not in it
        self.near: np.ndarray | None = None  # once joined: the tiles on or next to a pathway
        self.crowded = False  # once random guesses missed: every free spot is looked at
        self.kept_clear: list[Box] = []  # (x0, y0, x1, y1) no room is placed on, for now

    def place(
        self, rng: Rolls, site: Site, area: Box | None = None, *, gap: int = 1
    ) -> Room | None:
        """Put the site at a random free spot (its box inside ``area``), or None if none is.

        Free means its zone, grown by ``gap``, meets no other zone and stays off the map's rim.
        """
        w, h = site.size
        ax, ay, aw, ah = area if area is not None else (0, 0, self.width, self.height)
        ax, ay = max(ax, 2), max(ay, 2)
        right = min(ax + aw, self.width - 2)  # the box stays two tiles off the rim
        bottom = min(ay + ah, self.height - 2)
        if right - ax < w or bottom - ay < h:
            return None
        pad = 1 + gap
        tall, wide = bottom - h + 1 - ay, right - w + 1 - ax
        # a spot is busy when its box, grown by ``pad``, meets a zone: a few spots drawn at
        # random are tried first, checked box by box (cheap while the map is open), and a
        # busy draw is thrown away, so the spot taken is any free one alike
        boxes = self.boxes + self.kept_clear if self.kept_clear else self.boxes
        for _ in range(0 if self.crowded else GUESSES):
            row, column = divmod(int(rng.random() * tall * wide), wide)
            x, y = ax + column, ay + row
            x0, y0, x1, y1 = x - pad, y - pad, x + w + pad, y + h + pad
            for zx0, zy0, zx1, zy1 in boxes:
                if x0 < zx1 and x1 > zx0 and y0 < zy1 and y1 > zy0:
                    break
            else:
                return self._put(site, x, y)
        # failing those, every spot: for each zone the busy spots form one box of top-left
        # corners, struck off by a slice; and the map is crowded from now on, so the next
        # sites skip the guesses (most would miss)
        self.crowded = True
        free = np.ones((tall, wide), dtype=bool)
        for zx0, zy0, zx1, zy1 in boxes:
            top, end_y = zy0 - h - pad + 1 - ay, zy1 + pad - ay
            left, end_x = zx0 - w - pad + 1 - ax, zx1 + pad - ax
            if end_y > 0 and end_x > 0 and top < tall and left < wide:
                free[top if top > 0 else 0 : end_y, left if left > 0 else 0 : end_x] = False
        spots = free.ravel().nonzero()[0]  # row by row
        if not len(spots):
            return None
        row, column = divmod(int(spots[int(rng.random() * len(spots))]), wide)
        return self._put(site, ax + column, ay + row)

    def _put(self, site: Site, x: int, y: int) -> Room:
        """The site placed with its box's top left at (x, y)."""
        h, w = site.mask.shape
        index = len(self.rooms)
        room = Room(index, x, y, w, h, "blob", (), site.mask.copy())
        self.zone[y - 1 : y + h + 1, x - 1 : x + w + 1] = index
        self.boxes.append((x - 1, y - 1, x + w + 1, y + h + 1))
        self.rooms.append(room)
        return room


LAST_TRIES = 6  # nearest pairs of rooms in different pieces tried at the last
GUESSES = 8  # spots drawn at random before every spot is looked at


def patches(columns: int, rows: int) -> list[Box]:
    """The map cut into a grid of patches (x, y, w, h), row by row."""
    cell_w, cell_h = maps.WIDTH // columns, maps.HEIGHT // rows
    return [(c * cell_w, r * cell_h, cell_w, cell_h) for r in range(rows) for c in range(columns)]


def spread(rng: np.random.Generator, grid: list[Box], count: int) -> list[int]:
    """``count`` of the patches, dealt in turn from each quarter of the map (so none is bare)."""
    quarters: list[list[int]] = [[], [], [], []]
    for i, (x, y, w, h) in enumerate(grid):
        right = x + w // 2 >= maps.WIDTH // 2
        low = y + h // 2 >= maps.HEIGHT // 2
        quarters[2 * low + right].append(i)
    dealt = [[quarter[j] for j in rng.permutation(len(quarter)).tolist()] for quarter in quarters]
    order = [deck[k] for k in range(len(grid)) for deck in dealt if k < len(deck)]
    return sorted(order[:count])


Pair = tuple[int, int]


def candidates(rooms: list[Room], near: int = 4) -> list[Pair]:
    """Pairs of rooms worth joining: each room with its ``near`` nearest (by middle)."""
    centres = np.array([room.centre for room in rooms])
    across = centres[:, None, 0] - centres[None, :, 0]
    down = centres[:, None, 1] - centres[None, :, 1]
    apart = across * across + down * down  # squared: the same order, and whole numbers
    nearest = np.argsort(apart, axis=1, kind="stable")[:, 1 : near + 1].tolist()
    far = apart.tolist()
    # each pair once, as (how far apart, lower, higher): plain tuples sort by distance, then
    # by pair, with no key function to call
    pairs = {
        (far_i[j], i, j) if i < j else (far_i[j], j, i)
        for i, (row, far_i) in enumerate(zip(nearest, far, strict=True))
        for j in row
    }
    return [(i, j) for _, i, j in sorted(pairs)]


class Digger:
    """Pathways dug one at a time, each clear of rooms and pathways it does not join.

    A way is a list of tile numbers (``y * width + x``), or its corners (each in line with
    the one before). What lies on each tile is one byte of :attr:`code`: whose zone it is (a
    room's index + 1, or 0 for none), ``FLOOR_BIT`` on that room's floor and ``NEAR_BIT`` on
    or next to a pathway dug. A way is checked a straight stretch at a time: the stretch's
    bytes are sliced out and the bytes a pathway from a to b may cross deleted from them
    (``bytes.translate``), so a way is clear when nothing is left, with no Python loop over
    its tiles and no numpy call."""

    def __init__(
        self, rng: np.random.Generator, ground: Ground, *, wander: int = 6, straight: bool = False
    ) -> None:
        if len(ground.rooms) >= FLOOR_BIT // 2:
            raise ValueError(f"a winding level holds at most 63 rooms, not {len(ground.rooms)}")
        self.ground = ground
        self.rng = rng
        self.wander = wander
        self.straight = straight  # an L of two straight runs wherever one is clear
        self.centres = [room.centre for room in ground.rooms]  # (rooms stay put while dug)
        height, width = ground.height, ground.width
        self.width = width
        code = (ground.zone + 1).astype(np.uint8)
        for room in ground.rooms:
            view = code[room.y : room.y + room.h, room.x : room.x + room.w]
            view[room.mask] = (room.index + 1) | FLOOR_BIT
        # one buffer seen both as bytes (a stretch at a time) and as an array (a box at a time)
        self.code = bytearray(code.tobytes())
        self.code_map = np.frombuffer(self.code, dtype=np.uint8).reshape(height, width)
        self.draws: list[float] = []  # numbers drawn for the staircases, a block at a time
        self._noise: np.ndarray | None = None

    def near(self) -> np.ndarray:
        """The tiles on or next to a pathway dug so far."""
        return np.asarray((self.code_map & NEAR_BIT) != 0)

    def dig(
        self, a: int, b: int, *, tree: bool, search: bool | None = None, whole: bool = False
    ) -> Edge | None:
        """The pathway from room a to room b, or None when no clear way is left. A pathway
        of the tree (``tree``) may be searched for near the two rooms when no cheap way is
        clear, unless ``search`` says otherwise; ``whole`` searches the whole map for it at
        once (the last chance of joining two rooms)."""
        room_a, room_b = self.ground.rooms[a], self.ground.rooms[b]
        if whole:
            path = self._search(room_a, room_b, 0, 0, self.width, self.ground.height)
        else:
            path = self._route(room_a, room_b, search=tree if search is None else search)
        if path is None:
            return None
        tunnel = _tunnel(self.code, self.width, path, a + 1, b + 1)
        if tunnel is None:
            return None
        dug, (x_a, y_a), (x_b, y_b) = tunnel
        width = self.width
        code = self.code
        for x0, y0, x1, y1 in dug:  # each tile and its eight neighbours: three lines of bytes
            at = (y0 - 1) * width + x0 - 1  # the top left of the nine
            if y0 == y1:  # along a row: the rows above, on and below it
                end = at + x1 - x0 + 3
                code[at:end] = code[at:end].translate(_NEAR)
                at, end = at + width, end + width
                code[at:end] = code[at:end].translate(_NEAR)
                at, end = at + width, end + width
                code[at:end] = code[at:end].translate(_NEAR)
            else:  # down a column: the columns left of, on and right of it
                end = at + (y1 - y0 + 2) * width + 1
                code[at:end:width] = code[at:end:width].translate(_NEAR)
                code[at + 1 : end + 1 : width] = code[at + 1 : end + 1 : width].translate(_NEAR)
                code[at + 2 : end + 2 : width] = code[at + 2 : end + 2 : width].translate(_NEAR)
        return Edge(a, b, ((x_a, y_a), (x_b, y_b)), dug, tree)

    def _stairs(self, a: Room, b: Room, crossed: bytes) -> list[int] | None:
        """A winding way from a's middle to b's that never turns back: a few runs along and
        across, cut at random, the first of ``STAIRS`` tries that is clear."""
        (sx, sy), (gx, gy) = self.centres[a.index], self.centres[b.index]
        if len(self.draws) < STAIRS * 8:
            self.draws = self.rng.random(512).tolist()
        roll = self.draws.pop
        # the turns fall between the two boxes, where the tunnel is dug, where they leave room
        x_from, x_span = _between(sx, gx, a.x, a.x + a.w, b.x, b.x + b.w)
        y_from, y_span = _between(sy, gy, a.y, a.y + a.h, b.y, b.y + b.h)
        code, width = self.code, self.width
        step_x = 1 if gx >= sx else -1
        sign_y = 1 if gy >= sy else -1
        for _ in range(STAIRS):
            cuts = 1 + int(roll() * 3)  # two to four runs each way
            xs = sorted([x_from + int(roll() * x_span) for _ in range(cuts)])
            ys = sorted([y_from + int(roll() * y_span) for _ in range(cuts)])
            along = roll() < 0.5
            # as ``_staircase`` lays it, each stretch checked as it is laid (``_clear``), so
            # a blocked try stops at its first blocked stretch
            here, x, y = sy * width + sx, sx, sy
            corners = [here]
            for tx, ty in zip(
                [sx + step_x * d for d in xs] + [gx],
                [sy + sign_y * d for d in ys] + [gy],
                strict=True,
            ):
                if along:
                    turn = here + (tx - x)
                    row = code[turn : here + 1] if turn < here else code[here : turn + 1]
                    there = turn + (ty - y) * width
                    column = (
                        code[there : turn + 1 : width]
                        if there < turn
                        else code[turn : there + 1 : width]
                    )
                else:
                    turn = here + (ty - y) * width
                    column = (
                        code[turn : here + 1 : width]
                        if turn < here
                        else code[here : turn + 1 : width]
                    )
                    there = turn + (tx - x)
                    row = code[there : turn + 1] if there < turn else code[turn : there + 1]
                if row.translate(None, crossed) or column.translate(None, crossed):
                    break
                corners += (turn, there)
                here, x, y = there, tx, ty
            else:
                return corners
        return None

    def _detour(self, a: Room, b: Room, crossed: bytes) -> list[int] | None:
        """A way round what stands between a and b: out to one side past both middles,
        across, and back (three straight runs), the first of ``DETOURS`` tries that is clear;
        it never runs along the map's rim."""
        (sx, sy), (gx, gy) = self.centres[a.index], self.centres[b.index]
        if len(self.draws) < DETOURS * 3:
            self.draws = self.rng.random(512).tolist()
        roll = self.draws.pop
        width, height = self.width, self.ground.height
        start, goal = sy * width + sx, gy * width + gx
        for _ in range(DETOURS):
            side = 1 + int(roll() * 8)
            if roll() < 0.5:  # across along a row above or below both
                row = min(sy, gy) - side if roll() < 0.5 else max(sy, gy) + side
                if sx == gx or not 1 <= row <= height - 2:
                    continue
                corners = [start, row * width + sx, row * width + gx, goal]
            else:  # down a column left or right of both
                column = min(sx, gx) - side if roll() < 0.5 else max(sx, gx) + side
                if sy == gy or not 1 <= column <= width - 2:
                    continue
                corners = [start, sy * width + column, gy * width + column, goal]
            if _clear(self.code, width, corners, crossed):
                return corners
        return None

    def _cost(self, a: Room, b: Room, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
        """The cost of each tile of the window x0..x1, y0..y1 (ends not in it) for a pathway
        from a to b: random noise (drawn the first time it is asked for), with every room's
        zone barred but these two's, and what lies next to a pathway dug; their floor cheap."""
        if self._noise is None:
            ground = self.ground
            noise = self.rng.integers(
                2, 2 + self.wander, size=(ground.height, ground.width), dtype=np.int16
            )
            noise[[0, -1], :] = 0
            noise[:, [0, -1]] = 0
            self._noise = noise
            self._barred = np.where(ground.zone >= 0, np.int16(0), noise)
        cost = self._barred[y0:y1, x0:x1].copy()
        for room in (a, b):  # its zone opened to this pathway (it lies inside the window)
            top, left = room.y - 1, room.x - 1
            bottom, right = room.y + room.h + 1, room.x + room.w + 1
            cost[top - y0 : bottom - y0, left - x0 : right - x0] = self._noise[
                top:bottom, left:right
            ]
        cost[(self.code_map[y0:y1, x0:x1] & NEAR_BIT) != 0] = 0
        for room in (a, b):
            inside = cost[room.y - y0 : room.y - y0 + room.h, room.x - x0 : room.x - x0 + room.w]
            inside[room.mask] = 1
        return cost

    def _route(self, a: Room, b: Room, *, search: bool) -> list[int] | None:
        """The way from a's middle to b's, or None if none.

        A bridge first tries an L of two straight runs; a tunnel a few random staircases;
        either then a few ways round to one side (``_detour``). Failing those, if
        ``search``, the cheapest four-way path over the noise (tcod) near the two rooms (their
        boxes and ``MARGIN`` round them; the whole map is searched only for rooms the tree
        leaves apart, ``join``). A loop does not search: another spare pair closes one as
        well, for far less."""
        (sx, sy), (gx, gy) = self.centres[a.index], self.centres[b.index]
        width = self.width
        crossed = _crossed(a.index + 1, b.index + 1)
        path: list[int] | None
        if self.straight:
            for across_first in (abs(gx - sx) >= abs(gy - sy), abs(gx - sx) < abs(gy - sy)):
                corners = _staircase(width, sx, sy, gx, gy, [], [], across_first)
                if _clear(self.code, width, corners, crossed):
                    return corners
        else:
            path = self._stairs(a, b, crossed)
            if path is not None:
                return path
        path = self._detour(a, b, crossed)
        if path is not None or not search:
            return path
        height = self.ground.height
        x0 = max(0, min(a.x, b.x) - MARGIN)
        y0 = max(0, min(a.y, b.y) - MARGIN)
        x1 = min(width, max(a.x + a.w, b.x + b.w) + MARGIN)
        y1 = min(height, max(a.y + a.h, b.y + b.h) + MARGIN)
        return self._search(a, b, x0, y0, x1, y1)

    def _search(self, a: Room, b: Room, x0: int, y0: int, x1: int, y1: int) -> list[int] | None:
        """The cheapest four-way path over the noise (tcod) from a's middle to b's within the
        window x0..x1, y0..y1 (ends not in it), or None if there is none."""
        (sx, sy), (gx, gy) = self.centres[a.index], self.centres[b.index]
        cost = self._cost(a, b, x0, y0, x1, y1)
        steps = searches.astar(cost, (sy - y0, sx - x0), (gy - y0, gx - x0))
        if not steps:
            return None
        width = self.width
        return [sy * width + sx] + [(y + y0) * width + x + x0 for y, x in steps]


MARGIN = 6  # tiles round two rooms' boxes searched for the way between them
STAIRS = 3  # random staircases a tunnel tries before going round
DETOURS = 8  # ways round to one side tried before searching
FLOOR_BIT = 0x80  # in a byte of ``Digger.code``: the tile is its zone's room's floor
NEAR_BIT = 0x40  # on or next to a pathway dug
_NEAR = bytes(v | NEAR_BIT for v in range(256))  # (a table) a tile made near a pathway
_OWNER = bytes((v & 0x3F) if v & FLOOR_BIT else 0 for v in range(256))  # whose floor, + 1


def _crossed(a: int, b: int) -> bytes:
    """The bytes of ``Digger.code`` a pathway between rooms a and b (index + 1) may cross: no
    zone, their zones, and their floor, near a pathway or not."""
    return bytes(
        (0, a, b, a | FLOOR_BIT, b | FLOOR_BIT, a | FLOOR_BIT | NEAR_BIT, b | FLOOR_BIT | NEAR_BIT)
    )


def _clear(code: bytearray, width: int, corners: list[int], crossed: bytes) -> bool:
    """Whether every tile of the way through ``corners`` (tile numbers, each in line with
    the one before) holds a byte of ``crossed``: each straight stretch sliced out of
    ``code`` (a column's by a step of ``width``), the bytes allowed deleted, nothing left."""
    here = corners[0]
    for there in corners[1:] or corners:  # (a way of one tile is that tile's stretch)
        low, high = (here, there) if here <= there else (there, here)
        stretch = code[low : high + 1] if high - low < width else code[low : high + 1 : width]
        if stretch.translate(None, crossed):
            return False
        here = there
    return True


def _tunnel(
    code: bytearray, width: int, corners: list[int], a: int, b: int
) -> tuple[tuple[tuple[int, int, int, int], ...], tuple[int, int], tuple[int, int]] | None:
    """The stretch of the way through ``corners`` (from a's middle to b's; rooms as index +
    1) that lies between the two rooms' floors, as straight inclusive runs (x0, y0, x1, y1),
    with its first and last tile (x, y); None when it is shorter than two tiles or never
    reaches b's floor.

    Whose floor each tile of the way is comes from the bytes of each straight stretch,
    sliced out of ``code`` at once (a column's by a step of ``width``); the runs are the
    stretches cut to the tunnel, with stretches in line merged: no list of the way's tiles."""
    here = corners[0]
    owners = code[here : here + 1]
    starts: list[int] = []  # each stretch's start tile
    steps: list[int] = []
    ends = [0]  # the way's position of each stretch's last tile
    done = 0
    for there in corners[1:]:
        gap = there - here
        if gap:
            if -width < gap < width:
                step = 1 if gap > 0 else -1
            else:
                step = width if gap > 0 else -width
            # (a way never touches the map's first row or column, so no stop runs below 0)
            owners += code[here + step : there + step : step]
            done += gap // step
            starts.append(here)
            steps.append(step)
            ends.append(done)
            here = there
    owners = owners.translate(_OWNER)
    first_b = owners.find(b)
    if first_b < 0:
        return None
    low = owners.rfind(a, 0, first_b) + 1  # the way starts on a's floor, at its middle
    high = first_b - 1
    if high - low < 1:
        return None
    # the stretches the tunnel runs along: from the one holding position ``low`` (not as its
    # start) to the one holding ``high``
    runs: list[list[int]] = []  # [first tile, last tile, step]
    for k in range(bisect_right(ends, low) - 1, bisect_left(ends, high)):
        start, step, at = starts[k], steps[k], ends[k]
        first = start + ((low if low > at else at) - at) * step
        last = start + ((high if high < ends[k + 1] else ends[k + 1]) - at) * step
        if runs and runs[-1][2] == step and runs[-1][1] == first:  # in line: one run
            runs[-1][1] = last
        else:
            runs.append([first, last, step])
    out = []
    for first, last, _ in runs:
        if first > last:  # along a row or a column the lower number is the top left end
            first, last = last, first
        (y0, x0), (y1, x1) = divmod(first, width), divmod(last, width)
        out.append((x0, y0, x1, y1))
    (y_a, x_a), (y_b, x_b) = divmod(runs[0][0], width), divmod(runs[-1][1], width)
    return tuple(out), (x_a, y_a), (x_b, y_b)


def _between(start: int, goal: int, a0: int, a1: int, b0: int, b1: int) -> tuple[int, int]:
    """Where along one axis, as (first distance from ``start``, how many), the gap lies
    between box a (a0 to a1, its end not in it) and box b, going from a's middle to b's: the
    whole way when the two overlap along it."""
    if goal >= start:
        near, far = a1 - start, b0 - start
    else:
        near, far = start - a0 + 1, start - b1 + 1
    if far <= near:
        return 0, abs(goal - start)
    return near, far - near + 1


def _staircase(
    width: int, sx: int, sy: int, gx: int, gy: int, xs: list[int], ys: list[int], along: bool
) -> list[int]:
    """The corners (tile numbers) of the four-way way from (sx, sy) to (gx, gy) that runs
    along and across by turns, turning at the distances ``xs`` and ``ys`` (sorted, from the
    start): with none, an L, along the row first when ``along``."""
    step_x = 1 if gx >= sx else -1
    sign_y = 1 if gy >= sy else -1
    here = sy * width + sx
    corners = [here]
    x, y = sx, sy
    for tx, ty in zip(
        [sx + step_x * d for d in xs] + [gx], [sy + sign_y * d for d in ys] + [gy], strict=True
    ):
        if along:
            turn = here + (tx - x)
            here = turn + (ty - y) * width
        else:
            turn = here + (ty - y) * width
            here = turn + (tx - x)
        corners += (turn, here)
        x, y = tx, ty
    return corners


def join(
    rng: np.random.Generator,
    ground: Ground,
    pairs: list[Pair],
    *,
    loops: float,
    wander: int = 6,
    straight: bool = False,
    must: list[Pair] | None = None,
) -> tuple[list[Room], list[Edge]] | None:
    """Rooms and pathways: a spanning tree, then loops; None when no loop could be dug
    among the rooms kept.

    ``must`` pairs are dug first (a gut's main tube); then the candidate pairs, shortest
    first. Rooms the tree cannot reach are dropped and the rest numbered again.
    """
    digger = Digger(rng, ground, wander=wander, straight=straight)
    count = len(ground.rooms)
    parent = list(range(count))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    edges: list[Edge] = []
    stuck: list[Pair] = []  # pairs of the tree no way was found for near their rooms
    spare: list[Pair] = []
    spared: set[Pair] = set()
    # a tree pair (not a must) first tries the cheap ways only (staircases, ways round); the
    # pairs left are searched for (tcod) only if the rest of the tree still leaves their rooms
    # apart, since a search costs as much as a dozen staircases and another pair often joins
    # them
    deferred: list[Pair] = []
    musts = len(must or [])
    for i, (a, b) in enumerate((must or []) + pairs):
        top_a, top_b = root(a), root(b)
        if top_a == top_b:
            if (a, b) not in spared:
                spared.add((a, b))
                spare.append((a, b))
            continue
        edge = digger.dig(a, b, tree=True, search=i < musts)  # a must pair searches now
        if edge is not None:
            parent[top_a] = top_b
            edges.append(edge)
        else:
            deferred.append((a, b))
    for a, b in deferred:
        top_a, top_b = root(a), root(b)
        if top_a == top_b:
            continue
        edge = digger.dig(a, b, tree=True)
        if edge is not None:
            parent[top_a] = top_b
            edges.append(edge)
        else:
            stuck.append((a, b))
    for a, b in _apart(ground.rooms, stuck, [root(i) for i in range(count)]):
        top_a, top_b = root(a), root(b)
        if top_a != top_b:
            edge = digger.dig(a, b, tree=True) or digger.dig(a, b, tree=True, whole=True)
            if edge is not None:
                parent[top_a] = top_b
                edges.append(edge)
    wanted = 1 + int(rng.binomial(count, loops))
    detours = _detours(count, edges, spare)
    far = [i for _, i in detours[: (wanted + 1) // 2]]
    rest = [i for _, i in detours[(wanted + 1) // 2 :]]
    order = far + [rest[j] for j in rng.permutation(len(rest)).tolist()]
    loop_edges = _close(  # (the tree is grown: each pair's rooms are looked up as it comes)
        digger, (spare[i] for i in order if root(spare[i][0]) == root(spare[i][1])), wanted
    )
    if not loop_edges:
        return None
    edges += loop_edges
    rooms, kept = _keep_biggest(ground.rooms, edges, [root(i) for i in range(count)])
    if all(edge.tree for edge in kept):  # every loop closed lay among rooms dropped
        return None
    ground.near = digger.near()
    return rooms, kept


def _close(digger: Digger, pairs: Iterable[Pair], wanted: int) -> list[Edge]:
    """The loops closed along ``pairs`` in turn, ``wanted`` of them at most."""
    closed: list[Edge] = []
    for a, b in pairs:
        if len(closed) >= wanted:
            break
        edge = digger.dig(a, b, tree=False)
        if edge is not None:
            closed.append(edge)
    return closed


def _apart(rooms: list[Room], stuck: list[Pair], roots: list[int]) -> list[Pair]:
    """Pairs to search the whole map for a way between, when the tree leaves rooms apart:
    those it could not join, then the nearest rooms of different pieces (the pairs worth
    joining may leave a cluster with none to the rest), ``LAST_TRIES`` of them at most."""
    if len(set(roots)) == 1:
        return []
    centres = [room.centre for room in rooms]
    across = [
        ((centres[a][0] - centres[b][0]) ** 2 + (centres[a][1] - centres[b][1]) ** 2, a, b)
        for a in range(len(rooms))
        for b in range(a + 1, len(rooms))
        if roots[a] != roots[b]
    ]
    return stuck + [(a, b) for _, a, b in sorted(across)[:LAST_TRIES]]


def _detours(count: int, edges: list[Edge], spare: list[Pair]) -> list[tuple[int, int]]:
    """(steps along the tree between its rooms, index) of each spare pair more than one step
    apart, the longest detour first.

    Each room's depth and parent are found by one walk of the tree (of each of its pieces);
    a pair's steps are then those up from each end to where their lines to the top meet."""
    links: list[list[int]] = [[] for _ in range(count)]
    for edge in edges:
        links[edge.a].append(edge.b)
        links[edge.b].append(edge.a)
    depth = [-1] * count
    up = [-1] * count
    for top in range(count):
        if depth[top] >= 0:
            continue
        depth[top] = 0
        frontier = [top]
        while frontier:
            nxt = []
            for node in frontier:
                for other in links[node]:
                    if depth[other] < 0:
                        depth[other] = depth[node] + 1
                        up[other] = node
                        nxt.append(other)
            frontier = nxt
    detours = []
    for i, (a, b) in enumerate(spare):
        steps = 0
        while a != b and a >= 0 and b >= 0:
            if depth[a] >= depth[b]:
                a = up[a]
            else:
                b = up[b]
            steps += 1
        if a == b and steps > 1:  # (a pair in two pieces never meets)
            detours.append((steps, i))
    detours.sort(key=lambda item: (-item[0], item[1]))
    return detours


def _keep_biggest(
    rooms: list[Room], edges: list[Edge], roots: list[int]
) -> tuple[list[Room], list[Edge]]:
    """The rooms of the largest joined group, numbered from 0, with their pathways."""
    sizes: dict[int, int] = {}
    for r in roots:
        sizes[r] = sizes.get(r, 0) + 1
    best = max(sorted(sizes), key=lambda r: sizes[r])
    new_index: dict[int, int] = {}
    kept: list[Room] = []
    for room in rooms:
        if roots[room.index] == best:
            new_index[room.index] = len(kept)
            room.index = len(kept)
            kept.append(room)
    out = []
    for edge in edges:
        if edge.a in new_index:
            edge.a, edge.b = new_index[edge.a], new_index[edge.b]
            out.append(edge)
    return kept, out


def scatter(rng: np.random.Generator, free: np.ndarray, share: float, tile: int) -> np.ndarray:
    """``tile`` on about ``share`` of the free tiles, floor elsewhere."""
    return np.where(free & (rng.random(free.shape) < share), tile, maps.FLOOR).astype(np.uint8)


Furnisher = Callable[[np.random.Generator, Room, np.ndarray], np.ndarray]


def furnish(
    rng: np.random.Generator, level: LevelMap, furnisher: Furnisher, rooms: list[int]
) -> int:
    """Lay the interior ``furnisher`` proposes in each of ``rooms``; how many rooms took it.

    The furnisher gets a room and the tiles it may use (its floor, less where pathways meet it
    and the few tiles around its middle where stairs go) and returns a tile code per floor
    tile (``maps.FLOOR`` for none). A proposal that would cut any open tile of the room off
    from its middle is refused.
    """
    near = np.zeros((level.height, level.width), dtype=bool)  # on or next to a pathway
    for edge in level.edges:
        for x0, y0, x1, y1 in edge.runs:  # a pathway never runs along the map's rim
            near[y0 - 1 : y1 + 2, x0 - 1 : x1 + 2] = True
    far = ~near
    done = 0
    # ``b"\x01" in array.tobytes()`` asks whether any of a small bool array is set, for a
    # fraction of what ``any()`` costs in numpy's own checks
    for index in rooms:
        room = level.rooms[index]
        free = room.mask & far[room.y : room.y + room.h, room.x : room.x + room.w]
        free &= _beyond_middle(room.w, room.h)
        laid = np.where(free, furnisher(rng, room, free), maps.FLOOR)
        barred = _BARS[laid]  # only ever on free tiles, all floor of the room
        if b"\x01" in barred.tobytes():  # something bars feet: is every open tile still joined?
            open_ = room.mask & ~barred
            if reached(open_, (room.w // 2, room.h // 2)).tobytes() != open_.tobytes():
                continue
        placed = laid != maps.FLOOR
        if b"\x01" not in placed.tobytes():
            continue  # nothing laid here
        ys, xs = np.nonzero(placed)
        codes = laid[ys, xs].tolist()
        level.interior.extend(
            zip((xs + room.x).tolist(), (ys + room.y).tolist(), codes, strict=True)
        )
        done += 1
    return done


LevelFurnisher = Callable[[np.random.Generator, np.ndarray, np.ndarray], np.ndarray]


def furnish_all(
    rng: np.random.Generator,
    level: LevelMap,
    furnisher: LevelFurnisher,
    rooms: list[int],
    near: np.ndarray | None = None,
) -> None:
    """Lay what ``furnisher`` proposes across the whole map at once, in each of ``rooms``: as
    :func:`furnish`, for an interior that needs no room of its own (strewn things, a rim of
    shallows), with a few numpy calls a level instead of a score a room.

    The furnisher gets the tiles it may use over the whole map and every room's floor, and
    returns a tile code per tile. A room whose open tiles the proposal would cut off from its
    middle takes none of it. ``near``, the tiles on or next to a pathway, is the one the
    digger kept (``Ground.near``) when given, else worked out from the level's pathways.
    """
    height, width = level.height, level.width
    floor = np.zeros((height, width), dtype=bool)
    for index in rooms:
        room = level.rooms[index]
        floor[room.y : room.y + room.h, room.x : room.x + room.w] = room.mask  # boxes apart
    if near is None:
        near = np.zeros((height, width), dtype=bool)
        for edge in level.edges:  # (a pathway never runs along the map's rim)
            for x0, y0, x1, y1 in edge.runs:
                near[y0 - 1 : y1 + 2, x0 - 1 : x1 + 2] = True
    free = floor & ~near
    middles = [level.rooms[index].centre for index in rooms]
    spots = np.array([y * width + x for x, y in middles])[:, None] + _diamond(width)
    free.ravel()[spots] = False  # stairs go near the middle
    laid = np.where(free, furnisher(rng, free, floor), maps.FLOOR).astype(np.uint8, copy=False)
    barred = _BARS[laid]
    if b"\x01" in barred.tobytes():  # something bars feet: is every open tile joined?
        open_ = floor & ~barred
        cut = open_ & ~reached(open_, *middles)
        if b"\x01" in cut.tobytes():
            for index in rooms:  # a room left cut takes nothing
                room = level.rooms[index]
                box = (slice(room.y, room.y + room.h), slice(room.x, room.x + room.w))
                if cut[box].any():
                    laid[box][room.mask] = maps.FLOOR
    ys, xs = np.nonzero(laid != maps.FLOOR)
    level.interior.extend(zip(xs.tolist(), ys.tolist(), laid[ys, xs].tolist(), strict=True))


def strewn(*shares: tuple[float, int]) -> LevelFurnisher:
    """A furnisher strewing each tile code on about its share of the free tiles: a random
    byte a tile, looked up in a table of 256 where each code has its share of the entries."""
    table = np.full(256, maps.FLOOR, dtype=np.uint8)
    below = 0
    for share, tile in shares:
        table[below : below + round(share * 256)] = tile
        below += round(share * 256)

    def strew(rng: np.random.Generator, free: np.ndarray, floor: np.ndarray) -> np.ndarray:
        rolls = np.frombuffer(rng.bytes(free.size), dtype=np.uint8).reshape(free.shape)
        return np.asarray(table[rolls])

    return strew


_BARS = ~maps.PASSABLE  # tiles that bar feet
_DIAMONDS: dict[int, np.ndarray] = {}


def _diamond(width: int) -> np.ndarray:
    """The tiles within two steps (four ways) of a tile, as offsets of tile numbers on a map
    ``width`` wide (worked out once for each width, never written to)."""
    kept = _DIAMONDS.get(width)
    if kept is None:
        steps = range(-2, 3)
        kept = np.array([dy * width + dx for dy in steps for dx in steps if abs(dx) + abs(dy) <= 2])
        kept.setflags(write=False)
        _DIAMONDS[width] = kept
    return kept


_MIDDLES: dict[tuple[int, int], np.ndarray] = {}


def _beyond_middle(w: int, h: int) -> np.ndarray:
    """The tiles of a w × h box more than two steps (four ways) from its middle, where stairs
    may go: worked out once for each size of box, never written to."""
    kept = _MIDDLES.get((w, h))
    if kept is None:
        ys, xs = axes(h, w)
        kept = _MIDDLES[w, h] = np.abs(xs - w // 2) + np.abs(ys - h // 2) > 2
        kept.setflags(write=False)
    return kept


def styled(style: Style, **changes: Any) -> Style:
    """A copy of a shape's style with some fields changed (a seed's own sea or drop)."""
    return replace(style, **changes)
