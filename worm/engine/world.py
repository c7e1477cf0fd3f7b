"""The Underworld as the guild finds it: what it knows, has opened and has used (pp. 86–90).

The generator's Underworld never changes during play (p. 179: the whole megadungeon is made
before play begins). What the guild changes — rooms visited, secret doors found, locks opened,
Meatgrinder entries marked off, traps sprung, flags set by features — is kept here, one
immutable :class:`LevelState` per level, so a refused command can put the old one back.

Policy (p. 90): the guild carries the outline map of each level it enters, as the players'
map of the book shows room outlines, pathways and keys without contents; secret rooms and
secret pathways appear on it only once found.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import tcod.map
import tcod.path
from tcod.cffi import lib

from worm.errors import IllegalCommand
from worm.gen import maps
from worm.gen.underworld import Level
from worm.model.level import LevelState

Route = tuple[tuple[int, int], ...]
SIGHT_BLOCKERS = (maps.ROCK, maps.WALL, maps.DOOR, maps.SECRET, maps.LOCKED, maps.PILLAR, maps.TREE)
TRANSPARENT = np.ones(len(maps.GLYPH), dtype=bool)
TRANSPARENT[list(SIGHT_BLOCKERS)] = False


@dataclass(slots=True)
class Plan:
    """Look-ups made once per level: which room each tile is in, which pathway each door ends."""

    level: Level
    room_at: np.ndarray = field(repr=False)  # [y, x] → room index, -1 outside rooms
    door_of: dict[tuple[int, int], int]  # (x, y) of a door tile → edge index
    by_key: dict[str, int]  # room key → room index
    links: list[list[tuple[int, int]]] = field(repr=False)  # room → (other room, edge) pairs
    _costs: dict[tuple[frozenset[int], ...], np.ndarray] = field(default_factory=dict, repr=False)
    _transparent: np.ndarray | None = field(default=None, repr=False)
    _sight: tuple[tuple[int, int, int], np.ndarray] | None = field(default=None, repr=False)
    _graphs: dict[int, tuple[np.ndarray, dict[Any, Route]]] = field(
        default_factory=dict, repr=False
    )
    _finder: _Finder | None = field(default=None, repr=False)

    @classmethod
    def of(cls, level: Level) -> Plan:
        room_at = np.full(level.tiles.shape, -1, dtype=np.int16)
        for room in level.map.rooms:
            view = room_at[room.y : room.y + room.h, room.x : room.x + room.w]
            view[room.mask] = room.index
        doors = {xy: i for i, edge in enumerate(level.map.edges) for xy in edge.doors}
        by_key = {key: i for i, key in enumerate(level.keyed.keys)}
        return cls(level, room_at, doors, by_key, level.map.neighbours())

    def key(self, room: int) -> str:
        return self.level.keyed.keys[room]

    def room(self, key: str, state: LevelState) -> int:
        """The room index for a key on the guild's map, or the book's "No"."""
        index = self.by_key.get(key.strip())
        if index is None or not self.known(index, state):
            raise IllegalCommand(f"there is no room {key!r} on the guild's map of this level")
        return index

    def known(self, room: int, state: LevelState) -> bool:
        """A room is on the guild's map unless it is secret and not yet found (p. 90)."""
        if room not in self.level.keyed.secret_rooms:
            return True
        return room in state.visited or any(
            i in state.found for i, e in enumerate(self.level.map.edges) if room in (e.a, e.b)
        )

    def edge_known(self, index: int, state: LevelState) -> bool:
        return not self.level.map.edges[index].secret or index in state.found

    def cost(self, state: LevelState, *, through_locks: bool = False) -> np.ndarray:
        """Walking cost [y, x] (0 = blocked): unfound secret pathways and locked ones
        block, doors and all (a diagonal step would slip round a door alone).

        Read-only, and made once for each set of doors and ways found and opened: the level
        never changes, so the same sets always give the same costs."""
        key = (state.found, state.unlocked, state.found_ways, frozenset([through_locks]))
        cost = self._costs.get(key)
        if cost is None:
            cost = self._costs[key] = self._cost(state, through_locks=through_locks)
            cost.flags.writeable = False
        return cost

    def _cost(self, state: LevelState, *, through_locks: bool) -> np.ndarray:
        tiles = self.level.tiles
        cost = maps.PASSABLE[tiles].astype(np.int8)
        for i, edge in enumerate(self.level.map.edges):
            blocked = (edge.secret and i not in state.found) or (
                edge.locked and i not in state.unlocked and not through_locks
            )
            if blocked:  # the whole pathway, not only its doors: no step round a door
                for x0, y0, x1, y1 in edge.runs:
                    cost[y0 : y1 + 1, x0 : x1 + 1] = 0
                for x, y in edge.doors:
                    cost[y, x] = 0
        for i, way in enumerate(self.level.ways):
            if way.secret and i not in state.found_ways:
                cost[way.y, way.x] = 0
        return np.asarray(cost)

    def path(
        self, start: tuple[int, int], goal: tuple[int, int], cost: np.ndarray
    ) -> list[tuple[int, int]]:
        """Tiles (x, y) from ``start`` (excluded) to ``goal``; empty when there is no way."""
        if cost[goal[1], goal[0]] == 0:
            return []
        if cost[start[1], start[0]] == 0:  # path2d would open the start: let it
            found = tcod.path.path2d(
                cost,
                start_points=[(start[1], start[0])],
                end_points=[(goal[1], goal[0])],
                cardinal=2,
                diagonal=3,
            )
            return [(int(x), int(y)) for y, x in found[1:].tolist()]
        if cost.flags.writeable:  # not one of ``cost``'s: it may change, so keep nothing
            return _Finder(cost).route(start, goal)
        # A read-only array from ``cost``: the routes found on it are kept beside it (so its
        # id is never another array's), as the same ends give the same route. One pathfinder
        # serves them all, over its own copy of the costs of the array last routed on.
        kept = self._graphs.get(id(cost))
        if kept is None or kept[0] is not cost:
            kept = self._graphs[id(cost)] = (cost, {})
        routes = kept[1]
        route = routes.get((start, goal))
        if route is None:
            if self._finder is None:
                self._finder = _Finder(np.zeros_like(cost))
            route = routes[(start, goal)] = tuple(self._finder.load(cost).route(start, goal))
        return list(route)

    def sight(self, at: tuple[int, int], radius: int) -> np.ndarray:
        """The tiles seen from ``at`` with light reaching ``radius`` tiles (0 = unlimited),
        read-only. The last one is kept: a step asks for it, then the map drawn after it."""
        key = (at[0], at[1], radius)
        if self._sight is not None and self._sight[0] == key:
            return self._sight[1]
        if self._transparent is None:  # the level never changes: worked out once
            self._transparent = TRANSPARENT[self.level.tiles]
        seen = tcod.map.compute_fov(
            self._transparent,
            (at[1], at[0]),
            radius=radius,
            light_walls=True,
            algorithm=tcod.constants.FOV_SYMMETRIC_SHADOWCAST,
        )
        seen.setflags(write=False)
        self._sight = (key, seen)
        return seen

    def hidden_rooms(self, state: LevelState) -> list[int]:
        """Secret rooms the guild has not found: not on its map (p. 90)."""
        return [r for r in self.level.keyed.secret_rooms if not self.known(r, state)]

    def guild_map(self, state: LevelState) -> np.ndarray:
        """The level's tiles [y, x] as the guild's map shows them (p. 90): secret rooms, doors
        and ways not yet found are rock or plain wall; locks opened are doors."""
        level = self.level
        tiles = level.tiles.copy()
        background = level.map.style.background  # rock, or the water or drop of the level
        hidden = self.hidden_rooms(state)
        for room in hidden:
            r = level.map.rooms[room]
            view = tiles[r.y : r.y + r.h, r.x : r.x + r.w]
            view[r.mask] = background
        for index, edge in enumerate(level.map.edges):
            if edge.secret and index not in state.found:
                for x0, y0, x1, y1 in edge.runs:
                    tiles[y0 : y1 + 1, x0 : x1 + 1] = background
                for x, y in edge.doors:  # on a sea nothing marks the way; elsewhere a wall
                    tiles[y, x] = background if background == maps.WATER else maps.WALL
            elif edge.locked and index in state.unlocked:
                for x, y in edge.doors:
                    tiles[y, x] = maps.DOOR
        for index, way in enumerate(level.ways):
            if way.secret and index not in state.found_ways:
                tiles[way.y, way.x] = background if way.room in hidden else maps.FLOOR
        if background == maps.ROCK:
            ground = (tiles != maps.ROCK) & (tiles != maps.WALL)
        else:  # over a drop, walls ring the known rooms alone, with no gap where a way hides
            ground = (self.room_at >= 0) & ~np.isin(self.room_at, hidden)
            if background == maps.CHASM:
                tiles[_near(ground) & ~ground & (tiles == maps.CHASM)] = maps.WALL
        tiles[(tiles == maps.WALL) & ~_near(ground)] = background  # else the hidden shows
        return tiles

    def stand(self, room: int, cost: np.ndarray) -> tuple[int, int]:
        """Where the guild goes to in ``room``: its centre, or, when ``cost`` closes that tile
        (a way hidden there and not yet found), the open tile of the room nearest to it."""
        centre = self.level.map.rooms[room].centre
        if cost[centre[1], centre[0]]:
            return centre
        ys, xs = np.nonzero((self.room_at == room) & (cost > 0))
        if not len(xs):
            return centre
        near = min(zip(xs.tolist(), ys.tolist(), strict=True), key=lambda t: _apart(t, centre))
        return (int(near[0]), int(near[1]))

    def neighbours(self, room: int, state: LevelState) -> list[tuple[int, int]]:
        """(room, edge) pairs the guild knows lead out of ``room``."""
        return [(other, edge) for other, edge in self.links[room] if self.edge_known(edge, state)]

    def between(self, room: int, key: str, state: LevelState) -> int:
        """The known pathway from ``room`` to the neighbouring room ``key``."""
        target = self.room(key, state)
        for other, edge in self.neighbours(room, state):
            if other == target:
                return edge
        raise IllegalCommand(f"no known way leads from {self.key(room)} straight to {key}")


