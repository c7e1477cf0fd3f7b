"""Choices the guild can see: loops, second routes and a great lair on any keyed map (p. 334).

The book wants a level the players move through by choice: shortcuts, choke points and loops,
never one line from the door to the prize. Keying hides some pathways behind secret doors and
whole rooms behind secret walls, so a level that has loops on the GM's map can still be a
single corridor on the map the guild holds going in. :func:`settle` looks at that players'
map (the known rooms and the pathways that are not secret), whatever carver drew the level,
and mends it:

1. the way in is not a dead end: it gets a second known pathway;
2. the players' map has at least one loop;
3. the dungeon lord's lair is a great room, at least :data:`LAIR_SCALE` times the median room:
   a big room deep on the map is chosen, or a deep one is grown into the rock around it;
4. no single room or pathway is on every known route from the way in to the lair or to a
   known way down: a bypass is dug round each such choke while the level allows;
5. then a lock a bypass went round is moved to a choke of the mended map
   (``keying.relock``), so every locked door shuts something off.

Each mend first digs a new pathway through open ground, one of the shortest (breadth-first
rings of tiles, held as bit masks), along tiles that touch no other room or pathway, so the
tiles still join exactly the rooms the graph says (``tests/property/test_maps.py``); where no
tunnel fits it turns a secret door that would do the same job into a known one. A way in that
neither mends, and that the guild cannot enter one room further on (its one neighbour holds
another level's stairs or the lair), gets a door knocked through a wall it shares with another
room, or else the guild comes in a few rooms further on. Choices between equally good tunnels
come from the level's own random stream, so a seed gives the same level every time.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

import numpy as np

from worm.gen import keying, maps, metrics
from worm.gen.keying import Keyed, Need
from worm.gen.maps import Edge, LevelMap

LAIR_SCALE = keying.LAIR_SCALE  # the lair's floor, in median rooms (issue 20)
LONGEST_TUNNEL = 60  # tiles: a longer dig is not a shortcut any more
GROWTH = 8  # most tiles a lair grows outwards
MARGIN = 6  # tiles round the doors where a tunnel is looked for
SLACK = 3  # tiles: tunnels this much longer than the shortest are as good
BYPASSES = 6  # most tunnels dug round chokes on one level
STEPS_IN = 3  # most rooms on from a walled-in way in that the guild may come in instead

Links = list[list[tuple[int, int]]]
_PASSABLE = maps.PASSABLE.tolist()  # by tile code, as plain bools: read a tile at a time


def settle(
    rng: np.random.Generator, level: LevelMap, keyed: Keyed, number: int, needs: Sequence[Need]
) -> Keyed:
    """Mend the players' map of a keyed level (p. 334); the keys are renumbered to match."""
    ground = _Ground(level)
    hidden = keyed.secret_rooms
    entry = keyed.entry
    laid = (len(level.edges), [edge.secret for edge in level.edges])
    known: _Known | None = _Known(level, hidden, entry)  # growing the lair moves no pathway
    lord = _lair(level, ground, keyed, known)
    goals = [lord] + [
        room
        for need, room in zip(needs, keyed.ends, strict=True)
        if need.deep and room not in hidden and room not in (entry, lord)
    ]
    budget = BYPASSES
    for goal in goals:  # a dead-end way in is a choke too: the first bypass mends it
        budget, known = _bypass(rng, level, ground, hidden, entry, goal, budget, known)
    links = known.links if known is not None else players_links(level, hidden)
    if len(links[entry]) < 2:
        _open_way_in(rng, level, ground, hidden, entry)
        links = players_links(level, hidden)
        if len(links[entry]) < 2:
            keyed = _step_in(level, keyed, lord, 1)
            if keyed.entry == entry and _knock(level, ground, hidden, entry):
                links = players_links(level, hidden)
            elif keyed.entry == entry:
                keyed = _step_in(level, keyed, lord, STEPS_IN)
    if not _has_loop(links, hidden):
        keyed = _close_a_loop(rng, level, ground, keyed)
    same = keyed.entry == entry and keyed.secret_rooms == hidden
    if same and keyed.keys[entry] == keying.entry_key(number):
        if (len(level.edges), [edge.secret for edge in level.edges]) == laid:
            # nothing dug nor made known: the keys and depths stand, and so do the locks
            return keying.relock(level, replace(keyed, lord=lord), moved=False)
    return keying.relock(level, keying.renumber(level, keyed, number, lord=lord))


def _step_in(level: LevelMap, keyed: Keyed, lord: int, steps: int) -> Keyed:
    """The guild comes in one room further on, when the way in is a dead end no tunnel can
    reach (pathways ring it round) and no secret door opens: its one known neighbour, if that
    holds no other level connection and is not the lair. The old way in is then a side room
    of the new one; every room the guild reached before it still reaches, locks and their
    keys alike (the old way in led only there).

    With ``steps`` above 1 (when that neighbour holds another level's stairs and no door can
    be knocked through a wall, :func:`_knock`), the guild comes in the nearest room past it
    that holds none and has two known pathways or more, at most ``steps`` rooms on, never
    through a locked door nor the lair: the rooms passed hang off the new way
    in as the old one did, and every key is still reached without passing its lock."""
    links = players_links(level, keyed.secret_rooms)
    entry = keyed.entry
    if len(links[entry]) != 1:
        return keyed
    seen, row = {entry}, [entry]
    for _ in range(steps):
        ahead = []
        for here in row:
            for other, edge in links[here]:
                if other not in seen and not level.edges[edge].locked and other != lord:
                    seen.add(other)
                    ahead.append(other)
        for room in ahead:
            if room not in keyed.ends and len(links[room]) >= 2:
                return replace(keyed, entry=room, ends=(room, *keyed.ends[1:]))
        row = ahead
    return keyed


