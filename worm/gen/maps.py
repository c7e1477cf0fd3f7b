"""Step 3 of Appendix E: draw a map for one level (p. 334).

The book asks for areas with space between them, joined by pathways, and for a dungeon that is
not linear: shortcuts, choke points and loops. worm draws on a grid of cells. Each room takes
one cell (or a block of two or four for a great hall or cavern) and sits inside it with a gutter
of rock all round, so pathways can run along the cell borders without ever touching another
room or pathway. That makes the room graph exact: two rooms are joined when, and only when, a
pathway was dug between them (``tests/property/test_maps.py`` checks this against the tiles).

The graph itself is a random spanning tree of neighbouring cells — every room reachable, many
choke points — plus extra edges that close loops, chosen first among pairs far apart on the
tree so that they work as shortcuts. Secret doors, secret rooms and locked doors are laid on
the graph afterwards (``worm.gen.keying``); this module only draws.

Everything here is cheap numpy slicing so a level costs a small multiple of the python-tcod
tutorial's own generator on the same map size (``bench/gen.py``).
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from worm.gen import searches

CELL_W = 11
CELL_H = 8
COLUMNS = 7
ROWS = 6
WIDTH = COLUMNS * CELL_W
HEIGHT = ROWS * CELL_H

Form = Literal["rect", "round", "blob"]
Shape = Literal["caverns", "halls", "towers", "streets", "water", "organic"]
Cell = tuple[int, int]  # (row, column) of a grid cell
Pair = tuple[int, int, Cell, Cell]  # a possible pathway: room a < room b, a's cell, b's cell

# Tile codes of the GM map; ``GLYPH`` draws them (legend in docs/gen-format.md).
ROCK, WALL, FLOOR, WATER, BRIDGE, DOOR, SECRET, LOCKED, UP, DOWN, ENTRANCE, PASSAGE = range(12)
# A room's interior (issue 20): what stands inside it and how it bars feet and eyes.
PILLAR, STATUE, RUBBLE, CHASM, TREE, LAVA, SHALLOWS = range(12, 19)
ACROSS = 19  # a way across to a level in the same row of the table (p. 333)
GLYPH = np.array(list(" #.~=+SL<>^'OΩ,:T%\"x"), dtype="<U1")
PASSABLE = np.zeros(len(GLYPH), dtype=bool)
PASSABLE[[FLOOR, BRIDGE, DOOR, SECRET, LOCKED, UP, DOWN, ENTRANCE, PASSAGE, ACROSS]] = True
PASSABLE[[RUBBLE, TREE, SHALLOWS]] = True  # rubble and shallows are waded, trees walked among
INTERIOR = np.zeros(len(GLYPH), dtype=bool)
INTERIOR[[PILLAR, STATUE, RUBBLE, CHASM, TREE, LAVA, SHALLOWS]] = True


@dataclass(frozen=True, slots=True)
class Style:
    """How a level shape is drawn: cells used, great rooms, room forms, pathways, loops."""

    rooms: tuple[int, int]  # how many rooms, low and high (inclusive)
    compact: float  # 0 grows a straggling, branching level; 1 a tight block
    great_rooms: float  # share of rooms that take two cells
    forms: tuple[tuple[Form, float], ...]  # room forms of one-cell rooms, with weights
    loops: float  # extra edges per room, beyond the one loop every level has
    background: int  # ROCK, or WATER for a sea
    pathway: int  # FLOOR, or BRIDGE for gangplanks and rope bridges
    exit: Literal["door", "passage", "bridge", "street"]  # what an exit is


STYLES: dict[Shape, Style] = {
    "halls": Style((14, 20), 0.7, 0.2, (("rect", 1.0),), 0.12, ROCK, FLOOR, "door"),
    "towers": Style(
        (12, 18), 0.3, 0.1, (("round", 0.8), ("rect", 0.2)), 0.10, ROCK, BRIDGE, "bridge"
    ),
    "caverns": Style(
        (12, 19), 0.2, 0.25, (("blob", 0.8), ("round", 0.2)), 0.10, ROCK, FLOOR, "passage"
    ),
    "streets": Style((16, 22), 0.9, 0.15, (("rect", 1.0),), 0.22, ROCK, FLOOR, "street"),
    "water": Style(
        (12, 18), 0.4, 0.15, (("blob", 0.7), ("round", 0.3)), 0.10, WATER, BRIDGE, "bridge"
    ),
    "organic": Style((12, 18), 0.3, 0.2, (("blob", 1.0),), 0.14, ROCK, FLOOR, "passage"),
}


@dataclass(slots=True)
class Room:
    """One room as drawn: its bounding box of floor, its cells and its form."""

    index: int
    x: int
    y: int
    w: int
    h: int
    form: Form
    cells: tuple[tuple[int, int], ...]  # (row, column) of each grid cell it takes
    mask: np.ndarray = field(repr=False)  # floor inside the box, shape (h, w)

    @property
    def centre(self) -> tuple[int, int]:
        """The (x, y) tile at the middle of the room: always floor."""
        return self.x + self.w // 2, self.y + self.h // 2


@dataclass(slots=True)
class Edge:
    """A pathway between two rooms, with the door tile at each end and its three runs."""

    a: int
    b: int
    doors: tuple[tuple[int, int], tuple[int, int]]  # (x, y) at a's end, at b's end
    runs: tuple[tuple[int, int, int, int], ...]  # (x0, y0, x1, y1) inclusive, axis-aligned
    tree: bool  # part of the spanning tree (False: it closes a loop)
    secret: bool = False
    locked: bool = False
    passage: bool = False  # an open way (a street running into a plaza), never a door


@dataclass(slots=True)
class LevelMap:
    """A level's rooms and pathways; ``draw`` turns them into tiles."""

    shape: Shape
    style: Style
    rooms: list[Room]
    edges: list[Edge]
    width: int = WIDTH
    height: int = HEIGHT
    # What stands inside rooms (issue 20): (x, y, tile) laid over the floor by ``draw``.
    interior: list[tuple[int, int, int]] = field(default_factory=list)
    _links: tuple[int, int, list[list[tuple[int, int]]]] | None = field(
        default=None, repr=False, compare=False
    )

    def neighbours(self) -> list[list[tuple[int, int]]]:
        """For each room, its (other room, edge index) pairs: to be read, not changed.

        Worked out once (every room entered is described by its ways on), and again only if
        rooms or pathways are added; a pathway never changes the rooms it joins."""
        kept = self._links
        if kept is not None and kept[0] == len(self.rooms) and kept[1] == len(self.edges):
            return kept[2]
        out: list[list[tuple[int, int]]] = [[] for _ in self.rooms]
        for i, edge in enumerate(self.edges):
            out[edge.a].append((edge.b, i))
            out[edge.b].append((edge.a, i))
        self._links = (len(self.rooms), len(self.edges), out)
        return out