def _apart(tile: tuple[int, int], centre: tuple[int, int]) -> tuple[int, int, int]:
    """How far a tile lies from a centre (in steps, then by row and column, so ties break
    the same way every time)."""
    return (max(abs(tile[0] - centre[0]), abs(tile[1] - centre[1])), tile[1], tile[0])


class _Finder:
    """tcod's pathfinder over one cost array (2 a straight step, 3 a diagonal one), made once
    and wiped clean before each route: a new ``tcod.path.Pathfinder`` builds its index array
    afresh, most of what a short route costs, so a clean copy of it is kept instead.

    tcod's graph reads the costs from the array it was given when it searches, so a finder
    made over an array of its own can route on any other costs copied into it (``load``)."""

    __slots__ = ("_cost", "_loaded", "_pathfinder", "_travel", "_far", "_used")

    def __init__(self, cost: np.ndarray) -> None:
        self._cost = cost
        self._loaded: np.ndarray | None = None  # the array whose costs ``_cost`` holds
        graph = tcod.path.SimpleGraph(cost=cost, cardinal=2, diagonal=3)
        self._pathfinder = tcod.path.Pathfinder(graph)
        self._travel = self._pathfinder._travel.copy()  # as a new pathfinder has it
        self._far = np.iinfo(self._pathfinder.distance.dtype).max
        self._used = False

    def load(self, cost: np.ndarray) -> _Finder:
        """Route on ``cost`` (read-only, of the same shape) from now on: its costs are
        copied into this finder's own array, unless they are there already."""
        if self._loaded is not cost:
            np.copyto(self._cost, cost)
            self._loaded = cost
        return self

    def route(self, start: tuple[int, int], goal: tuple[int, int]) -> list[tuple[int, int]]:
        """What ``tcod.path.path2d`` finds from an open ``start``: A* from the goal to the
        start, on a pathfinder as fresh as a new one (what ``Pathfinder.clear`` does, with the
        index array copied rather than built)."""
        pathfinder = self._pathfinder
        if self._used:
            pathfinder._distance[...] = self._far
            np.copyto(pathfinder._travel, self._travel)
            lib.TCOD_frontier_clear(pathfinder._frontier_p)
        self._used = True
        pathfinder.add_root((goal[1], goal[0]))
        found = pathfinder.path_from((start[1], start[0]))
        if pathfinder.distance[start[1], start[0]] == self._far:
            return []
        return [(int(x), int(y)) for y, x in found[1:].tolist()]


def _near(ground: np.ndarray) -> np.ndarray:
    """The tiles of ``ground`` and those beside them (8 ways)."""
    h, w = ground.shape
    open_ = np.pad(ground, 1)
    near = np.zeros((h, w), dtype=bool)
    for dy in range(3):
        for dx in range(3):
            near |= open_[dy : dy + h, dx : dx + w]
    return near