def players_links(level: LevelMap, hidden: Collection[int]) -> Links:
    """The room graph of the players' map: known rooms and the pathways that are not secret."""
    links: Links = [[] for _ in level.rooms]
    for e, edge in enumerate(level.edges):  # each room's pathways in edge order
        a, b = edge.a, edge.b
        if edge.secret or a in hidden or b in hidden:
            continue
        links[a].append((b, e))
        links[b].append((a, e))
    return links


def known_loops(level: LevelMap, hidden: Collection[int]) -> int:
    """Independent loops of the players' map: pathways − rooms + pieces."""
    return _loops(players_links(level, hidden), hidden)


def _loops(links: Links, hidden: Collection[int]) -> int:
    """Independent loops of the players' map ``links``: pathways − rooms + pieces."""
    shown = [r for r in range(len(links)) if r not in hidden]
    pathways = sum(len(links[r]) for r in shown) // 2
    seen: set[int] = set()
    pieces = 0
    for room in shown:
        if room not in seen:
            pieces += 1
            seen |= reach(links, room)
    return pathways - len(shown) + pieces


def _has_loop(links: Links, hidden: Collection[int]) -> bool:
    """Whether the players' map ``links`` has a loop (:func:`_loops`): with as many pathways
    as rooms it has, with no search."""
    shown = len(links) - sum(1 for r in hidden if r < len(links))
    if sum(len(ways) for ways in links) // 2 >= shown:  # a hidden room has no known pathway
        return True
    return _loops(links, hidden) >= 1


def choke(links: Links, start: int, goal: int) -> tuple[int, int] | None:
    """A room or pathway on every route from ``start`` to ``goal``: (room, -1) or (-1, edge);
    the one nearest ``start``, or None when there are two routes (or none at all)."""
    found = chokes(links, start, goal)
    return found[0] if found else None


def chokes(links: Links, start: int, goal: int) -> list[tuple[int, int]]:
    """Every room and pathway on every route from ``start`` to ``goal``, in order from
    ``start``: (room, -1) or (-1, edge). One depth-first search (Tarjan's low links,
    ``keying.LowLinks``): such a choke lies on the search tree's path to ``goal``, and nothing
    below it climbs past it."""
    return keying.LowLinks(links, start).chokes(goal)


def _open_way_in(
    rng: np.random.Generator, level: LevelMap, ground: _Ground, hidden: Collection[int], entry: int
) -> None:
    """Give the way in a second known pathway, to a room it is not already joined to."""
    links = players_links(level, hidden)
    beside = {other for other, _ in links[entry]}
    far = _steps(links, entry)
    targets = [r for r in range(len(links)) if r not in hidden and r != entry and r not in beside]
    # prefer a room a few steps away: a short loop at the door is a choice, not a shortcut
    near = [r for r in targets if 2 <= far[r] <= 4]
    if _dig(rng, level, ground, [entry], near or targets):
        return
    _reveal(level, hidden, [entry], targets)