def draw(
    level: LevelMap,
    *,
    player: bool = False,
    secret_rooms: Collection[int] = (),
    marks: Sequence[tuple[int, int, int]] = (),
) -> np.ndarray:
    """The level's tiles, indexed ``[y, x]``: the GM's map, or the players' (p. 334).

    The players' map shows the outlines the guild would know going in: no secret room, no
    secret pathway, and a secret door drawn as plain wall. ``marks`` are (x, y, tile) put on
    top, such as the stairs of a level connection; a mark in a hidden room is left out.
    """
    style = level.style
    tiles = np.full((level.height, level.width), style.background, dtype=np.uint8)
    hidden = set(secret_rooms) if player else set()
    for room in level.rooms:
        if room.index in hidden:
            continue
        view = tiles[room.y : room.y + room.h, room.x : room.x + room.w]
        view[room.mask] = FLOOR
    floors = tiles == FLOOR if style.background == CHASM else None  # the rooms shown
    if level.interior:  # a hidden room's floor is not drawn, nor what stands on it
        xs, ys, laid = interior_array(level.interior)
        on = tiles[ys, xs] == FLOOR
        tiles[ys[on], xs[on]] = laid[on]
    exit_tile = PASSAGE if style.exit == "passage" else DOOR
    # the pathways laid on bytes, in edge order (a later run may cross an earlier door): a
    # run is a row or a column, and many small numpy slices cost more than the bytes they set
    width = level.width
    laid_on = bytearray(tiles.tobytes())
    way = bytes((style.pathway,))
    for edge in level.edges:
        if player and (edge.secret or edge.a in hidden or edge.b in hidden):
            continue
        for x0, y0, x1, y1 in edge.runs:
            if y0 == y1:
                laid_on[y0 * width + x0 : y0 * width + x1 + 1] = way * (x1 - x0 + 1)
            elif x0 == x1:
                laid_on[y0 * width + x0 : y1 * width + x0 + 1 : width] = way * (y1 - y0 + 1)
            else:
                for row in range(y0 * width, (y1 + 1) * width, width):
                    laid_on[row + x0 : row + x1 + 1] = way * (x1 - x0 + 1)
        tile = (
            SECRET
            if edge.secret
            else LOCKED
            if edge.locked
            else PASSAGE
            if edge.passage
            else exit_tile
        )
        (xa, ya), (xb, yb) = edge.doors
        laid_on[ya * width + xa] = laid_on[yb * width + xb] = tile
    tiles = np.frombuffer(laid_on, dtype=np.uint8).reshape(tiles.shape)
    for x, y, tile in marks:
        if not player or tiles[y, x] != style.background:
            tiles[y, x] = tile
    if style.background == ROCK:
        _wall_in(tiles)
    elif floors is not None:
        _wall_rooms(tiles, floors)
    return tiles


