"""Key a drawn level: entrances, secrets, locks, room numbers and depth (pp. 334–339).

The map of ``worm.gen.maps`` is a plain graph of rooms. Keying decides what the book asks of a
level beyond its shape:

- where the guild comes in (the end room of the way up, or the surface entrance), and from it
  how deep each room lies;
- the ends of the level connections — ways down sit deep, in a secret room when the way itself
  is secret;
- secret rooms (every pathway to them secret) and secret doors on loops, never cutting off a
  room the guild could otherwise reach (p. 337, "a reason to be surprised");
- locked doors on choke points, each with its key in a room the guild can reach first; once
  ``worm.gen.topology.settle`` has dug its bypasses, :func:`relock` moves a lock they went
  round to a choke of the mended map, so every lock shuts something off;
- room keys ``L·RR`` (p. 334: 101, 102 … on level 1), numbered outwards from the entrance.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

import numpy as np

from worm.gen import metrics
from worm.gen.maps import LevelMap

End = Literal["entrance", "up", "down", "across"]

LAIR_SCALE = 3  # the lair's floor, in median rooms (issue 20)
SECRET_SHARE = 0.25  # the usual chance a pathway is drawn a secret door (layout settings)


@dataclass(frozen=True, slots=True)
class Need:
    """A level connection that must end in a room of this level."""

    end: End  # the surface entrance, a way to a shallower level, a deeper one, or one beside
    secret: bool
    onward: bool = False  # across to a later level: keyed deep in the level, as a way down is

    @property
    def deep(self) -> bool:
        """Whether the way leads on (down, or across to a later level): it ends deep in the
        level, past the rest of it."""
        return self.end == "down" or self.onward


@dataclass(frozen=True, slots=True)
class Keyed:
    """What keying decided, by room index (the order ``carve`` placed the rooms)."""

    keys: tuple[str, ...]  # room index → "L·RR"
    entry: int  # the room the guild arrives in first
    ends: tuple[int, ...]  # need i → its room
    secret_rooms: frozenset[int]
    locks: tuple[tuple[int, int], ...]  # (edge index, room index holding its key)
    depth: tuple[int, ...]  # rooms from the entry, secrets counted
    lord: int  # the deepest room: where the dungeon lord waits (p. 341)


def key(
    rng: np.random.Generator,
    level: LevelMap,
    number: int,
    needs: list[Need],
    *,
    secret_share: float = SECRET_SHARE,
) -> Keyed:
    """Decide the entrance, secrets, locks, connection rooms and keys of one level."""
    count = len(level.rooms)
    links = level.neighbours()
    block_of, blocks = _blocks(links)
    core = max(blocks, key=len, default=set())
    entry = _periphery(rng, links, core)
    outwards, far = _outwards(links, entry)
    secret_rooms = _secret_rooms(rng, level, links, entry, core, far)
    depth = far  # steps over every pathway: secrets laid since change nothing
    ends = _ends(rng, needs, entry, secret_rooms, core, depth)
    # The lord waits in the depths of the core, away from the ways in when the level allows:
    # a great room there if one is deep enough (``topology.settle`` grows it otherwise).
    open_rooms = [r for r in range(count) if r not in secret_rooms]
    quiet = [r for r in open_rooms if r not in ends] or open_rooms
    quiet = [r for r in quiet if r in core and r != entry] or quiet
    lord = lair_choice(level, quiet, depth)
    # Secret doors on loops: never on a pathway the known ways need, and never one that leaves
    # the lair or a known way down a single known route from the way in (p. 334).
    goals = [lord] + [
        room
        for need, room in zip(needs, ends, strict=True)
        if need.deep and room not in secret_rooms and room != entry
    ]
    doors = _Doors(level, links, (block_of, blocks), entry, secret_rooms, goals)
    owed = 0  # doors drawn secret that would have cut a route: the next that fits is hidden
    order = rng.permutation(len(level.edges)).tolist()
    # one draw for each pathway not secret yet, in the order's turn (only the pathway in turn
    # is ever hidden below): drawn at once, the stream's numbers come out the same
    draws = iter(rng.random(sum(not edge.secret for edge in level.edges)).tolist())
    for index in order:
        if level.edges[index].secret:
            continue
        drawn = next(draws) < secret_share
        if drawn or owed:
            fits = doors.fits(index)
            if fits:
                doors.hide(index)
                owed -= not drawn
            elif fits is not None:
                owed += drawn
    for index in order:  # what is still owed, from the start of the order again
        if owed <= 0:
            break
        if not level.edges[index].secret and doors.fits(index):
            doors.hide(index)
            owed -= 1
    for index in order:  # a share above the usual comes before the routes: settle mends them
        if owed <= 0 or secret_share <= SECRET_SHARE:
            break
        if not level.edges[index].secret and doors.reaches_all(index):
            doors.hide(index)
            owed -= 1
    known_depth = _distances(links, entry, level=level)
    locks = _lock(rng, level, links, entry, secret_rooms, known_depth, count)
    keys = _number(outwards, number, count)
    return Keyed(
        keys=keys,
        entry=entry,
        ends=tuple(ends),
        secret_rooms=frozenset(secret_rooms),
        locks=locks,
        depth=tuple(depth),
        lord=lord,
    )


def _secret_rooms(
    rng: np.random.Generator,
    level: LevelMap,
    links: list[list[tuple[int, int]]],
    entry: int,
    core: Collection[int],
    far: list[int],
) -> set[int]:
    """Secret rooms: ones whose loss cuts no one else off, well away from the entry; dead ends
    off the core first (a room there is on the loops the guild's second routes run round)."""
    count = len(links)
    wanted = (1 if count >= 10 else 0) + (1 if count >= 16 and rng.random() < 0.5 else 0)
    secret_rooms: set[int] = set()
    # only rooms of one or two pathways, never the entry, may be hidden: sorted alone
    may = [r for r in range(count) if len(links[r]) <= 2 and r != entry] if wanted else []
    for room in sorted(may, key=lambda r: (r in core, len(links[r]), -far[r], r)):
        if len(secret_rooms) >= wanted:
            break
        # a dead end off the rooms left shown leaves them joined as they were
        if (len(links[room]) == 1 and links[room][0][0] not in secret_rooms) or _connected_without(
            links, secret_rooms | {room}, entry, count
        ):
            secret_rooms.add(room)
            for _, edge in links[room]:
                level.edges[edge].secret = True
    return secret_rooms


def _ends(
    rng: np.random.Generator,
    needs: list[Need],
    entry: int,
    secret_rooms: set[int],
    core: Collection[int],
    depth: list[int],
) -> list[int]:
    """The room of each level connection, the first the way in: ways down deep (``depth``),
    other ways anywhere; a secret way may use a secret room. A known way down lies on the
    core when it can, so two known routes reach it."""
    count = len(depth)
    ends: list[int] = []
    used: set[int] = {entry}
    for i, need in enumerate(needs):
        if i == 0:
            ends.append(entry)
            continue
        pool = [r for r in range(count) if r not in used and (need.secret or r not in secret_rooms)]
        if need.secret and (hidden := [r for r in pool if r in secret_rooms]):
            pool = hidden
        if not pool:
            pool = [r for r in range(count) if r not in secret_rooms or need.secret] or [entry]
        if need.deep:
            if not need.secret:
                pool = [r for r in pool if r in core] or pool
            deepest = max(depth[r] for r in pool)
            pool = [r for r in pool if depth[r] >= deepest - 1]
        room = pool[int(rng.integers(len(pool)))]
        ends.append(room)
        used.add(room)
    return ends


class _Doors:
    """Which pathways a secret door may go on (:meth:`fits`), kept up to date as doors are
    hidden (:meth:`hide`), with as few searches as the answer allows.

    Hiding a pathway changes which rooms reach which, and which routes are single, within its
    own block alone (:func:`_blocks`): only that block is searched. A bridge (no block) never
    fits: the rooms past it would be cut off; nor does a pathway of a block with no loop left
    on the players' map. One from a block that still has every pathway always fits, off the
    core. On the core, the way in and the goals (lair, known ways down) must stay clear of
    chokes (:func:`clear_from`); one of them left a single known pathway there is not."""

    def __init__(
        self,
        level: LevelMap,
        links: list[list[tuple[int, int]]],
        blocks: tuple[list[int], list[set[int]]],
        entry: int,
        secret_rooms: set[int],
        goals: list[int],
    ) -> None:
        self.edges = level.edges
        self.links = links
        self.block_of, self.blocks = blocks
        self.core = max(self.blocks, key=len, default=set())
        self.entry, self.hidden, self.goals = entry, secret_rooms, goals
        edges = self.edges
        known = [not (e.secret or e.a in secret_rooms or e.b in secret_rooms) for e in edges]
        self.known = known
        # per block: loops left on the players' map (known pathways − rooms + 1); every
        # pathway still known
        spare = [1 - len(rooms - secret_rooms) for rooms in self.blocks]
        whole = [True] * len(self.blocks)
        for index, block in enumerate(self.block_of):
            if block >= 0:
                spare[block] += known[index]
                whole[block] = whole[block] and known[index]
        self.spare, self.whole = spare, whole
        core = self.core
        pinned = self.pinned = {entry, *goals} & core
        ways_on = self.ways_on = dict.fromkeys(pinned, 0)  # known pathways on the core
        for index, edge in enumerate(edges):
            a, b = edge.a, edge.b
            if (a in pinned or b in pinned) and known[index] and a in core and b in core:
                for room in {a, b} & pinned:
                    ways_on[room] += 1
        self.inside: dict[int, list[list[tuple[int, int]]]] = {}  # a block's own pathways
        # Pathways in a run through rooms with two known pathways each answer alike: losing
        # any one of them leaves the run's rooms hanging off its ends. An answer other than
        # "fits" stands once found (hiding more never adds a route), and once one is hidden
        # the rest would cut a room off.
        run = list(range(len(edges)))
        block_of = self.block_of
        for ways in links:
            if len(ways) < 2:
                continue
            mine = [e for _, e in ways if known[e]]
            if len(mine) == 2 and block_of[mine[0]] >= 0:
                first, second = _top(run, mine[0]), _top(run, mine[1])
                run[max(first, second)] = min(first, second)
        self.run = [e if run[e] == e else _top(run, e) for e in range(len(edges))]
        self.found: dict[int, bool | None] = {}
        self.chains: tuple[list[list[tuple[int, int]]], dict[int, int], list[bool]] | None = None
        self.node: dict[int, int] = {}  # a room that ends chains → its place among them

    def fits(self, index: int) -> bool | None:
        """True when a secret door on pathway ``index`` keeps every known room reached and
        every goal clear; False when it would leave a goal a single route; None when it
        would cut a room off."""
        run = self.run[index]
        if run in self.found:
            return self.found[run]
        answer = self._fits(index)
        if answer is not True:
            self.found[run] = answer
        return answer

    def _fits(self, index: int) -> bool | None:
        block = self.block_of[index]
        if block < 0 or self.spare[block] < 1:
            return None
        rooms = self.blocks[block]
        edge = self.edges[index]
        on_core = rooms is self.core
        if on_core and any(self.ways_on[r] <= 2 for r in (edge.a, edge.b) if r in self.pinned):
            return False
        if not on_core and self.whole[block]:
            return True
        if on_core:
            return self._core_fits(index)
        clear, reached = _clear(self._inside(block), edge.a, self.known, index)
        return True if reached == len(rooms - self.hidden) else None

    def _core_fits(self, index: int) -> bool | None:
        """:meth:`fits` for a pathway of the core, searched on the core drawn small: each
        chain of rooms with two known pathways there (none of them the way in or a goal) is
        one pathway between the rooms at its ends. Losing any pathway of a chain loses the
        chain's route and nothing else; losing a second would cut its middle off."""
        if self.chains is None:
            self.chains = self._draw_chains()
        ends, chain_of, alive = self.chains
        chain = chain_of[index]
        if not alive[chain]:
            return None
        clear, reached = _clear(ends, 0, alive, chain)
        if reached < len(ends):
            return None
        return all(goal in self.node and clear[self.node[goal]] for goal in self.goals)

    def _draw_chains(self) -> tuple[list[list[tuple[int, int]]], dict[int, int], list[bool]]:
        """The core drawn small: its rooms that end chains (the way in first, then the goals
        and every known room without two known pathways on the core), each one's chains as
        (room at the other end, chain), each core pathway's chain, and whether each chain
        is still whole."""
        core, known, edges = self.core, self.known, self.edges
        ways: dict[int, list[tuple[int, int]]] = {room: [] for room in core}
        for index, edge in enumerate(edges):
            if known[index] and edge.a in core and edge.b in core:
                ways[edge.a].append((edge.b, index))
                ways[edge.b].append((edge.a, index))
        shown = [r for r in sorted(core) if r not in self.hidden]
        stops = [self.entry] + [
            r for r in shown if r != self.entry and (r in self.pinned or len(ways[r]) != 2)
        ]
        self.node = {room: i for i, room in enumerate(stops)}
        ends: list[list[tuple[int, int]]] = [[] for _ in stops]
        chain_of: dict[int, int] = {}
        chain = -1
        for start in stops:
            for here, first in ways[start]:
                if first in chain_of:
                    continue
                chain += 1
                chain_of[first] = chain
                came = first
                while here not in self.node:  # a room of two ways: on by the one not came by
                    (one, by_one), (two, by_two) = ways[here]
                    here, came = (two, by_two) if by_one == came else (one, by_one)
                    chain_of[came] = chain
                ends[self.node[start]].append((self.node[here], chain))
                ends[self.node[here]].append((self.node[start], chain))
        return ends, chain_of, [True] * (chain + 1)

    def reaches_all(self, index: int) -> bool:
        """Whether every known room is still reached with a secret door on pathway
        ``index``, goals or not."""
        block = self.block_of[index]
        if block < 0 or self.spare[block] < 1:
            return False
        if self.whole[block]:
            return True
        rooms = self.blocks[block]
        start = self.entry if self.entry in rooms else self.edges[index].a
        _, reached = _clear(self._inside(block), start, self.known, index)
        return reached == len(rooms - self.hidden)

    def _inside(self, block: int) -> list[list[tuple[int, int]]]:
        if block not in self.inside:
            self.inside[block] = [
                [(o, e) for o, e in ways if self.block_of[e] == block] for ways in self.links
            ]
        return self.inside[block]

    def hide(self, index: int) -> None:
        """Make pathway ``index`` a secret door."""
        edge = self.edges[index]
        block = self.block_of[index]
        edge.secret = True
        self.known[index] = False
        self.spare[block] -= 1
        self.whole[block] = False
        for room in {edge.a, edge.b} & self.pinned:
            self.ways_on[room] -= 1
        self.found[self.run[index]] = None
        if self.chains is not None and index in self.chains[1]:
            self.chains[2][self.chains[1][index]] = False


def _top(run: list[int], edge: int) -> int:
    """The first pathway of ``edge``'s run (a union-find's root), halving the way up."""
    while run[edge] != edge:
        run[edge] = run[run[edge]]
        edge = run[edge]
    return edge


def renumber(level: LevelMap, keyed: Keyed, number: int, *, lord: int) -> Keyed:
    """``keyed`` with the lord in ``lord`` and its room keys and depths worked out again:
    after pathways were added to the level (``worm.gen.topology``)."""
    outwards, depth = _outwards(level.neighbours(), keyed.entry)
    return replace(
        keyed, keys=_number(outwards, number, len(level.rooms)), depth=tuple(depth), lord=lord
    )


def relock(level: LevelMap, keyed: Keyed, *, moved: bool = True) -> Keyed:
    """``keyed`` with each lock that has a way round it moved to the nearest choke that has
    none, and the keys laid again; after pathways were added (``worm.gen.topology``).

    The bypasses of the topology pass are dug round chokes, locked or not, so most locks laid
    by :func:`key` ended up shutting nothing. The rule after this: with any one lock shut, at
    least one known room cannot be reached from the entry over known pathways (two or more
    when such a choke is left), and each key lies in a room reached from the entry without
    passing its lock. A level with no choke left keeps no lock. Nothing is drawn from the
    level's random stream, and a level whose locks all still shut something is unchanged.

    First a secret door beside an open pathway into the same room is made plain
    (:func:`_plain_twins`): a bypass can dig such a pathway.

    With ``moved`` False the caller vouches that no pathway was added or made known since
    :func:`key` laid the locks: unless a twin was made plain, they all still shut something
    and ``keyed`` is returned as it is, with no search."""
    if not _plain_twins(level, keyed.secret_rooms) and not moved:
        return keyed
    links = level.neighbours()
    count = len(level.rooms)
    hidden = set(keyed.secret_rooms)
    entry = keyed.entry
    locked = [edge for edge, _ in keyed.locks]
    for edge in locked:
        level.edges[edge].locked = False
    shuts = _shuts(level, links, entry, hidden, count)
    if all(edge in shuts for edge in locked):
        for edge in locked:
            level.edges[edge].locked = True
        return keyed
    chosen = [edge for edge in locked if edge in shuts]
    for edge in locked:
        free = [e for e in shuts if e not in chosen]
        if edge not in shuts and free:
            near = [_distances(links, end) for end in (level.edges[edge].a, level.edges[edge].b)]
            apart = {
                e: min(far[level.edges[e].a] for far in near)
                + min(far[level.edges[e].b] for far in near)
                for e in free
            }
            chosen.append(min(free, key=lambda e: (shuts[e] < 2, apart[e], e)))
    for edge in chosen:
        level.edges[edge].locked = True
    depth = _distances(links, entry, level=level)
    return replace(keyed, locks=_keys(level, links, entry, chosen, depth))


def _plain_twins(level: LevelMap, secret_rooms: Iterable[int]) -> bool:
    """Make plain every secret door between two known rooms that an open pathway also joins:
    it would hide nothing (p. 337, a secret door is there to surprise), and its clue would set
    the guild knocking on a wall beside an open way into the same room. True if any was."""
    hidden = set(secret_rooms)
    edges = level.edges
    doors = [e for e in edges if e.secret and e.a not in hidden and e.b not in hidden]
    if not doors:  # most levels: no secret door between known rooms, nothing to look up
        return False
    # each pair of rooms as (lower, higher): a tuple hashes faster than a frozenset
    joined = {(e.a, e.b) if e.a <= e.b else (e.b, e.a) for e in edges if not e.secret}
    made = False
    for edge in doors:
        if ((edge.a, edge.b) if edge.a <= edge.b else (edge.b, edge.a)) in joined:
            edge.secret = False
            made = True
    return made


def _shuts(
    level: LevelMap,
    links: list[list[tuple[int, int]]],
    entry: int,
    secret_rooms: set[int],
    count: int,
) -> dict[int, int]:
    """The pathways a lock may go on, each with the known rooms that lock alone shuts off from
    the entry: known pathways (not locked already) on every known route to one room or more,
    with the entry's side holding a room besides the entry.

    Two depth-first searches at most, not one search per pathway: the known map's bridges
    (its pathways on every route between their two rooms) come from one, and a bridge of the
    walked map (pathways neither secret nor locked) shuts off exactly the rooms below it in
    that map's search tree from the entry."""
    edges = level.edges
    known = [
        not (e.secret or e.a in secret_rooms or e.b in secret_rooms) and e.a != e.b for e in edges
    ]
    walked = [not (e.secret or e.locked) for e in edges]
    if walked != known:
        tree = LowLinks(links, entry, walked)
        cut = LowLinks(links, 0, known, more=range(count)).bridges()
    else:
        tree = LowLinks(links, entry, known, more=range(count))
        cut = tree.bridges()
    reached = tree.size[entry]
    below = {tree.came_by[room]: tree.size[room] for room in tree.cut_below(entry)}
    found: dict[int, int] = {}
    for index in sorted(cut):
        if edges[index].locked:
            continue
        reach = reached - below.get(index, 0)
        beyond = count - len(secret_rooms) - reach
        if beyond >= 1 and reach >= 2:
            found[index] = beyond
    return found


def _periphery(
    rng: np.random.Generator, links: list[list[tuple[int, int]]], core: Collection[int]
) -> int:
    """A room on the rim of the core (of the whole graph when it has no loop): one of its
    rooms farthest from a random room.

    (A room farthest from any room is always an end of some longest shortest path's search —
    the "double sweep" — and costs one search instead of one per room.)
    """
    far = _distances(links, int(rng.integers(len(links))))
    rooms = sorted(core) or range(len(links))
    top = max(far[r] for r in rooms)
    options = [r for r in rooms if far[r] == top]
    return options[int(rng.integers(len(options)))]


def _blocks(links: list[list[tuple[int, int]]]) -> tuple[list[int], list[set[int]]]:
    """The level's blocks: biconnected pieces of two pathways or more, in which any two rooms
    have two routes between them that share no room or pathway. Returned as each pathway's
    block (-1 for a bridge, a pathway on every route between its two rooms) and each block's
    rooms. One depth-first search (Tarjan's, with a pathway stack).

    Any route between two rooms of a block stays in it, so hiding a pathway changes which
    rooms reach which, and which routes are single, within its own block alone."""
    count = len(links)
    order = [-1] * count
    low = [0] * count
    came_by = [-1] * count
    block_of = [-1] * (1 + max((e for ways in links for _, e in ways), default=-1))
    rooms: list[set[int]] = []
    at = [0] * count  # where the pathway each room was first reached by lies in ``walked``
    clock = 0
    for root in range(count):
        if order[root] >= 0:
            continue
        order[root] = low[root] = clock
        clock += 1
        stack = [(root, iter(links[root]))]
        walked: list[tuple[int, int, int]] = []  # (from, to, pathway) not yet in a block
        while stack:
            node, ways = stack[-1]
            back = came_by[node]
            for other, edge in ways:
                if edge == back:
                    continue
                if order[other] >= 0:
                    if order[other] < order[node]:
                        walked.append((node, other, edge))
                        if order[other] < low[node]:
                            low[node] = order[other]
                    continue
                order[other] = low[other] = clock
                clock += 1
                came_by[other] = edge
                at[other] = len(walked)
                walked.append((node, other, edge))
                stack.append((other, iter(links[other])))
                break
            else:
                stack.pop()
                if not stack:
                    continue
                above = stack[-1][0]
                if low[node] < low[above]:
                    low[above] = low[node]
                if low[node] < order[above]:
                    continue
                end = at[node]
                if len(walked) - end >= 2:
                    block = len(rooms)
                    piece: set[int] = set()
                    for a, b, edge in walked[end:]:
                        block_of[edge] = block
                        piece.add(a)
                        piece.add(b)
                    rooms.append(piece)
                del walked[end:]
    return block_of, rooms


def clear_from(links: list[list[tuple[int, int]]], start: int) -> list[bool]:
    """For each room, whether no room or pathway lies on every route to it from ``start``
    (``topology.chokes`` finds none). ``start`` itself is clear; a room not reached is not."""
    return LowLinks(links, start).clear()


def _clear(
    links: list[list[tuple[int, int]]],
    start: int,
    usable: Sequence[bool] | None,
    closed: int = -1,
) -> tuple[list[bool], int]:
    """:func:`clear_from` over the pathways ``usable`` (by edge index; all when None) but
    ``closed``, and how many rooms are reached."""
    walk = LowLinks(links, start, usable, closed)
    return walk.clear(), walk.size[start]


class LowLinks:
    """One depth-first search from ``start`` over the pathways ``usable`` (by edge index; all
    when None) but ``closed``, with Tarjan's low links and each room's subtree size; then from
    each of ``more`` not reached yet. What :func:`clear_from`, ``topology.chokes`` and the
    locks' bridges (:func:`_shuts`) read: one search answers them all, for any goal."""

    __slots__ = ("start", "order", "low", "parent", "came_by", "seen", "size", "root_of")

    def __init__(
        self,
        links: list[list[tuple[int, int]]],
        start: int,
        usable: Sequence[bool] | None = None,
        closed: int = -1,
        *,
        more: Iterable[int] = (),
    ) -> None:
        count = len(links)
        order = [-1] * count
        low = [0] * count
        parent = [-1] * count
        came_by = [-1] * count
        size = [1] * count
        root_of = [-1] * count
        seen: list[int] = []  # the rooms reached, in search order
        clock = 0
        for root in itertools.chain((start,), more):
            if order[root] >= 0:
                continue
            order[root] = low[root] = clock
            root_of[root] = root
            clock += 1
            seen.append(root)
            stack = [(root, iter(links[root]))]
            while stack:
                node, ways = stack[-1]
                back = came_by[node]
                for other, edge in ways:
                    if edge == back or edge == closed or (usable is not None and not usable[edge]):
                        continue
                    if order[other] >= 0:
                        if order[other] < low[node]:
                            low[node] = order[other]
                        continue
                    order[other] = low[other] = clock
                    clock += 1
                    parent[other], came_by[other], root_of[other] = node, edge, root
                    seen.append(other)
                    stack.append((other, iter(links[other])))
                    break
                else:
                    stack.pop()
                    above = parent[node]
                    if above >= 0:
                        if low[node] < low[above]:
                            low[above] = low[node]
                        size[above] += size[node]
        self.start, self.order, self.low, self.parent = start, order, low, parent
        self.came_by, self.seen, self.size, self.root_of = came_by, seen, size, root_of

    def clear(self) -> list[bool]:
        """:func:`clear_from` the search's start."""
        start, order, low, parent = self.start, self.order, self.low, self.parent
        clear = [False] * len(order)
        clear[start] = True
        # the start's rooms come first, in search order: a room's parent before it
        for room in self.seen[1 : self.size[start]]:
            above = parent[room]
            bound = order[above] + 1 if above == start else order[above]
            clear[room] = clear[above] and low[room] < bound
        return clear

    def chokes(self, goal: int) -> list[tuple[int, int]]:
        """Every room and pathway on every route from the start to ``goal``, in order from
        the start: (room, -1) or (-1, edge). Such a choke lies on the search tree's path to
        ``goal``, and nothing below it climbs past it."""
        start, order, low, parent = self.start, self.order, self.low, self.parent
        if self.root_of[goal] != start or goal == start:
            return []
        found: list[tuple[int, int]] = []
        child = goal
        while child != start:
            above = parent[child]
            if low[child] > order[above]:
                found.append((-1, self.came_by[child]))
            if above != start and low[child] >= order[above]:
                found.append((above, -1))
            child = above
        return found[::-1]

    def cut_below(self, root: int) -> list[int]:
        """The rooms of ``root``'s tree whose pathway up is a bridge."""
        order, low, parent = self.order, self.low, self.parent
        return [
            room
            for room in range(len(order))
            if self.root_of[room] == root and parent[room] >= 0 and low[room] > order[parent[room]]
        ]

    def bridges(self) -> set[int]:
        """The pathways (by edge index) whose loss would split their piece of the graph."""
        order, low, parent = self.order, self.low, self.parent
        return {
            self.came_by[room]
            for room in range(len(order))
            if parent[room] >= 0 and low[room] > order[parent[room]]
        }


def lair_choice(level: LevelMap, rooms: Sequence[int], depth: Sequence[int]) -> int:
    """The lord's room among ``rooms``, by ``depth`` (steps from the way in): of the deepest
    third, a great room (:data:`LAIR_SCALE` median rooms) if there is one, the deepest then
    the largest; else the deepest, then the largest, to be grown into a great one."""
    areas = [int(np.count_nonzero(room.mask)) for room in level.rooms]
    wanted = LAIR_SCALE * metrics.median(areas)
    deepest = max(depth[r] for r in rooms)
    deep = [r for r in rooms if depth[r] >= max(1, (2 * deepest + 2) // 3)] or list(rooms)
    great = [r for r in deep if areas[r] >= wanted] or deep
    return max(great, key=lambda r: (depth[r], areas[r], -r))


def _distances(
    links: list[list[tuple[int, int]]], start: int, *, level: LevelMap | None = None
) -> list[int]:
    """Steps from ``start`` to every room; with ``level``, secret pathways are not walked.

    Rooms that cannot be reached get a depth one more than the deepest reached.
    """
    far = [-1] * len(links)
    far[start] = 0
    secret = [edge.secret for edge in level.edges] if level is not None else None
    frontier = [start]
    while frontier:
        nxt = []
        for room in frontier:
            step = far[room] + 1
            for other, edge in links[room]:
                if far[other] < 0 and (secret is None or not secret[edge]):
                    far[other] = step
                    nxt.append(other)
        frontier = nxt
    beyond = max(far) + 1
    return [d if d >= 0 else beyond for d in far]


def _outwards(links: list[list[tuple[int, int]]], entry: int) -> tuple[list[int], list[int]]:
    """The rooms in the order they are numbered outwards from the entry (each room's
    neighbours lowest first), and each room's steps from it (:func:`_distances`): one
    breadth-first search for both."""
    order = [entry]
    far = [-1] * len(links)
    far[entry] = 0
    for room in order:
        step = far[room] + 1
        for other, _ in sorted(links[room]):
            if far[other] < 0:
                far[other] = step
                order.append(other)
    beyond = max(far) + 1
    return order, [d if d >= 0 else beyond for d in far]


def _connected_without(
    links: list[list[tuple[int, int]]],
    hidden: set[int],
    entry: int,
    count: int,
    *,
    level: LevelMap | None = None,
) -> bool:
    """Whether every room outside ``hidden`` can be reached from the entry.

    With ``level`` given, only pathways that are not secret (or locked) count.
    """
    return len(_reach(links, entry, level, hidden=hidden)) == count - len(hidden)


def _lock(
    rng: np.random.Generator,
    level: LevelMap,
    links: list[list[tuple[int, int]]],
    entry: int,
    secret_rooms: set[int],
    depth: list[int],
    count: int,
) -> tuple[tuple[int, int], ...]:
    """Lock one or two choke points; each key lies where the guild can fetch it first. One
    that shuts off two rooms or more is chosen first; else one that shuts off a single room
    (a locked side room): with the way in on the level's core, fewer chokes lead anywhere."""
    wanted = 1 + (1 if count >= 15 and rng.random() < 0.5 else 0)
    shuts = _shuts(level, links, entry, secret_rooms, count)
    chokes = [index for index, beyond in shuts.items() if beyond >= 2]
    rng.shuffle(chokes)
    if len(chokes) < wanted:
        single = [index for index, beyond in shuts.items() if beyond == 1]
        rng.shuffle(single)
        chokes += single
    chosen = chokes[:wanted]
    for index in chosen:
        level.edges[index].locked = True
    return _keys(level, links, entry, chosen, depth)


def _keys(
    level: LevelMap,
    links: list[list[tuple[int, int]]],
    entry: int,
    chosen: list[int],
    depth: list[int],
) -> tuple[tuple[int, int], ...]:
    """The locks ``chosen`` (already locked), each with the room its key lies in: the deepest
    the guild reaches with the keys found so far, one key a room; a lock whose key cannot be
    fetched first is unlocked again."""
    locks: list[tuple[int, int]] = []
    holders: set[int] = set()
    waiting = list(chosen)
    while waiting:
        reach = _reach(links, entry, level)
        ready = [e for e in waiting if level.edges[e].a in reach or level.edges[e].b in reach]
        if not ready:
            break
        edge_index = ready[0]
        waiting.remove(edge_index)
        edge = level.edges[edge_index]
        inside = sorted(r for r in reach if r not in holders and r not in (edge.a, edge.b))
        inside = [r for r in inside if r != entry] or inside or sorted(reach)
        holder = max(inside, key=lambda r: (depth[r], -r))
        holders.add(holder)
        locks.append((edge_index, holder))
        edge.locked = False  # opened with its key, to see what the next lock needs
    for edge_index in chosen:
        level.edges[edge_index].locked = any(edge_index == e for e, _ in locks)
    return tuple(locks)


def _reach(
    links: list[list[tuple[int, int]]],
    entry: int,
    level: LevelMap | None,
    *,
    hidden: set[int] | frozenset[int] = frozenset(),
) -> set[int]:
    """The rooms reached from the entry, never entering ``hidden``.

    With ``level`` given, pathways that are secret or locked are not walked.
    """
    shut = [e.secret or e.locked for e in level.edges] if level is not None else None
    seen = {entry}
    frontier = [entry]
    while frontier:
        room = frontier.pop()
        for other, edge in links[room]:
            if other in seen or other in hidden or (shut is not None and shut[edge]):
                continue
            seen.add(other)
            frontier.append(other)
    return seen


def _number(order: list[int], number: int, count: int) -> tuple[str, ...]:
    """Room keys outwards from the entrance (``order``, :func:`_outwards`): level number then
    two digits (p. 334)."""
    keys = [""] * count
    for i, room in enumerate(order):
        keys[room] = room_key(number, i)
    return tuple(keys)


def room_key(number: int, nth: int) -> str:
    """The key of the ``nth`` room (from 0) numbered outwards from level ``number``'s entry."""
    return f"{number}{nth + 1:02d}"


def entry_key(number: int) -> str:
    """The key of level ``number``'s entry room, which is numbered first (``_number``)."""
    return room_key(number, 0)
