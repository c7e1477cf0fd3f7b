"""Streets (p. 334, pp. 343–364): a buried town of streets and plazas, buildings along them.

Each level draws its own plan (:data:`GRIDS`): two or three avenues run across the map each
way, never quite evenly spaced, one of them the main street, wider than the rest; where two
cross there is a plaza, and the stretch of avenue between two plazas is a street. The
crossings at the plan's corners are great squares, left open: wherever the guild comes in,
one of them lies deep enough to be the lord's lair (p. 334), so none has to be grown into
the rock. Most towns also hold a market square with rows of stalls, set off its crossing so
the avenues meet it off its middle, and now and then another square stands between the
corners (:func:`_squares`). Plazas and streets are rooms (the engine walks rooms and
pathways), each street opening into its plazas through an archway (``Edge.passage``), so
the open ground reads as one street network. The blocks between the avenues are cut into
lots, and each lot holds a building whose door opens onto the street or plaza it fronts, or
onto the house next door; a house that a plaza cut short and left a wall from nothing is
pulled down (:func:`_walled_in`).

The seed changes the plan (:data:`PLANS`): the Hellmarkt's one great market with its stalls,
the Dragonbone Memorial's round plaza with its fountain, the Necropolis's rows of small tombs,
Ruin's rubble-strewn streets and shells of buildings with their floors fallen in.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from worm.gen import maps
from worm.gen.maps import Edge, LevelMap, Room
from worm.gen.shapes import forms, halls, interior, pathways
from worm.gen.shapes.brief import Asked, loop_rate

STYLE = maps.STYLES["streets"]
Box = tuple[int, int, int, int]
Point = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Plan:
    """How a seed's streets are laid out and furnished."""

    lot: int  # the narrowest lot a block is cut into
    great: tuple[int, int]  # size of the one great plaza (0, 0: none)
    round_great: bool  # the great plaza is round (an arena, a fountain court)
    furnish: str  # which interior (see ``_furnishing``)


PLANS: dict[str, Plan] = {
    "": Plan(6, (0, 0), False, "streets"),
    "the_city_of_ruin": Plan(6, (0, 0), False, "ruin"),
    "the_necropolis_of_ot": Plan(4, (0, 0), False, "tombs"),
    "the_hellmarkt": Plan(6, (25, 15), False, "market"),
    "the_dragonbone_memorial": Plan(6, (19, 15), True, "fountain"),
}


SQUARE = 100
"""Tiles a square or a market has at least (it is 14 by 8 or more); no other plaza is as big."""

FEWEST = 11
"""The fewest rooms a streets level has: two plazas, the seven streets that meet them and two
buildings (a smaller ``--rooms`` is raised to this on a streets level)."""


def carve(rng: np.random.Generator, brief: Asked) -> LevelMap:
    """A streets level for ``brief`` (p. 334)."""
    plan = PLANS.get(brief.seed_id, PLANS[""])
    while True:
        small = brief.rooms is not None and brief.rooms < 26  # a hamlet: fewer avenues
        network, pairs, near, markets = _network(rng, plan, small=small)
        if not network:
            continue
        rooms = network + _buildings(rng, plan, network, near, brief.rooms)
        open_ways = {id(room) for room in network}
        stalls = {id(network[i]) for i in markets}
        loops = loop_rate(brief, STYLE.loops)
        spots = _walls(rooms)
        kept = _walled_in(rooms, spots, len(network))
        if len(kept) < len(rooms):  # houses a wall from no street nor house that is: pulled down
            for index, room in enumerate(kept):
                room.index = index
            rooms = kept
            spots = _walls(rooms)
        fronts = _fronts(spots, len(network), len(rooms))
        level = _link(rng, rooms, pairs + fronts, loops, spots)
        if level is None:  # some room one wall from no other: join them the long way
            level = pathways.link(
                rng, "streets", STYLE, rooms, loops=loops, near=3, pairs=pairs + fronts
            )
        if level is not None:
            break
    street = [id(room) in open_ways for room in level.rooms]
    for edge in level.edges:
        if street[edge.a] and street[edge.b]:
            edge.passage = True
    wanted = [
        (room, interior.grid(room, maps.PILLAR, 4) if id(room) in stalls else [])
        if id(room) in stalls
        else (room, _furnishing(rng, room, plan, open_))
        for room, open_ in zip(level.rooms, street, strict=True)
    ]
    interior.gather(level, [(room, proposed) for room, proposed in wanted if proposed])
    return level