def interior_array(interior: Sequence[tuple[int, int, int]]) -> np.ndarray:
    """What stands inside rooms, (x, y, tile) each, as three rows: xs, ys and tiles. Read
    straight off the flattened numbers (a water level has hundreds of shallows): numpy is
    slower at a list of tuples."""
    flat = np.fromiter(itertools.chain.from_iterable(interior), np.int32, 3 * len(interior))
    return flat.reshape(-1, 3).T


def _wall_in(tiles: np.ndarray) -> None:
    """Turn the rock touching any open tile (all eight ways) into wall."""
    open_ = tiles != ROCK
    near = open_.copy()
    near[1:, :] |= open_[:-1, :]
    near[:-1, :] |= open_[1:, :]
    grown = near.copy()
    grown[:, 1:] |= near[:, :-1]
    grown[:, :-1] |= near[:, 1:]
    tiles[grown & ~open_] = WALL


def _wall_rooms(tiles: np.ndarray, floors: np.ndarray) -> None:
    """Over a void, wall each room round (towers standing in a chasm) and leave the pathways
    open to the drop (bridges): the chasm touching a room's floor ``floors`` (all eight ways)
    turns to wall. Rooms never touch each other nor the map's edge, so one pass over the
    whole map walls each room as if it stood alone."""
    near = floors.copy()
    near[1:, :] |= floors[:-1, :]
    near[:-1, :] |= floors[1:, :]
    grown = near.copy()
    grown[:, 1:] |= near[:, :-1]
    grown[:, :-1] |= near[:, 1:]
    tiles[grown & ~floors & (tiles == CHASM)] = WALL


def walk(tiles: np.ndarray, start: tuple[int, int]) -> np.ndarray:
    """Steps from ``start`` (x, y) to every tile, moving eight ways through open tiles (tcod).

    Secret and locked doors count as open: the GM's view. Tiles that cannot be reached hold
    ``UNREACHED``.
    """
    return searches.dijkstra(PASSABLE[tiles].astype(np.int8), (start[1], start[0]))


def reached(open_tiles: np.ndarray, start: tuple[int, int]) -> np.ndarray:
    """Which tiles ``start`` (x, y) reaches, moving eight ways through ``open_tiles`` (the
    start itself always): the tiles :func:`walk` gives a number of steps, found by growing
    the reached region a step at a time, with numpy and without tcod (``worm.gen.searches``).
    For a room's worth of tiles; a whole level is cheaper walked."""
    here = np.zeros(open_tiles.shape, dtype=bool)
    here[start[1], start[0]] = True
    count = 1
    while True:
        grown = here.copy()
        grown[1:, :] |= here[:-1, :]
        grown[:-1, :] |= here[1:, :]
        wide = grown.copy()
        wide[:, 1:] |= grown[:, :-1]
        wide[:, :-1] |= grown[:, 1:]
        wide &= open_tiles
        wide[start[1], start[0]] = True
        now = int(wide.sum())
        if now == count:
            return wide
        here, count = wide, now


