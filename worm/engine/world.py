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

import numpy as np
import tcod.map
import tcod.path

from worm.errors import IllegalCommand
from worm.gen import maps
from worm.gen.underworld import Level
from worm.model.level import LevelState

SIGHT_BLOCKERS = (maps.ROCK, maps.WALL, maps.DOOR, maps.SECRET, maps.LOCKED)
TRANSPARENT = np.ones(len(maps.GLYPH), dtype=bool)
TRANSPARENT[list(SIGHT_BLOCKERS)] = False


@dataclass(slots=True)
class Plan:
    """Look-ups made once per level: which room each tile is in, which pathway each door ends."""

    level: Level
    room_at: np.ndarray = field(repr=False)  # [y, x] → room index, -1 outside rooms
    door_of: dict[tuple[int, int], int]  # (x, y) of a door tile → edge index
    by_key: dict[str, int]  # room key → room index

    @classmethod
    def of(cls, level: Level) -> Plan:
        room_at = np.full(level.tiles.shape, -1, dtype=np.int16)
        for room in level.map.rooms:
            view = room_at[room.y : room.y + room.h, room.x : room.x + room.w]
            view[room.mask] = room.index
        doors = {xy: i for i, edge in enumerate(level.map.edges) for xy in edge.doors}
        by_key = {key: i for i, key in enumerate(level.keyed.keys)}
        return cls(level, room_at, doors, by_key)

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
            i in state.found
            for i, e in enumerate(self.level.map.edges)
            if room in (e.a, e.b)
        )

    def edge_known(self, index: int, state: LevelState) -> bool:
        return not self.level.map.edges[index].secret or index in state.found

    def cost(self, state: LevelState, *, through_locks: bool = False) -> np.ndarray:
        """Walking cost [y, x] (0 = blocked): unfound secret doors and closed locks block."""
        tiles = self.level.tiles
        cost = maps.PASSABLE[tiles].astype(np.int8)
        for i, edge in enumerate(self.level.map.edges):
            blocked = (edge.secret and i not in state.found) or (
                edge.locked and i not in state.unlocked and not through_locks
            )
            if blocked:
                for x, y in edge.doors:
                    cost[y, x] = 0
        for i, way in enumerate(self.level.ways):
            if way.secret and i not in state.found_ways:
                cost[way.y, way.x] = 0
        return cost

    def path(
        self, start: tuple[int, int], goal: tuple[int, int], cost: np.ndarray
    ) -> list[tuple[int, int]]:
        """Tiles (x, y) from ``start`` (excluded) to ``goal``; empty when there is no way."""
        if cost[goal[1], goal[0]] == 0:
            return []
        found = tcod.path.path2d(
            cost, start_points=[(start[1], start[0])], end_points=[(goal[1], goal[0])],
            cardinal=2, diagonal=3,
        )
        return [(int(x), int(y)) for y, x in found[1:].tolist()]

    def sight(self, at: tuple[int, int], radius: int) -> np.ndarray:
        """The tiles seen from ``at`` with light reaching ``radius`` tiles (0 = unlimited)."""
        transparent = TRANSPARENT[self.level.tiles]
        return tcod.map.compute_fov(
            transparent, (at[1], at[0]), radius=radius, light_walls=True,
            algorithm=tcod.constants.FOV_SYMMETRIC_SHADOWCAST,
        )

    def neighbours(self, room: int, state: LevelState) -> list[tuple[int, int]]:
        """(room, edge) pairs the guild knows lead out of ``room``."""
        return [
            (other, edge)
            for other, edge in self.level.map.neighbours()[room]
            if self.edge_known(edge, state)
        ]

    def between(self, room: int, key: str, state: LevelState) -> int:
        """The known pathway from ``room`` to the neighbouring room ``key``."""
        target = self.room(key, state)
        for other, edge in self.neighbours(room, state):
            if other == target:
                return edge
        raise IllegalCommand(f"no known way leads from {self.key(room)} straight to {key}")