def _knock(level: LevelMap, ground: _Ground, hidden: Collection[int], entry: int) -> bool:
    """Give the way in a second known pathway as a door through a wall one tile thick that
    it shares with a known room it is not joined to (a street's houses stand wall to wall:
    ``maps.Edge`` with one door tile, as the carvers make them); False when none fits.

    The door tile is wall between the two floors, four ways across, with wall on its other two
    sides, and it touches nothing else eight ways (no third room, no pathway), so the tiles
    still join exactly the rooms the graph says. Neither floor beside it is barred (a pillar,
    a shaft). A room two to four steps off is preferred, as :func:`_open_way_in` prefers it,
    then the door nearest the middle of the shared wall."""
    label = ground.label
    links = players_links(level, hidden)
    beside = {other for other, _ in links[entry]}
    far = _steps(links, entry)
    room = level.rooms[entry]
    height, width = label.shape
    found: dict[int, list[tuple[int, int]]] = {}
    for y in range(max(1, room.y - 1), min(height - 1, room.y + room.h + 1)):
        for x in range(max(1, room.x - 1), min(width - 1, room.x + room.w + 1)):
            if label[y, x] != 0:
                continue
            for (ay, ax), (by, bx), (cy, cx), (dy, dx) in (
                ((y, x - 1), (y, x + 1), (y - 1, x), (y + 1, x)),
                ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)),
            ):
                a, b = int(label[ay, ax]) - 1, int(label[by, bx]) - 1
                other = b if a == entry else a if b == entry else -1
                if other < 0 or other == entry or other in hidden or other in beside:
                    continue
                if label[cy, cx] != 0 or label[dy, dx] != 0:
                    continue
                if ground.barred[ay, ax] or ground.barred[by, bx]:
                    continue
                near = label[y - 1 : y + 2, x - 1 : x + 2]
                if np.isin(near, (0, entry + 1, other + 1)).all():
                    found.setdefault(other, []).append((x, y))
    if not found:
        return False
    other = min(found, key=lambda r: (not 2 <= far[r] <= 4, r))
    walls = found[other]
    x, y = walls[(len(walls) - 1) // 2]
    ground.dig(np.array([y]), np.array([x]))
    first, last = sorted((entry, other))
    level.edges.append(Edge(first, last, ((x, y), (x, y)), ((x, y, x, y),), tree=False))
    return True


def _close_a_loop(
    rng: np.random.Generator, level: LevelMap, ground: _Ground, keyed: Keyed
) -> Keyed:
    """Join two known rooms far apart on the players' map, closing a loop they can see: a
    tunnel, else a secret door between them made known, else a secret room that joins two
    of them made known with its doors (a loop only the GM's map shows is none)."""
    hidden = keyed.secret_rooms
    links = players_links(level, hidden)
    shown = [r for r in range(len(links)) if r not in hidden]
    for source in rng.permutation(shown).tolist()[:6]:
        far = _steps(links, source)
        top = max(far[r] for r in shown)
        targets = [r for r in shown if far[r] >= max(2, top - 1)]
        if targets and _dig(rng, level, ground, [source], targets):
            return keyed
    if _reveal(level, hidden, shown, shown):
        return keyed
    for room in sorted(hidden):
        doors = [e for other, e in level.neighbours()[room] if other not in hidden]
        if len({level.edges[e].a + level.edges[e].b - room for e in doors}) >= 2:
            for e in doors:
                level.edges[e].secret = False
            return replace(keyed, secret_rooms=hidden - {room})
    return keyed


def _bypass(
    rng: np.random.Generator,
    level: LevelMap,
    ground: _Ground,
    hidden: Collection[int],
    entry: int,
    goal: int,
    budget: int,
    known: _Known | None,
) -> tuple[int, _Known | None]:
    """Dig round the chokes between the way in and ``goal``; returns the tunnels left to dig
    and the players' map (``known`` when given and still true, None when it may have
    changed)."""
    while budget > 0:
        if known is None:
            known = _Known(level, hidden, entry)
        links = known.links
        row = known.walk.chokes(goal)
        if not row:
            return budget, known
        first = row[0]
        near = sorted(reach(links, entry, closed_room=first[0], closed_edge=first[1]))
        # A tunnel round a run of chokes shortens the way to the goal by about the run's
        # length, so one dig rounds only the chokes within a third of the way: the lair stays
        # deep, and no tunnel runs from the door straight into it. Rooms within two steps of
        # the run's ends are tried first, so the loop hugs the chokes it rounds.
        walked = {entry: known.far}  # steps from a room, each walked once
        far = known.far
        span = 2 * max(2, far[goal] // 3)
        last = [c for c in row if _place(level, far, c) - _place(level, far, first) <= span][-1]
        to_goal = _walked(links, walked, goal)
        hub = _hub(level, near, first)
        close_near = _close(near, _walked(links, walked, hub), hub, far)
        past = reach(links, goal, closed_room=last[0], closed_edge=last[1])
        hub = _hub(level, past, last)
        close_past = _close(past, _walked(links, walked, hub), hub, to_goal)
        beyond = reach(links, goal, closed_room=first[0], closed_edge=first[1])
        hub = _hub(level, beyond, first)
        close_beyond = _close(beyond, _walked(links, walked, hub), hub, to_goal)
        if not (
            _dig(rng, level, ground, close_near, close_past)
            or (close_past != close_beyond and _dig(rng, level, ground, close_near, close_beyond))
            or _dig(rng, level, ground, near, [r for r in beyond if 2 * to_goal[r] >= far[goal]])
            or _reveal(level, hidden, near, sorted(beyond), keep=(far, to_goal))
        ):
            return budget, None
        budget -= 1
        known = None  # a tunnel dug or a door made known
    return budget, known


class _Known:
    """The players' map of a level being settled (:func:`players_links`), with what settling
    reads off it from the way in: one search (``keying.LowLinks``) for the rooms clear of
    chokes and for the chokes before each goal, and the steps to every room."""

    __slots__ = ("links", "walk", "_far", "_entry")

    def __init__(self, level: LevelMap, hidden: Collection[int], entry: int) -> None:
        self.links = players_links(level, hidden)
        self.walk = keying.LowLinks(self.links, entry)
        self._entry = entry
        self._far: list[int] | None = None

    @property
    def far(self) -> list[int]:
        """Steps from the way in to every room; -1 for one not reached."""
        if self._far is None:
            self._far = _steps(self.links, self._entry)
        return self._far


def _place(level: LevelMap, far: list[int], choke_: tuple[int, int]) -> int:
    """Twice a choke's steps from the way in (a pathway sits between its two rooms)."""
    room, edge = choke_
    if room >= 0:
        return 2 * far[room]
    return far[level.edges[edge].a] + far[level.edges[edge].b]


def _hub(level: LevelMap, side: Collection[int], choke_: tuple[int, int]) -> int:
    """The room of a choke on one side of it: the room itself, or the pathway's end there."""
    room, edge = choke_
    if room >= 0:
        return room
    a, b = level.edges[edge].a, level.edges[edge].b
    return a if a in side else b


def _walked(links: Links, walked: dict[int, list[int]], start: int) -> list[int]:
    """Steps from ``start`` over ``links``, kept in ``walked`` (made for one set of links)."""
    found = walked.get(start)
    if found is None:
        found = walked[start] = _steps(links, start)
    return found


def _close(side: Collection[int], steps: list[int], hub: int, away: list[int]) -> list[int]:
    """The rooms of ``side`` within three steps (``steps``, counted from it) of ``hub`` and at
    most one step nearer than it to the room ``away`` counts steps from (the way in, or the
    goal): where a loop that hugs the hub may end."""
    return sorted(r for r in side if 0 <= steps[r] <= 3 and away[r] >= away[hub] - 1)


def _reveal(
    level: LevelMap,
    hidden: Collection[int],
    sources: Sequence[int],
    targets: Sequence[int],
    *,
    keep: tuple[list[int], list[int]] | None = None,
) -> bool:
    """Make known a secret door between a source room and a target room, if there is one:
    the first, or with ``keep`` (steps from the way in, steps to the goal) the one that leaves
    the goal deepest."""
    ours, theirs = set(sources), set(targets)
    best, best_depth = None, -1
    for edge in level.edges:
        if not edge.secret or edge.a in hidden or edge.b in hidden:
            continue
        if edge.a in ours and edge.b in theirs:
            near, far = edge.a, edge.b
        elif edge.b in ours and edge.a in theirs:
            near, far = edge.b, edge.a
        else:
            continue
        if keep is None:
            edge.secret = False
            return True
        depth = keep[0][near] + 1 + keep[1][far]
        if depth > best_depth:
            best, best_depth = edge, depth
    if best is None:
        return False
    best.secret = False
    return True


@dataclass(frozen=True, slots=True)
class _Floor:
    """A room's floor as :meth:`_Ground.grown` grew it, in a window of the map: a bit a tile
    (bit y × (cols + 1) + x for the window's tile (y, x)), with the box that fits round it."""

    bits: int
    area: int  # tiles
    top: int  # the window's place on the map, and its size
    left: int
    rows: int
    cols: int
    box: tuple[int, int, int, int]  # the floor's first and last row and column, in the window


def _lair(level: LevelMap, ground: _Ground, keyed: Keyed, known: _Known | None = None) -> int:
    """The lord's room: a great room deep on the players' map (``known`` when given), grown
    into one if need be."""
    hidden = keyed.secret_rooms
    if known is None:
        known = _Known(level, hidden, keyed.entry)
    links, far = known.links, known.far
    areas = [int(np.count_nonzero(room.mask)) for room in level.rooms]
    wanted = LAIR_SCALE * metrics.median(areas)
    shown = [r for r in range(len(links)) if r not in hidden and r != keyed.entry]
    quiet = [r for r in shown if r not in keyed.ends] or shown
    if not quiet:
        return keyed.lord
    # a room two known routes reach first: no bypass to dig round a choke before it
    clear = known.walk.clear()
    quiet = [r for r in quiet if clear[r]] or quiet
    deepest = max(far[r] for r in quiet)
    deep = [r for r in quiet if far[r] >= max(1, (2 * deepest + 2) // 3)]
    great = [r for r in deep if areas[r] >= wanted]
    if great:
        return max(great, key=lambda r: (far[r], areas[r], -r))
    options: list[tuple[int, int, _Floor | None]] = []
    for room in sorted(deep, key=lambda r: (-far[r], -areas[r], r))[:4]:
        floor = ground.grown(level.rooms[room], wanted)
        area = floor.area if floor is not None else areas[room]
        options.append((area, room, floor))
        if area >= wanted:
            break
    area, room, floor = max(options, key=lambda o: (o[0] >= wanted, o[0], -o[1]))
    if floor is not None:
        ground.settle_room(level.rooms[room], floor)
    return room


class _Ground:
    """What lies where on a level, for digging: ``label`` 0 open ground, r + 1 room r's
    floor, -1 a pathway or anything else a carver put down; ``inside`` keeps a tile clear of
    the edge; ``barred`` marks a room's tiles that something inside it bars (a pillar, a
    shaft): no new door opens beside one, or the pathway behind it would be cut off.

    Worked out from the level when first read: a level that settles with no tunnel and no
    grown lair needs none. Until then nothing changes where the level's rooms and pathways
    lie (only what is secret), so it is the ground settling began on."""

    __slots__ = ("_level", "_laid", "_alone", "_free", "_grew", "_ways", "_barring")

    def __init__(self, level: LevelMap) -> None:
        self._level = level
        self._laid: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        # open ground a room grew over before the ground was first laid (:meth:`settle_room`):
        # laid as that room's floor, but barred as the open ground it was when settling began
        self._grew: np.ndarray | None = None
        self._ways: tuple[int, np.ndarray] | None = None  # :meth:`_path`, for so many edges
        self._alone: np.ndarray | None = None  # the one room a tile touches, + 1; else 0
        self._free: np.ndarray | None = None
        self._barring: list[tuple[int, int]] | None = None  # :meth:`_bars`

    @property
    def label(self) -> np.ndarray:
        return self._lay()[0]

    @property
    def inside(self) -> np.ndarray:
        return self._lay()[1]

    @property
    def barred(self) -> np.ndarray:
        return self._lay()[2]

    def _lay(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The ground as ``maps.draw`` lays the level's tiles, read straight off its rooms
        and pathways: a wall and the background are both open ground here, a pathway laid
        over a room's floor leaves it floor, and only what stands inside a room (an interior
        tile no one walks) bars its floor."""
        if self._laid is not None:
            return self._laid
        level = self._level
        label = np.zeros((level.height, level.width), dtype=np.int32)
        for room in level.rooms:
            view = label[room.y : room.y + room.h, room.x : room.x + room.w]
            view[room.mask] = room.index + 1
        floor = label > 0
        barred = np.zeros(label.shape, dtype=bool)
        if level.interior:
            xs, ys, laid = maps.interior_array(level.interior)
            on = floor[ys, xs] if self._grew is None else (floor & ~self._grew)[ys, xs]
            barred[ys[on], xs[on]] = ~maps.PASSABLE[laid[on]]
        path = self._path()
        barred &= ~path
        label[path & ~floor] = -1
        inside = np.zeros(label.shape, dtype=bool)
        inside[1:-1, 1:-1] = True
        self._laid = (label, inside, barred)
        return self._laid

    def _path(self) -> np.ndarray:
        """Where the level's pathways lie (runs and doors), whole map; worked out again only
        when pathways were added (a pathway's tiles never change)."""
        level = self._level
        if self._ways is not None and self._ways[0] == len(level.edges):
            return self._ways[1]
        # the pathways laid on bytes a tile (a run is a row or a column): many small numpy
        # slices cost more than the bytes they set
        width = level.width
        laid_on = bytearray(level.height * width)
        for edge in level.edges:
            for x0, y0, x1, y1 in edge.runs:
                if y0 == y1:
                    laid_on[y0 * width + x0 : y0 * width + x1 + 1] = b"\x01" * (x1 - x0 + 1)
                    continue
                if x0 == x1:
                    laid_on[y0 * width + x0 : y1 * width + x0 + 1 : width] = b"\x01" * (y1 - y0 + 1)
                    continue
                for row in range(y0 * width, (y1 + 1) * width, width):
                    laid_on[row + x0 : row + x1 + 1] = b"\x01" * (x1 - x0 + 1)
            for x, y in edge.doors:
                laid_on[y * width + x] = 1
        path = np.frombuffer(laid_on, dtype=bool).reshape(level.height, width)
        self._ways = (len(level.edges), path)
        return path

    def changed(self) -> None:
        """The labels changed (a room's floor grew): survey again when next asked."""
        self._alone = self._free = None

    def dig(self, ys: np.ndarray, xs: np.ndarray) -> None:
        """Lay a pathway on the open ground at tiles (``ys``, ``xs``), and bring the survey up
        to date without redoing it: open ground turned pathway, so a tile that now touches
        one of these (eight ways) is no longer anyone's door nor free to tunnel through;
        nothing else a survey reads has changed."""
        self.label[ys, xs] = -1
        if self._alone is None or self._free is None:
            return
        height, width = self.label.shape
        top, left = max(0, int(ys.min()) - 1), max(0, int(xs.min()) - 1)
        bottom, right = min(height, int(ys.max()) + 2), min(width, int(xs.max()) + 2)
        path = np.zeros((bottom - top, right - left), dtype=bool)
        path[ys - top, xs - left] = True
        touched = _grow8(path)
        self._alone[top:bottom, left:right][touched] = 0
        self._free[top:bottom, left:right][touched] = False

    def _work_out(self) -> tuple[np.ndarray, np.ndarray]:
        if self._alone is None or self._free is None:
            self._alone, self._free = _survey(self.label, self.inside, self.barred)
        return self._alone, self._free

    def survey(self) -> tuple[np.ndarray, np.ndarray]:
        """Per tile: the one room whose floor it lies beside (four ways) and touches alone
        (eight ways), + 1, else 0: where a new pathway's door to that room may go; and
        whether it is open ground touching nothing at all: where a new pathway may run."""
        return self._work_out()

    def grown(self, room: maps.Room, wanted: float) -> _Floor | None:
        """The room's floor grown into the ground round it, touching nothing else, towards
        ``wanted`` tiles; None when it cannot grow. Its box's middle stays floor.

        Worked out in a window round the room's box, as whole numbers a bit a tile, each row
        one bit longer than the window so a step east or west off a row lands on a bit no
        tile allows (numpy's calls cost more than the window holds tiles): it grows at most
        :data:`GROWTH` tiles, and whether a tile may be taken reads only its neighbours."""
        height, width = self._level.height, self._level.width
        top, left = max(0, room.y - GROWTH - 2), max(0, room.x - GROWTH - 2)
        bottom = min(height, room.y + room.h + GROWTH + 2)
        right = min(width, room.x + room.w + GROWTH + 2)
        rows, cols = bottom - top, right - left
        stride = cols + 1
        taken, room_at, blocked = self._window(room, top, bottom, left, right)
        row_bits = (1 << cols) - 1
        col_bits = ((1 << (stride * rows)) - 1) // ((1 << stride) - 1)  # a bit at each row's start
        allowed = row_bits * col_bits  # every tile of the window, no blank bit
        if top == 0:  # the map's edge is never dug
            allowed &= ~row_bits
        if bottom == height:
            allowed &= ~(row_bits << (rows - 1) * stride)
        if left == 0:
            allowed &= ~col_bits
        if right == width:
            allowed &= ~(col_bits << (cols - 1))
        # open ground touching nothing but this room's floor (eight ways)
        other = taken & ~room_at
        near = other | other << 1 | other >> 1
        grid = allowed & ~(taken | near | near << stride | near >> stride)
        # it grows from the floor the guild walks, never from behind a pillar or a shaft, or
        # the new floor would be reached only through them (the Pits' seed 471)
        walked = room_at & ~blocked
        area = room_at.bit_count()
        y0, y1, x0, x1 = _bounds(room_at, stride, row_bits)
        best = None
        for _ in range(GROWTH):
            wide = walked | (walked << 1) | (walked >> 1)
            bigger = room_at | ((wide | (wide << stride) | (wide >> stride)) & grid)
            grown = bigger.bit_count()
            if grown == area:
                break
            walked |= bigger & ~room_at
            room_at, area = bigger, grown
            # a step grows the floor's box by at most a tile each way
            if y0 > 0 and (room_at >> ((y0 - 1) * stride)) & row_bits:
                y0 -= 1
            if y1 < rows - 1 and (room_at >> ((y1 + 1) * stride)) & row_bits:
                y1 += 1
            if x0 > 0 and room_at & (col_bits << (x0 - 1)):
                x0 -= 1
            if x1 < cols - 1 and room_at & (col_bits << (x1 + 1)):
                x1 += 1
            if (room_at >> ((y0 + y1 + 1) // 2 * stride + (x0 + x1 + 1) // 2)) & 1:
                best = _Floor(room_at, area, top, left, rows, cols, (y0, y1, x0, x1))
                if area >= wanted:
                    break
        return best

    def settle_room(self, room: maps.Room, floor: _Floor) -> None:
        """Give ``room`` the floor ``floor`` (:meth:`grown`), its box fitted round it."""
        y0, y1, x0, x1 = floor.box
        x, y = floor.left + x0, floor.top + y0
        w, h = x1 - x0 + 1, y1 - y0 + 1
        mask = _unbits(floor.bits, floor.rows, floor.cols)[y0 : y1 + 1, x0 : x1 + 1].copy()
        if self._laid is None:  # laid from the rooms when first read, this one grown
            grew = np.zeros((self._level.height, self._level.width), dtype=bool)
            grew[y : y + h, x : x + w] = mask
            grew[room.y : room.y + room.h, room.x : room.x + room.w] &= ~room.mask
            self._grew = grew if self._grew is None else self._grew | grew
        room.x, room.y, room.w, room.h = x, y, w, h
        room.mask = mask
        if floor.area != w * h:
            room.form = "blob"
        if self._laid is not None:
            self.label[y : y + h, x : x + w][mask] = room.index + 1
        self.changed()

    def _window(
        self, room: maps.Room, top: int, bottom: int, left: int, right: int
    ) -> tuple[int, int, int]:
        """Rows ``top:bottom`` and columns ``left:right`` as bit masks (:func:`_bits`): the
        tiles taken (a floor, a pathway: not open ground in :attr:`label`), ``room``'s floor,
        and its tiles that something standing in it bars (a pillar, a shaft), as
        :attr:`barred` holds them. Read from the rooms and pathways that reach the window when
        the ground is not laid yet (most levels never lay it)."""
        stride = right - left + 1
        if self._laid is not None:
            label = self.label[top:bottom, left:right]
            return (
                _bits(label != 0),
                _bits(label == room.index + 1),
                _bits(self.barred[top:bottom, left:right]),
            )
        laid = np.zeros((bottom - top, stride), dtype=bool)
        laid[:, :-1] = self._path()[top:bottom, left:right]
        taken = 0
        for other in self._level.rooms:
            y0, y1, x0, x1 = other.y, other.y + other.h, other.x, other.x + other.w
            if y0 < bottom and y1 > top and x0 < right and x1 > left:
                y0, y1 = max(y0, top), min(y1, bottom)
                x0, x1 = max(x0, left), min(x1, right)
                if np.count_nonzero(other.mask) == other.w * other.h:  # a whole box: no numpy
                    column = ((1 << stride * (y1 - y0)) - 1) // ((1 << stride) - 1)
                    taken |= ((1 << x1 - x0) - 1) * column << (y0 - top) * stride + x0 - left
                    continue
                laid[y0 - top : y1 - top, x0 - left : x1 - left] |= other.mask[
                    y0 - other.y : y1 - other.y, x0 - other.x : x1 - other.x
                ]
        blocked = 0
        for x, y in self._bars():
            if room.x <= x < room.x + room.w and room.y <= y < room.y + room.h:
                blocked |= 1 << (y - top) * stride + x - left
        floor = _placed(room.mask, stride) << (room.y - top) * stride + room.x - left
        return taken | _packed(laid), floor, blocked

    def _bars(self) -> list[tuple[int, int]]:
        """The (x, y) tiles that something standing in a room bars, off the pathways."""
        if self._barring is None:
            path = self._path()
            self._barring = [
                (x, y)
                for x, y, laid in self._level.interior
                if not _PASSABLE[laid] and not path[y, x]
            ]
        return self._barring


def _placed(mask: np.ndarray, stride: int) -> int:
    """A mask as a bit mask with rows ``stride`` bits apart (at least its width)."""
    height, width = int(mask.shape[0]), int(mask.shape[1])
    if np.count_nonzero(mask) == height * width:  # a whole box, as most rooms are: no numpy
        return ((1 << width) - 1) * (((1 << stride * height) - 1) // ((1 << stride) - 1))
    padded = np.zeros((height, stride), dtype=bool)
    padded[:, :width] = mask
    return _packed(padded)


def _packed(mask: np.ndarray) -> int:
    """A mask as one integer, bit y × width + x for tile (y, x)."""
    return int.from_bytes(np.packbits(mask, bitorder="little").tobytes(), "little")


def _bounds(bits: int, stride: int, row_bits: int) -> tuple[int, int, int, int]:
    """The first and last row and the first and last column of a bit mask's tiles (rows
    ``stride`` bits apart, each ``row_bits`` wide)."""
    y0 = ((bits & -bits).bit_length() - 1) // stride
    y1 = (bits.bit_length() - 1) // stride
    across = 0
    for y in range(y0, y1 + 1):
        across |= bits >> y * stride
    across &= row_bits
    return y0, y1, (across & -across).bit_length() - 1, across.bit_length() - 1


def _survey(
    label: np.ndarray, inside: np.ndarray, barred: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """For each tile of ``label``: the one room it lies beside (four ways) and touches alone
    (eight ways), + 1, else 0; and whether it is open ground touching nothing at all."""
    taken = label != 0
    big = np.iinfo(np.int32).max
    low = _spread(np.where(taken, label, big), np.minimum)
    high = _spread(np.where(taken, label, -big), np.maximum)
    ground = (label == 0) & inside
    beside = _grow4((label > 0) & ~barred)  # beside open floor, not a pillar or a shaft
    alone = np.where(ground & beside & (low == high) & (low > 0), low, 0)
    return alone, ground & (high == -big)


def _dig(
    rng: np.random.Generator,
    level: LevelMap,
    ground: _Ground,
    sources: Sequence[int],
    targets: Sequence[int],
) -> bool:
    """Dig a known pathway from one of ``sources`` to one of ``targets`` through open ground,
    among the shortest ones; False when none fits in :data:`LONGEST_TUNNEL` tiles."""
    if not sources or not targets:
        return False
    alone, free = ground.survey()
    # where a door may go: 1 beside a source room, 2 beside a target room (not a source)
    side = np.zeros(len(level.rooms) + 1, dtype=np.int8)
    side[[room + 1 for room in targets]] = 2
    side[[room + 1 for room in sources]] = 1
    # a room's doors lie on its box's rim or inside it: look no further
    rooms = [level.rooms[room] for room in (*sources, *targets)]
    y0, x0 = max(0, min(r.y for r in rooms) - 1), max(0, min(r.x for r in rooms) - 1)
    y1, x1 = max(r.y + r.h for r in rooms) + 1, max(r.x + r.w for r in rooms) + 1
    ends = np.take(side, alone[y0 : y1 + 1, x0 : x1 + 1])
    # search only round the rooms' doors: a tunnel that strays far is no shortcut
    rows = np.flatnonzero(ends.any(axis=1))
    if not len(rows):
        return False
    cols = np.flatnonzero(ends.any(axis=0))
    top, left = max(0, y0 + int(rows[0]) - MARGIN), max(0, x0 + int(cols[0]) - MARGIN)
    bottom, right = y0 + int(rows[-1]) + MARGIN + 1, x0 + int(cols[-1]) + MARGIN + 1
    window = (slice(top, bottom), slice(left, right))
    ends = np.take(side, alone[window])
    starts = ends == 1
    found = _shortest(free[window] | starts, starts, ends == 2)
    if found is None:
        return False
    layers, first, options = found
    width = ends.shape[1] + 1  # a row of the bit masks, with a blank tile after it
    pick = options[int(rng.integers(len(options)))]
    bits = [pick, *_climb(layers, first, width, pick)][::-1]
    path = [(at // width + top, at % width + left) for at in bits]
    first = _room_beside(ground.label, path[0], sources)
    last = _room_beside(ground.label, path[-1], targets)
    dug = np.array(path)
    ground.dig(dug[:, 0], dug[:, 1])
    tiles = [(x, y) for y, x in path]
    if first > last:
        first, last, tiles = last, first, tiles[::-1]
    level.edges.append(Edge(first, last, (tiles[0], tiles[-1]), _runs(tiles), tree=False))
    return True


def _bits(mask: np.ndarray) -> int:
    """A window's mask as one integer, bit y × (width + 1) + x for tile (y, x): each row has a
    blank bit after it, so a step east or west off a row never lands on the next."""
    height, width = mask.shape
    padded = np.zeros((height, width + 1), dtype=bool)
    padded[:, :width] = mask
    return int.from_bytes(np.packbits(padded, bitorder="little").tobytes(), "little")


def _grown(tiles: int, width: int) -> int:
    """``tiles`` (a bit mask, rows ``width`` bits) and the tiles four ways beside them."""
    return tiles | tiles << 1 | tiles >> 1 | tiles << width | tiles >> width


def _set_bits(tiles: int) -> list[int]:
    """The bits set in ``tiles``, lowest first."""
    raw = np.frombuffer(tiles.to_bytes((tiles.bit_length() + 7) // 8, "little"), dtype=np.uint8)
    found: list[int] = np.flatnonzero(np.unpackbits(raw, bitorder="little")).tolist()
    return found


def _shortest(
    open_: np.ndarray, starts: np.ndarray, goals: np.ndarray
) -> tuple[list[int], int, list[int]] | None:
    """The shortest ways through ``open_`` from ``starts`` to beside ``goals`` (a window's
    masks), as three things: breadth-first rings, ring k the tiles k steps from the nearest
    start, each a bit mask (:func:`_bits`), spread until :data:`SLACK` rings past the first
    that touches a goal tile, or short of :data:`LONGEST_TUNNEL`; the number of that first
    ring; and the goal tiles (bit numbers, in row order) that those last rings touch: the ends
    of the tunnels as good as the shortest. None when no goal is reached.

    A ring is spread as a few shifts of one Python integer, and only as far as the shortest
    tunnel needs, where a Dijkstra map flooded the whole window."""
    width = open_.shape[1] + 1
    start = _bits(starts)
    goal = _bits(goals)
    if not start or not goal:
        return None
    unseen = _bits(open_) & ~start
    before_goal = _grown(goal, width)  # tiles from which a goal is one step
    layers = [start]
    ring, first = start, -1
    for depth in range(LONGEST_TUNNEL):
        if first < 0 and ring & before_goal:
            first = depth
        if depth == LONGEST_TUNNEL - 1 or (first >= 0 and depth == first + SLACK):
            break
        ring = _grown(ring, width) & unseen
        if not ring:
            break
        unseen ^= ring
        layers.append(ring)
    if first < 0:
        return None
    reached = 0
    for ring in layers[first:]:
        reached |= _grown(ring, width) & goal
    return layers, first, _set_bits(reached)


def _climb(layers: list[int], first: int, width: int, goal: int) -> list[int]:
    """The tiles (bit numbers) from beside the goal tile ``goal`` back to a start: first its
    nearest neighbour (the lowest (y, x) of those in the earliest ring, which is ``first`` or
    a later one), then a ring nearer each step (north, south, west, east tried in turn).
    The same path as tcod's hill climb down a Dijkstra map picks."""
    for depth in range(first, len(layers)):
        ring = layers[depth]
        here = next(
            (at for at in (goal - width, goal - 1, goal + 1, goal + width) if ring >> at & 1), -1
        )
        if here >= 0:
            break
    else:
        raise AssertionError(f"tunnel end {goal} beside no ring: a topology bug")
    tiles = [here]
    for ring in reversed(layers[:depth]):
        here = next(
            at
            for at in (here - width, here + width, here - 1, here + 1)
            if at >= 0 and ring >> at & 1
        )
        tiles.append(here)
    return tiles


def _room_beside(label: np.ndarray, at: tuple[int, int], rooms: Sequence[int]) -> int:
    y, x = at
    for dy, dx in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        room = int(label[y + dy, x + dx]) - 1
        if room in rooms:
            return room
    raise AssertionError(f"no room of {list(rooms)} beside {at}: a topology bug")


def _runs(tiles: list[tuple[int, int]]) -> tuple[tuple[int, int, int, int], ...]:
    """A path of (x, y) tiles, one after another four ways, as straight boxes (x0, y0, x1, y1)."""
    runs = []
    i = 0
    while i < len(tiles):
        j = i
        if j + 1 < len(tiles):
            dx, dy = tiles[j + 1][0] - tiles[j][0], tiles[j + 1][1] - tiles[j][1]
            while (
                j + 1 < len(tiles)
                and tiles[j + 1][0] - tiles[j][0] == dx
                and tiles[j + 1][1] - tiles[j][1] == dy
            ):
                j += 1
        (xa, ya), (xb, yb) = tiles[i], tiles[j]
        runs.append((min(xa, xb), min(ya, yb), max(xa, xb), max(ya, yb)))
        i = j + 1
    return tuple(runs)


def _spread(values: np.ndarray, pick: np.ufunc) -> np.ndarray:
    """Each tile's ``pick`` (np.minimum or np.maximum) over itself and its eight neighbours."""
    out = values.copy()
    pick(out[1:, :], values[:-1, :], out=out[1:, :])
    pick(out[:-1, :], values[1:, :], out=out[:-1, :])
    wide = out.copy()
    pick(wide[:, 1:], out[:, :-1], out=wide[:, 1:])
    pick(wide[:, :-1], out[:, 1:], out=wide[:, :-1])
    return wide


def _grow4(mask: np.ndarray) -> np.ndarray:
    out = mask.copy()
    out[1:, :] |= mask[:-1, :]
    out[:-1, :] |= mask[1:, :]
    out[:, 1:] |= mask[:, :-1]
    out[:, :-1] |= mask[:, 1:]
    return out


def _unbits(bits: int, rows: int, cols: int) -> np.ndarray:
    """The mask :func:`_bits` made ``bits`` from."""
    size = rows * (cols + 1)
    raw = np.frombuffer(bits.to_bytes((size + 7) // 8, "little"), dtype=np.uint8)
    flat = np.unpackbits(raw, bitorder="little")[:size].astype(bool)
    return flat.reshape(rows, cols + 1)[:, :cols]


def _grow8(mask: np.ndarray) -> np.ndarray:
    out = mask.copy()
    out[1:, :] |= mask[:-1, :]
    out[:-1, :] |= mask[1:, :]
    wide = out.copy()
    wide[:, 1:] |= out[:, :-1]
    wide[:, :-1] |= out[:, 1:]
    return wide


def reach(links: Links, start: int, *, closed_room: int = -1, closed_edge: int = -1) -> set[int]:
    """The rooms reached from ``start`` without entering ``closed_room`` or ``closed_edge``."""
    seen, stack = {start}, [start]
    while stack:
        here = stack.pop()
        for other, edge in links[here]:
            if edge == closed_edge or other == closed_room or other in seen:
                continue
            seen.add(other)
            stack.append(other)
    return seen


def _steps(links: Links, start: int) -> list[int]:
    """Pathways from ``start`` to every room; unreached rooms get -1."""
    return steps(links, [start])


def steps(links: Sequence[Sequence[tuple[int, int]]], starts: Sequence[int]) -> list[int]:
    """Pathways from the nearest of ``starts`` to every room; unreached rooms get -1."""
    far = [-1] * len(links)
    frontier = list(starts)
    for start in frontier:
        far[start] = 0
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for room in frontier:
            for other, _ in links[room]:
                if far[other] < 0:
                    far[other] = depth
                    nxt.append(other)
        frontier = nxt
    return far