UNREACHED = int(np.iinfo(np.int32).max)


def text(tiles: np.ndarray) -> list[str]:
    """One string per row, in the glyphs of the legend."""
    return ["".join(row) for row in GLYPH[tiles].tolist()]


def carve(
    rng: np.random.Generator,
    shape: Shape,
    *,
    rooms: int | None = None,
    loops: float | None = None,
) -> LevelMap:
    """Draw one level's rooms and pathways in the style of its shape (p. 334).

    The result is connected, has at least one loop, and no two pathways touch. ``rooms`` and
    ``loops`` (extra pathways per room) replace the shape's own when given.
    """
    style = STYLES[shape]
    target = rooms if rooms is not None else int(rng.integers(style.rooms[0], style.rooms[1] + 1))
    target = max(4, min(target, COLUMNS * ROWS // 2))
    while True:
        groups = _groups(rng, style, target)
        placed = [_room(rng, style, i, cells) for i, cells in enumerate(groups)]
        owner = {cell: room.index for room in placed for cell in room.cells}
        candidates = _candidates(rng, owner)
        tree, spare = _spanning_tree(rng, len(placed), candidates)
        if spare:
            break
    wanted = 1 + int(rng.binomial(len(placed), style.loops if loops is None else loops))
    chosen = _shortcuts(rng, len(placed), tree, spare, wanted)
    edges = [_edge(rng, placed, pair, True) for pair in tree]
    edges += [_edge(rng, placed, pair, False) for pair in chosen]
    return LevelMap(shape, style, placed, edges)


def _groups(
    rng: np.random.Generator, style: Style, target: int
) -> list[tuple[tuple[int, int], ...]]:
    """Cells grown from a random start into one connected patch, some joined into great rooms."""
    start = (int(rng.integers(ROWS)), int(rng.integers(COLUMNS)))
    taken = {start}
    order = [start]
    frontier: dict[tuple[int, int], int] = {}
    _touch(start, taken, frontier)
    greats = int(rng.binomial(target, style.great_rooms))
    cells_wanted = min(target + greats, COLUMNS * ROWS - 2)
    while len(order) < cells_wanted and frontier:
        options = sorted(frontier)
        if rng.random() < style.compact:
            best = max(frontier[cell] for cell in options)
            options = [cell for cell in options if frontier[cell] == best]
        cell = options[int(rng.integers(len(options)))]
        del frontier[cell]
        taken.add(cell)
        order.append(cell)
        _touch(cell, taken, frontier)
    groups: dict[tuple[int, int], list[tuple[int, int]]] = {cell: [cell] for cell in order}
    joined = 0
    for cell in order:
        if joined >= greats or len(groups[cell]) != 1 or groups[cell][0] != cell:
            continue
        row, col = cell
        pairs = [(row, col + 1), (row + 1, col)]
        rng.shuffle(pairs)
        for other in pairs:
            if other in groups and groups[other] == [other]:
                merged = sorted([cell, other])
                groups[cell] = merged
                groups[other] = merged
                joined += 1
                break
    seen: set[tuple[int, int]] = set()
    out: list[tuple[tuple[int, int], ...]] = []
    for cell in order:
        if cell not in seen:
            group = tuple(groups[cell])
            seen.update(group)
            out.append(group)
    return out


def _touch(cell: Cell, taken: set[Cell], frontier: dict[Cell, int]) -> None:
    row, col = cell
    for other in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= other[0] < ROWS and 0 <= other[1] < COLUMNS and other not in taken:
            frontier[other] = frontier.get(other, 0) + 1


def _room(
    rng: np.random.Generator, style: Style, index: int, cells: tuple[tuple[int, int], ...]
) -> Room:
    """A room's floor inside its cells, leaving two tiles of gutter on every side."""
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    left, top = min(cols) * CELL_W + 2, min(rows) * CELL_H + 2
    span_w = (max(cols) + 1) * CELL_W - 2 - left + 1
    span_h = (max(rows) + 1) * CELL_H - 2 - top + 1
    if len(cells) == 1:
        roll = rng.random() * sum(weight for _, weight in style.forms)
        form: Form = style.forms[-1][0]
        for name, weight in style.forms:
            if roll < weight:
                form = name
                break
            roll -= weight
    else:
        form = "rect"
    low_w = 5 if form != "rect" else 3
    low_h = 3 if form != "rect" else 2
    w = int(rng.integers(max(low_w, span_w - 4), span_w + 1))
    h = int(rng.integers(max(low_h, span_h - 2), span_h + 1))
    x = left + int(rng.integers(0, span_w - w + 1))
    y = top + int(rng.integers(0, span_h - h + 1))
    return Room(index, x, y, w, h, form, cells, _mask(rng, form, w, h))


_ANGLES: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}


def _mask(rng: np.random.Generator, form: Form, w: int, h: int) -> np.ndarray:
    """The floor of a room inside its w × h box; round and blob rooms are star-shaped."""
    if form == "rect":
        return np.ones((h, w), dtype=bool)
    if (w, h) not in _ANGLES:
        ys, xs = np.mgrid[0:h, 0:w]
        dx = (xs - w // 2) / (w / 2)
        dy = (ys - h // 2) / (h / 2)
        _ANGLES[w, h] = (np.hypot(dx, dy), np.arctan2(dy, dx))
    distance, angle = _ANGLES[w, h]
    if form == "round":
        radius = 1.0
    else:
        phases = rng.uniform(0, 2 * np.pi, 3)
        radius = 0.95 + 0.2 * (np.sin(2 * angle + phases[0]) + np.sin(3 * angle + phases[1]))
        radius += 0.1 * np.sin(5 * angle + phases[2])
    mask = distance <= radius
    mask[h // 2, w // 2] = True
    return mask


def _candidates(rng: np.random.Generator, owner: dict[Cell, int]) -> list[Pair]:
    """One possible pathway (a ``Pair``) per pair of rooms in neighbouring cells."""
    found: dict[tuple[int, int], list[tuple[Cell, Cell]]] = {}
    for cell, a in owner.items():
        row, col = cell
        for other in ((row, col + 1), (row + 1, col)):
            b = owner.get(other)
            if b is not None and b != a:
                key = (a, b) if a < b else (b, a)
                pair = (cell, other) if a < b else (other, cell)
                found.setdefault(key, []).append(pair)
    out: list[Pair] = []
    for key in sorted(found):
        options = found[key]
        cell_a, cell_b = options[int(rng.integers(len(options)))]
        out.append((key[0], key[1], cell_a, cell_b))
    return out


def _spanning_tree(
    rng: np.random.Generator, count: int, candidates: list[Pair]
) -> tuple[list[Pair], list[Pair]]:
    """A random spanning tree (Kruskal on shuffled edges) and the edges left over."""
    parent = list(range(count))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    order = rng.permutation(len(candidates))
    tree: list[Pair] = []
    spare: list[Pair] = []
    for i in order.tolist():
        a, b = candidates[i][0], candidates[i][1]
        ra, rb = root(a), root(b)
        if ra == rb:
            spare.append(candidates[i])
        else:
            parent[ra] = rb
            tree.append(candidates[i])
    return tree, spare


def _shortcuts(
    rng: np.random.Generator, count: int, tree: list[Pair], spare: list[Pair], wanted: int
) -> list[Pair]:
    """The loop-closing edges: half of them the longest detours on the tree, half at random."""
    links: list[list[int]] = [[] for _ in range(count)]
    for a, b, *_ in tree:
        links[a].append(b)
        links[b].append(a)
    wanted = min(wanted, len(spare))
    detour = [(tree_steps(links, a, b), i) for i, (a, b, *_) in enumerate(spare)]
    detour.sort(key=lambda item: (-item[0], item[1]))
    longest = [i for _, i in detour[: (wanted + 1) // 2]]
    rest = [i for i in range(len(spare)) if i not in longest]
    extra = rng.permutation(len(rest))[: wanted - len(longest)].tolist()
    return [spare[i] for i in sorted(longest + [rest[j] for j in extra])]


def tree_steps(links: list[list[int]], a: int, b: int) -> int:
    """Steps from a to b on a tree of rooms (0 when b cannot be reached from a): how long a
    detour a pathway between them would cut short."""
    frontier, seen, steps = [a], {a}, 0
    while frontier:
        if b in frontier:
            return steps
        steps += 1
        nxt = []
        for node in frontier:
            for other in links[node]:
                if other not in seen:
                    seen.add(other)
                    nxt.append(other)
        frontier = nxt
    return 0


def _edge(rng: np.random.Generator, rooms: list[Room], pair: Pair, tree: bool) -> Edge:
    """The pathway between two rooms in neighbouring cells: out, along the border, and in."""
    a, b, cell_a, cell_b = pair
    room_a, room_b = rooms[a], rooms[b]
    if cell_a[0] == cell_b[0]:  # side by side: leave sideways, jog along the column border
        left, right, flip = (
            (room_a, room_b, False) if cell_a[1] < cell_b[1] else (room_b, room_a, True)
        )
        row = cell_a[0]
        border = max(cell_a[1], cell_b[1]) * CELL_W
        ya, yb = _exit(rng, left, row, vertical=False), _exit(rng, right, row, vertical=False)
        xa, xb = left.x + left.w, right.x - 1
        _open_arm(left, ya, vertical=False, step=+1)
        _open_arm(right, yb, vertical=False, step=-1)
        runs = (
            (xa, ya, border, ya),
            (border, min(ya, yb), border, max(ya, yb)),
            (border, yb, xb, yb),
        )
        doors = ((xa, ya), (xb, yb))
    else:  # one above the other: leave downwards, jog along the row border
        upper, lower, flip = (
            (room_a, room_b, False) if cell_a[0] < cell_b[0] else (room_b, room_a, True)
        )
        col = cell_a[1]
        border = max(cell_a[0], cell_b[0]) * CELL_H
        xa, xb = _exit(rng, upper, col, vertical=True), _exit(rng, lower, col, vertical=True)
        ya, yb = upper.y + upper.h, lower.y - 1
        _open_arm(upper, xa, vertical=True, step=+1)
        _open_arm(lower, xb, vertical=True, step=-1)
        runs = (
            (xa, ya, xa, border),
            (min(xa, xb), border, max(xa, xb), border),
            (xb, border, xb, yb),
        )
        doors = ((xa, ya), (xb, yb))
    boxes = tuple((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)) for x0, y0, x1, y1 in runs)
    if flip:
        doors = (doors[1], doors[0])
    return Edge(a, b, doors, boxes, tree)


def _exit(rng: np.random.Generator, room: Room, band: int, *, vertical: bool) -> int:
    """Where along its side a room's exit sits: the middle of a small room, else off its corners."""
    if len(room.cells) == 1:
        return room.centre[0] if vertical else room.centre[1]
    if vertical:
        low, high = (
            max(room.x + 1, band * CELL_W + 2),
            min(room.x + room.w - 2, (band + 1) * CELL_W - 3),
        )
    else:
        low, high = (
            max(room.y + 1, band * CELL_H + 2),
            min(room.y + room.h - 2, (band + 1) * CELL_H - 3),
        )
    if high < low:
        low = high = (low + high) // 2
    return int(rng.integers(low, high + 1))


def _open_arm(room: Room, along: int, *, vertical: bool, step: int) -> None:
    """Floor the room from its middle to the edge of its box, where a pathway leaves it.

    A round or blob room reaches its door through a short arm, so the door always sits just
    outside the room's box and nothing past the door can touch the room's floor.
    """
    if room.form == "rect":
        return
    cx, cy = room.w // 2, room.h // 2
    if vertical:
        column = along - room.x
        if step > 0:
            room.mask[cy:, column] = True
        else:
            room.mask[: cy + 1, column] = True
    elif step > 0:
        room.mask[along - room.y, cx:] = True
    else:
        room.mask[along - room.y, : cx + 1] = True


def wall(room: Room, door: tuple[int, int]) -> str:
    """The wall of ``room`` a door at ``door`` (x, y) stands in: the side of the room it
    lies towards from the room's middle, each axis scaled by the room's size."""
    cx, cy = room.x + (room.w - 1) / 2, room.y + (room.h - 1) / 2
    dx = (door[0] - cx) / max(1.0, room.w / 2)
    dy = (door[1] - cy) / max(1.0, room.h / 2)
    if abs(dx) >= abs(dy):
        return "east" if dx > 0 else "west"
    return "south" if dy > 0 else "north"