def _walled_in(
    rooms: list[Room], spots: dict[tuple[int, int], list[Point]], streets: int
) -> list[Room]:
    """The rooms but the buildings (those from ``streets`` on) that no wall joins, house by
    house, to the street network: a house a plaza cut short can stand two tiles from
    everything, and a door is only ever laid through one wall."""
    group = list(range(len(rooms)))
    for a, b in spots:
        ra, rb = _root(group, a), _root(group, b)
        if ra != rb:
            group[ra] = rb
    town = _root(group, 0)
    return [room for room in rooms if room.index < streets or _root(group, room.index) == town]


def _link(
    rng: np.random.Generator,
    rooms: list[Room],
    first: list[tuple[int, int]],
    loops: float,
    spots: dict[tuple[int, int], list[Point]] | None = None,
) -> LevelMap | None:
    """The rooms joined by single doors through the one wall between them: a street into
    its plazas, a building onto what it fronts, a house into the house next door. Every
    room of a town stands a wall from another, so the joins are read off the map, not
    searched: a tree, ``first`` ahead of the rest, then loops, the longest detours first.
    None when some room has no such neighbour. ``spots`` are :func:`_walls` of the rooms,
    when the caller has them."""
    if len(rooms) > 254:  # whose floor is kept in a byte
        return None
    if spots is None:
        spots = _walls(rooms)
    doors = _Doors(spots)
    rest = sorted(spots)
    order = [rest[i] for i in rng.permutation(len(rest)).tolist()]
    group = list(range(len(rooms)))  # union-find: each room's parent, a root its own
    edges: list[Edge] = []
    spare: list[tuple[int, int]] = []
    links: list[list[int]] = [[] for _ in rooms]
    pairs = [*first, *order]
    missing = len(rooms) - 1  # joins the tree still needs
    for n, (a, b) in enumerate(pairs):
        if not missing:  # the tree is whole: every pair left closes a loop
            spare += [(a, b) if a < b else (b, a) for a, b in pairs[n:]]
            break
        ra, rb = _root(group, a), _root(group, b)
        if ra == rb:
            spare.append((a, b) if a < b else (b, a))
            continue
        at = doors.lay(a, b)
        if at is not None:
            group[ra] = rb
            edges.append(Edge(a, b, (at, at), ((*at, *at),), True))
            links[a].append(b)
            links[b].append(a)
            missing -= 1
    if missing:
        return None
    hops = _hops(links)
    ranked = sorted((-hops(a, b), i, (a, b)) for i, (a, b) in enumerate(dict.fromkeys(spare)))
    target = 1 + int(rng.binomial(len(rooms), loops))
    closed = 0
    for _, _, (a, b) in ranked:
        if closed >= target:
            break
        at = doors.lay(a, b)
        if at is not None:
            edges.append(Edge(a, b, (at, at), ((*at, *at),), False))
            closed += 1
    if closed == 0:
        return None
    return LevelMap("streets", STYLE, rooms, edges, maps.WIDTH, maps.HEIGHT)


def _walls(rooms: list[Room]) -> dict[tuple[int, int], list[Point]]:
    """For each pair of rooms one wall apart, the wall tiles with one's floor on one side and
    the other's straight across, keyed (upper or western room, the other), read along each
    room's south and east walls (so each pair is met once).

    Every room's floor keeps a tile of wall from every other's, all eight ways round, so a
    tile of wall with two rooms' floors straight across it touches no third room's floor."""
    if any(room.form != "rect" for room in rooms):
        return _walls_by_tiles(rooms)
    # a town of boxes: the room across a box's south wall starts the row after it, the room
    # across its east wall the column after it; only boxes starting there are looked at
    boxes = [(room.index, room.x, room.y, room.x + room.w, room.y + room.h) for room in rooms]
    by_row: dict[int, list[tuple[int, int, int, int, int]]] = {}
    by_column: dict[int, list[tuple[int, int, int, int, int]]] = {}
    for box in boxes:
        by_row.setdefault(box[2], []).append(box)
        by_column.setdefault(box[1], []).append(box)
    spots: dict[tuple[int, int], list[Point]] = {}
    for index, x0, y0, x1, y1 in boxes:
        for other, ox0, _, ox1, _ in by_row.get(y1 + 1, ()):
            start, stop = x0 if x0 > ox0 else ox0, x1 if x1 < ox1 else ox1
            if start < stop:
                spots[index, other] = [(x, y1) for x in range(start, stop)]
        for other, _, oy0, _, oy1 in by_column.get(x1 + 1, ()):
            start, stop = y0 if y0 > oy0 else oy0, y1 if y1 < oy1 else oy1
            if start < stop:
                spots[index, other] = [(x1, y) for y in range(start, stop)]
    return spots


