"""Where a feature that carries the guild sets it down (issue 21, GM read 25).

A cage, a hoist, a wheel's chain or a statue's misty wall moves the guild (a ``move``
outcome, ``worm.content.interaction``). Where it lands is read off the generated level alone,
so the keyed document names the room and the game takes the guild to that same room:

- ``deeper_level`` / ``upper_level``: along one of the level's ways down or up, the one
  ending in the feature's own room if there is one, else the first the guild could know of,
  else the first; the guild arrives where that way's far end is (``Way.connection``);
- ``far_room``: across this level, to the open room farthest from the feature's room by its
  pathways (the lowest key among equals), never a secret room;
- ``back`` is where the guild came from, known only in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from worm.gen import kinds

if TYPE_CHECKING:
    from worm.content.features import Feature
    from worm.content.models import ContentPack
    from worm.gen.maps import LevelMap
    from worm.gen.underworld import Level, Underworld

LEVEL_MOVES = kinds.LEVEL_MOVES
"""A move to another level → the end of the way it follows (``keying.End``)."""
FAR = "far_room"
LANDS = frozenset({*LEVEL_MOVES, FAR})
"""The moves whose landing the generator names."""


class _Way(Protocol):
    @property
    def room(self) -> int: ...
    @property
    def end(self) -> str: ...
    @property
    def secret(self) -> bool: ...


def way(ways: Sequence[_Way], room: int, move: str) -> int | None:
    """The index in ``ways`` of the way a level ``move`` from ``room`` follows, or None when
    the level has no way that way (then nothing happens)."""
    end = LEVEL_MOVES[move]
    found = [i for i, w in enumerate(ways) if w.end == end]
    here = [i for i in found if ways[i].room == room]
    known = [i for i in found if not ways[i].secret]
    chosen = here or known or found
    return chosen[0] if chosen else None


def far_room(level_map: LevelMap, secret_rooms: Iterable[int], room: int) -> int:
    """The open room farthest from ``room`` by pathways, the lowest index among equals;
    ``room`` itself when no other open room is reached."""
    hidden = set(secret_rooms)
    links = level_map.neighbours()
    distance = {room: 0}
    frontier = [room]
    while frontier:
        nxt = []
        for here in frontier:
            for other, _ in links[here]:
                if other not in distance:
                    distance[other] = distance[here] + 1
                    nxt.append(other)
        frontier = nxt
    open_rooms = [r for r in distance if r not in hidden]
    return min(open_rooms, key=lambda r: (-distance[r], r)) if open_rooms else room


def moves(feature: Feature) -> list[str]:
    """The moves with a landing (``LANDS``) among a feature's outcomes, each once, in order."""
    found: list[str] = []
    for interaction in feature.interactions:
        for o in (*interaction.on_success, *interaction.on_failure):
            if o.effect == "move" and o.id in LANDS and o.id not in found:
                found.append(o.id)
    return found


def of_room(
    underworld: Underworld, level: Level, room: int, pack: ContentPack
) -> list[dict[str, str]]:
    """Where each feature of ``room`` that carries the guild lands: ``feature`` (its id),
    ``move``, and the ``level`` number and ``room`` key it lands in ("" for both when no way
    runs that way and nothing happens)."""
    found = []
    for feature_id in level.stock[room].features:
        for move in moves(pack.features[feature_id]):
            there, key = "", ""
            if move == FAR:
                there = str(level.number)
                key = level.keyed.keys[far_room(level.map, level.keyed.secret_rooms, room)]
            elif (index := way(level.ways, room, move)) is not None:
                connection = level.ways[index].connection
                assert connection is not None  # a way up or down joins two levels
                c = underworld.layout.connections[connection]
                a_side = c.a == level.number
                there = str(c.b if a_side else c.a)
                key = underworld.ends[connection][1 if a_side else 0]
            found.append({"feature": feature_id, "move": move, "level": there, "room": key})
    return found