def _walls_by_tiles(rooms: list[Room]) -> dict[tuple[int, int], list[Point]]:
    """:func:`_walls` read off a map of whose floor each tile is (room + 1, 0: none), as
    bytes: for a level with a room that is not a box (the Dragonbone Memorial's round
    plaza)."""
    width, height = maps.WIDTH, maps.HEIGHT
    owner = np.zeros((height, width), dtype=np.uint8)
    for room in rooms:
        view = owner[room.y : room.y + room.h, room.x : room.x + room.w]
        view[room.mask] = room.index + 1
    rows, cols = owner.tobytes(), owner.T.tobytes()  # by rows; by columns
    spots: dict[tuple[int, int], list[Point]] = {}
    for room in rooms:
        mine = room.index + 1
        x0, y0, x1, y1 = room.x, room.y, room.x + room.w, room.y + room.h
        if y1 + 1 < height:
            inner, wall, outer = (y1 - 1) * width, y1 * width, (y1 + 1) * width
            for x in range(x0, x1):
                other = rows[outer + x]
                if other and other != mine and rows[inner + x] == mine and not rows[wall + x]:
                    spots.setdefault((room.index, other - 1), []).append((x, y1))
        if x1 + 1 < width:
            inner, wall, outer = (x1 - 1) * height, x1 * height, (x1 + 1) * height
            for y in range(y0, y1):
                other = cols[outer + y]
                if other and other != mine and cols[inner + y] == mine and not cols[wall + y]:
                    spots.setdefault((room.index, other - 1), []).append((x1, y))
    return spots


class _Doors:
    """Where single doors may still go: a wall tile between the two rooms, not on or beside a
    door already laid. (Such a tile touches no third room's floor: see :func:`_walls`.)"""

    def __init__(self, spots: dict[tuple[int, int], list[Point]]) -> None:
        self.spots = spots
        self.taken: set[int] = set()  # tiles on or beside a door, as y * 256 + x

    def lay(self, a: int, b: int) -> Point | None:
        """The door between rooms ``a`` and ``b``, nearest the middle of their wall, now
        laid; None when none fits."""
        found = self.spots.get((a, b)) or self.spots.get((b, a)) or []
        count = len(found)
        taken = self.taken
        for step in range(count):
            x, y = found[(count // 2 + step) % count]
            at = y * 256 + x  # a row longer than any map's, so no step spills into the next
            if at in taken:
                continue
            for row in (at - 256, at, at + 256):
                taken.update((row - 1, row, row + 1))
            return x, y
        return None


def _root(group: list[int], room: int) -> int:
    """The room naming ``room``'s group, halving the way there as it goes."""
    while group[room] != room:
        group[room] = group[group[room]]
        room = group[room]
    return room


def _hops(links: list[list[int]]) -> Callable[[int, int], int]:
    """Steps between two rooms along a tree, given each room's neighbours on it."""
    up, depth = [0] * len(links), [-1] * len(links)
    depth[0] = 0
    frontier = [0]
    while frontier:
        nxt = []
        for here in frontier:
            for other in links[here]:
                if depth[other] < 0:
                    up[other], depth[other] = here, depth[here] + 1
                    nxt.append(other)
        frontier = nxt

    def hops(a: int, b: int) -> int:
        steps = 0
        while depth[a] > depth[b]:
            a, steps = up[a], steps + 1
        while depth[b] > depth[a]:
            b, steps = up[b], steps + 1
        while a != b:
            a, b, steps = up[a], up[b], steps + 2
        return steps

    return hops


DRAWS = 48  # numbers a town's network takes from the stream at a time


GRIDS = ((2, 2), (3, 2), (2, 3))
"""The town plans a level draws from: how many avenues run north to south and how many west
to east (a plaza where each two cross; never more than six plazas)."""

GREAT_GRIDS = ((2, 2), (3, 2))
"""The plans a town with one great plaza draws from: room for it between two avenues."""

JITTER = {1: 3, 2: 4, 3: 2}
"""How far an avenue strays from even spacing, by how many cross that side (fewer room)."""

MAIN = 4  # the main street's width; other avenues are two or three tiles wide


def _lines(draw: Callable[[int, int], int], count: int, length: int) -> list[int]:
    """Where ``count`` avenues cross a side of ``length`` tiles: spread out, never evenly."""
    jitter = JITTER[count]
    return [
        int(2 + (length - 4) * (k + 0.5) / count + draw(-jitter, jitter + 1)) for k in range(count)
    ]


Crossing = tuple[int, int]  # (row of the west-east avenue, column of the north-south one)


def _squares(
    draw: Callable[[int, int], int], across: int, down: int
) -> tuple[set[Crossing], Crossing | None]:
    """The crossings left as open squares, and the one (if any) holding a market square.

    A square stands at each corner of the town's plan, so wherever the guild comes in, one
    lies deep in the town (the lord's lair, p. 334); now and then one more stands at a
    crossing between them. Most towns hold a market square too, set off its crossing: at a
    crossing between the corners, or in a town of four crossings at one of its corners."""
    corners = {(0, 0), (0, across - 1), (down - 1, 0), (down - 1, across - 1)}
    between = [(j, k) for j in range(down) for k in range(across) if (j, k) not in corners]
    squares = set(corners)
    market = None
    if draw(0, 10) < 8:
        if between:
            market = between.pop(draw(0, len(between)))
        else:
            market = sorted(corners)[draw(0, len(corners))]
        squares.discard(market)
    if between and draw(0, 10) < 3:
        squares.add(between[draw(0, len(between))])
    return squares, market


def _plaza(
    draw: Callable[[int, int], int], wide: int, high: int, down: int, *, big: bool, market: bool
) -> tuple[int, int, int, int]:
    """The size (w, h) of a plaza where an avenue ``wide`` across meets one ``high`` across
    (in a town of ``down`` rows), and how far (x, y) it is set off the crossing: a square or
    a market 14 by 8 tiles or more, the market set off so the avenues meet it off its middle;
    any other a little wider than its avenues."""
    if not (big or market):
        return wide + 2 * draw(2, 5), high + 2 * draw(1, 3), 0, 0
    w = wide + 2 * draw(6, 8)
    h = high + 2 * (draw(4, 6) - (down > 2))
    if not market:
        return w, h, 0, 0
    return w, h, draw(-1, 2) * ((w - wide) // 2 - 1), draw(-1, 2) * ((h - high) // 2 - 1)


def _network(
    rng: np.random.Generator, plan: Plan, *, small: bool = False
) -> tuple[list[Room], list[tuple[int, int]], int, set[int]]:
    """Plazas where avenues cross and the streets between them, with the pairs to join, the
    tiles on or next to their floors (no rooms when two plazas touch: lay them again) and
    the market squares (by room index).

    The plan is the level's own: how many avenues each way and where (:data:`GRIDS`), which
    one is the main street, which crossings are open squares and which holds a market
    (:func:`_squares`). What is taken is kept as one whole number, a bit a tile
    (:func:`_box_bits`): each room's floor grown by a tile all round, so a street that would
    touch a room already laid (a great plaza) is left out, and plazas that touch are laid
    again."""
    width, height = maps.WIDTH, maps.HEIGHT
    numbers: list[float] = []

    def draw(low: int, high: int) -> int:
        """A whole number from ``low`` up to but not including ``high``."""
        if not numbers:
            numbers.extend(rng.random(DRAWS).tolist())
        return low + int(numbers.pop() * (high - low))

    grids = GREAT_GRIDS if plan.great[0] else GRIDS
    across, down = (2, 1) if small else grids[draw(0, len(grids))]
    xs = _lines(draw, across, width)
    ys = _lines(draw, down, height)
    wide = [draw(2, 4) for _ in xs]  # each avenue's width
    high = [draw(2, 4) for _ in ys]
    # the main street: any avenue, but in a hamlet of one row the one running its length
    main = draw(0, across + down) if down > 1 else across
    if main < across:
        wide[main] = MAIN
    else:
        high[main - across] = MAIN
    squares, market = _squares(draw, across, down)
    great = (draw(0, len(ys)), draw(0, len(xs))) if plan.great[0] else None
    rooms: list[Room] = []
    plazas: dict[tuple[int, int], Room] = {}
    markets: set[int] = set()
    for j, cy in enumerate(ys):
        for k, cx in enumerate(xs):
            shift_x = shift_y = 0
            shape: forms.Plan = forms.rect
            if (j, k) == great:
                w, h = plan.great
                shape = forms.oval if plan.round_great else forms.rect
            else:
                w, h, shift_x, shift_y = _plaza(
                    draw, wide[k], high[j], down, big=(j, k) in squares, market=(j, k) == market
                )
                if (j, k) == market:
                    markets.add(len(rooms))
            x = min(max(cx - w // 2 + shift_x, 2), width - 2 - w)
            y = min(max(cy - h // 2 + shift_y, 2), height - 2 - h)
            plaza = (
                _box(len(rooms), (x, y, w, h))
                if shape is forms.rect
                else (forms.room(rng, len(rooms), (x, y, w, h), shape))
            )
            rooms.append(plaza)
            plazas[j, k] = plaza
    pairs: list[tuple[int, int]] = []
    apart = _apart(rooms)
    if apart is None:
        return [], [], 0, set()  # two plazas run into each other: lay the avenues again
    near = apart

    def street(box: Box, ends: tuple[Room, ...]) -> None:
        nonlocal near
        x, y, w, h = box
        if w < 2 or h < 2 or near & _box_bits(x, y, w, h):
            return  # too short, or it would run into a great plaza
        room = _box(len(rooms), box)
        near |= _box_bits(x - 1, y - 1, w + 2, h + 2)
        rooms.append(room)
        pairs.extend((end.index, room.index) for end in ends)

    for k, cx in enumerate(xs):  # north to south
        left = cx - wide[k] // 2
        column = [plazas[j, k] for j in range(len(ys))]
        top = column[0].y - 1
        street((left, 2, wide[k], top - 2), (column[0],))
        for upper, lower in zip(column, column[1:], strict=False):
            start = upper.y + upper.h + 1
            street((left, start, wide[k], lower.y - 1 - start), (upper, lower))
        bottom = column[-1].y + column[-1].h + 1
        street((left, bottom, wide[k], height - 2 - bottom), (column[-1],))
    for j, cy in enumerate(ys):  # west to east
        top = cy - high[j] // 2
        row = [plazas[j, k] for k in range(len(xs))]
        street((2, top, row[0].x - 1 - 2, high[j]), (row[0],))
        for west, east in zip(row, row[1:], strict=False):
            start = west.x + west.w + 1
            street((start, top, east.x - 1 - start, high[j]), (west, east))
        right = row[-1].x + row[-1].w + 1
        street((right, top, width - 2 - right, high[j]), (row[-1],))
    return rooms, pairs, near, markets


def _apart(plazas: list[Room]) -> int | None:
    """The tiles on or next to the plazas' floors, as bits (:func:`_box_bits`); None when
    one's floor touches another's."""
    rings = [_grown_bits(plaza) for plaza in plazas]  # each plaza's floor grown a tile round
    near = 0
    for i, plaza in enumerate(plazas):
        others = 0
        for k, ring in enumerate(rings):
            if k != i:
                others |= ring
        if _floor_bits(plaza) & others:
            return None
        near |= rings[i]
    return near


@functools.lru_cache(maxsize=1024)
def _whole(h: int, w: int) -> np.ndarray:
    """The floor of an h × w box, all of it: one array a size, shared and never written."""
    mask = np.ones((h, w), dtype=bool)
    mask.flags.writeable = False
    return mask


def _box(index: int, box: Box) -> Room:
    """A room whose floor is its whole box (x, y, w, h): a street, a plaza, a building."""
    x, y, w, h = box
    return Room(index, x, y, w, h, "rect", (), _whole(h, w))


@functools.lru_cache(maxsize=64)
def _column(h: int) -> int:
    """A bit at the start of each of ``h`` map rows: times a row's bits, a box's."""
    return sum(1 << (maps.WIDTH * row) for row in range(h))


def _box_bits(x: int, y: int, w: int, h: int) -> int:
    """The tiles of a box as one whole number, bit ``y * WIDTH + x`` for tile (x, y). A box
    never reaches past the map's side (rooms keep two tiles from it), so no row spills into
    the next."""
    return (((1 << w) - 1) << (y * maps.WIDTH + x)) * _column(h)


def _floor_bits(room: Room) -> int:
    """A room's floor as bits (:func:`_box_bits`)."""
    if room.form == "rect":
        return _box_bits(room.x, room.y, room.w, room.h)
    return _mask_bits(room.mask, room.x, room.y)


def _grown_bits(room: Room) -> int:
    """A room's floor and the tiles round it, all eight ways, as bits (:func:`_box_bits`)."""
    if room.form == "rect":
        return _box_bits(room.x - 1, room.y - 1, room.w + 2, room.h + 2)
    return _mask_bits(pathways.grow(room.mask) > 0, room.x - 1, room.y - 1)


def _mask_bits(mask: np.ndarray, x: int, y: int) -> int:
    """The true tiles of ``mask``, its corner at (x, y), as bits (:func:`_box_bits`)."""
    bits = 0
    for row, line in enumerate(mask.tolist()):
        for column, tile in enumerate(line):
            if tile:
                bits |= 1 << ((y + row) * maps.WIDTH + x + column)
    return bits


def _buildings(
    rng: np.random.Generator, plan: Plan, network: list[Room], near: int, rooms: int | None
) -> list[Room]:
    """Buildings in the blocks between the streets; ``near`` holds the tiles on or next to
    the streets' floors, as bits (:func:`_box_bits`)."""
    width, height = maps.WIDTH, maps.HEIGHT
    # the open ground as bytes a tile (1: open), read and cleared row by row as buildings go
    # up, with an array over the same bytes for the blocks' sums; a building's floor keeps
    # a tile of wall from the street, and two from the map's edge
    size = width * height
    taken = np.unpackbits(
        np.frombuffer(near.to_bytes((size + 7) // 8, "little"), dtype=np.uint8), bitorder="little"
    )
    land = bytearray((taken[:size] ^ 1).tobytes())
    ground = np.frombuffer(land, dtype=bool).reshape(height, width)
    ground[:2], ground[-2:], ground[:, :2], ground[:, -2:] = False, False, False, False
    wanted = max(2, rooms - len(network)) if rooms is not None else int(rng.integers(12, 21))
    lots = _lots(rng, ground, plan.lot)
    order = rng.permutation(len(lots)).tolist()
    out: list[Room] = []
    for i in order:
        if len(out) >= wanted:
            break
        house = _building(lots[i], land, ground, len(network) + len(out))
        if house is None:
            continue
        out.append(house)
        # the next building keeps a wall from this one (a building's floor is its whole box)
        left, right = house.x - 1, house.x + house.w + 1
        blank = bytes(right - left)
        for row in range((house.y - 1) * width, (house.y + house.h + 1) * width, width):
            land[row + left : row + right] = blank
    return out


def _fronts(
    spots: dict[tuple[int, int], list[Point]], streets: int, rooms: int
) -> list[tuple[int, int]]:
    """Each building (rooms ``streets`` on) with the street rooms (those before) one wall
    across from it, in the order the buildings went up."""
    across: list[list[int]] = [[] for _ in range(rooms)]
    for a, b in spots:
        if (a < streets) != (b < streets):
            house, street = (b, a) if a < streets else (a, b)
            across[house].append(street)
    return [(house, street) for house in range(streets, rooms) for street in sorted(across[house])]


def _lots(rng: np.random.Generator, ground: np.ndarray, least: int) -> list[Box]:
    """Boxes of open ground between the streets, each cut into lots."""
    cols = np.nonzero(ground.any(axis=0))[0]
    rows = np.nonzero(ground.any(axis=1))[0]
    col_runs = _runs(cols)
    row_runs = _runs(rows)
    lots: list[Box] = []
    for y0, y1 in row_runs:
        for x0, x1 in col_runs:
            block = (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
            if block[2] < 3 or block[3] < 3:
                continue
            count = max(1, block[2] * block[3] // (least * least * 2))
            if count == 1:  # one lot (the stream gives no numbers for no cut)
                lots.append(block)
            else:
                lots += halls.divide(rng, block, count, 0.5, least)
    return lots


def _runs(values: np.ndarray) -> list[tuple[int, int]]:
    """Consecutive stretches in a sorted array of distinct ints, as (first, last)."""
    if len(values) == 0:
        return []
    breaks = np.flatnonzero(np.diff(values) != 1)  # the last of each stretch but the end's
    starts = [int(values[0]), *values[breaks + 1].tolist()]
    ends = [*values[breaks].tolist(), int(values[-1])]
    return list(zip(starts, ends, strict=True))


def _building(lot: Box, land: bytearray, ground: np.ndarray, index: int) -> Room | None:
    """A building filling its lot but for one tile of wall on its east and south where the
    next lot begins; trimmed where a plaza reaches into the block. ``land`` is the open
    ground a byte a tile, ``ground`` the same bytes as an array."""
    x, y, w, h = lot
    width = ground.shape[1]
    w -= land[(y + h // 2) * width + x + w]  # another lot beyond: leave a wall between
    h -= land[(y + h) * width + x + w // 2]
    if w < 2 or h < 2:
        return None
    starts = range(y * width + x, (y + h) * width + x, width)
    rows = [0 not in land[row : row + w] for row in starts]
    if not all(rows):
        # not all open ground: a plaza or a neighbour reaches in, keep the widest whole band
        # (each tile a byte of 0 or 1, so the rows' bytes ANDed as one number leave 1 in
        # the columns open all the way down)
        down = int.from_bytes(land[starts[0] : starts[0] + w], "big")
        for row in starts[1:]:
            down &= int.from_bytes(land[row : row + w], "big")
        cols = list(down.to_bytes(w, "big"))
        band = _widest(rows) if sum(rows) * w >= sum(cols) * h else None
        if band is not None:
            y, h = y + band[0], band[1]
        else:
            strip = _widest(cols)
            if strip is None:
                return None
            x, w = x + strip[0], strip[1]
    if w < 2 or h < 2:
        return None
    return _box(index, (x, y, w, h))


def _widest(full: Sequence[bool | int]) -> tuple[int, int] | None:
    """The first longest run of true values in ``full``, as (start, length), or None."""
    best: tuple[int, int] | None = None
    start = -1
    for i, value in enumerate([*full, False]):
        if value and start < 0:
            start = i
        elif not value and start >= 0:
            if best is None or i - start > best[1]:
                best = (start, i - start)
            start = -1
    return best


def _furnishing(rng: np.random.Generator, room: Room, plan: Plan, street: bool) -> interior.Feature:
    """What stands in a street, plaza or building of the given kind."""
    area = room.w * room.h if room.form == "rect" else int(np.count_nonzero(room.mask))
    great = plan.great[0] and room.w == plan.great[0] and room.h == plan.great[1]
    if great and plan.furnish == "market":
        return interior.grid(room, maps.PILLAR, 4)  # the poles of the stalls
    if great and plan.furnish == "fountain":
        return interior.pool(rng, room, maps.WATER)
    if plan.furnish == "ruin":
        if street:
            return interior.scatter(rng, room, maps.RUBBLE, 0.08)
        if area >= 30 and rng.random() < 0.5:
            return interior.rift(rng, room)
        return []
    if plan.furnish == "tombs":
        if street and area >= 40:
            return interior.colonnade(room, maps.STATUE, 4)
        if not street and area >= 16:
            return interior.stacks(room, maps.STATUE, 3)
        return []
    if street and 60 <= area < SQUARE and rng.random() < 0.4:  # a square is left open
        return interior.pool(rng, room, maps.SHALLOWS, maps.SHALLOWS)
    if not street and area >= 40 and rng.random() < 0.3:
        return interior.colonnade(room)
    return []
