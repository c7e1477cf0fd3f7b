"""Setting the scene of a Challenge (pp. 109–111, 121, 184): zones, scenery, hazards, who
stands where.

Policy (rules digest §22.1, §C.8.2): the room the fight is in gives the zones. The guild
stands at the threshold it came in by, and the foes across the room; a room too small to
cross is one zone. A trap the guild has not passed lies between the two, a hazard with an
Initiative of its own, as the book's pendulum (p. 128). Every way out of the room is a zone
beside the room: the way the guild came is its way back. Each zone inside the room gets one
or two pieces of scenery (assets/scenery.toml), drawn on the ``scene`` stream, and with them
their special rules; the room's own scenery, told on entering, stands where the guild comes
in. A band met on the road fights in the passage, with a way back and a way
on. A piece climbed for its height is a zone of its own atop it (``worm.gm.perches``).
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from worm.content.scenery import Scenery
from worm.engine.table import Table
from worm.gen import index as gen_index
from worm.gen import scenery as scenery_rules
from worm.gm import perches
from worm.model.challenge import Zone

SMALL = 30  # a room of fewer floor tiles than this is one zone


def zones(game: Table, room: int) -> tuple[tuple[Zone, ...], int, int, str | None]:
    """The scene's zones, the zone the guild starts in, the zone the foes start in, and the
    trap that guards the way between them (if any)."""
    level = game.level
    trap = None
    if room < 0:
        inside = ["the passage"]
    else:
        shape = level.map.rooms[room]
        area = int(shape.mask.sum())
        waiting = [t for t in level.stock[room].traps if (room, t) not in game.state.passed]
        trap = waiting[0] if waiting else None
        if trap is not None:
            inside = ["the threshold", _trap_zone(game, trap), "across the room"]
        elif area >= SMALL:
            inside = ["the threshold", "across the room"]
        else:
            inside = ["the room"]
    count = len(inside)
    ways = _ways(game, room)
    built: list[Zone] = []
    for index, name in enumerate(inside):
        near = [index - 1] if index else []
        if index + 1 < count:
            near.append(index + 1)
        built.append(Zone(index, name, tuple(near)))
    for number, (name, back, beside) in enumerate(ways):
        where = 0 if beside else count - 1
        zone = Zone(count + number, name, (where,), exit=True, back=back)
        built.append(zone)
        inner = built[where]
        built[where] = Zone(
            inner.id,
            inner.name,
            (*inner.neighbours, zone.id),
            inner.scenery,
            inner.rules,
            inner.exit,
            inner.back,
        )
    built = _furnish(game, built, count, room)
    if room >= 0:
        built = _stand_among(game, built, level.stock[room].scenery)
    built = _perches(game, built, count)
    return tuple(built), 0, count - 1, trap


def _perches(game: Table, built: list[Zone], inside: int) -> list[Zone]:
    """A zone atop the first piece of each zone of the room that is climbed for its height
    (policy ``worm.gm.perches``, p. 110's rigging): beside the zone it stands in, with the
    piece's rules; the floor beneath keeps those of its other pieces only."""
    scenery = getattr(game.pack, "scenery", None)
    if not scenery:
        return built
    out = list(built)
    for index in range(inside):
        zone = out[index]
        piece = next(
            (p for p in zone.scenery if p in scenery and perches.climbed(scenery[p])), None
        )
        if piece is None:
            continue
        up = Zone(
            len(out),
            perches.named(scenery[piece]),
            (zone.id,),
            (piece,),
            frozenset(scenery[piece].rules),
            climb=True,
        )
        below = frozenset(r for p in zone.scenery if p != piece for r in scenery[p].rules)
        out[index] = Zone(
            zone.id,
            zone.name,
            (*zone.neighbours, up.id),
            zone.scenery,
            below,
            zone.exit,
            zone.back,
        )
        out.append(up)
    return out


def _stand_among(game: Table, built: list[Zone], pieces: list[str]) -> list[Zone]:
    """The room's own scenery (``worm.gen.scenery``, told on entering) stands in the zone the
    guild comes in by, before anything drawn for the scene."""
    known = [p for p in pieces if p in game.pack.scenery]
    if not known:
        return built
    zone = built[0]
    found = tuple(dict.fromkeys((*known, *zone.scenery)))[:2]
    rules = frozenset(rule for p in found for rule in game.pack.scenery[p].rules)
    out = list(built)
    out[0] = Zone(zone.id, zone.name, zone.neighbours, found, rules, zone.exit, zone.back)
    return out


def _trap_zone(game: Table, trap: str) -> str:
    name = game.pack.traps[trap].name if trap in game.pack.traps else trap
    return f"by the {name.lower().removeprefix('the ')}"  # not "by the the needle lock"


AGAIN = ("", "other ", "third ", "fourth ")
"""The words that tell apart the ways to one room (a tunnel dug round a choke): "the way to
114", "the other way to 114"."""


def _ways(game: Table, room: int) -> list[tuple[str, bool, bool]]:
    """The ways out of the room: (zone name, whether it is the way the guild came, whether it
    opens on the guild's side of the room)."""
    if room < 0:
        return [("the way back", True, True), ("the way on", False, False)]
    keys = game.level.keyed.keys
    back = game.came_from
    ways: list[tuple[str, bool, bool]] = []
    seen: Counter[int] = Counter()
    for other, _edge in game.plan.neighbours(room, game.state):  # a secret not found is no way
        seen[other] += 1
        nth = AGAIN[min(seen[other], len(AGAIN)) - 1]  # two ways to one room: two zone names
        name = f"the {nth}way to {keys[other]}"
        if other == back:  # the guild came by one of them; the other opens beside it
            ways.insert(seen[other] - 1, (name, seen[other] == 1, True))
        else:
            ways.append((name, False, False))
    if not any(is_back for _, is_back, _ in ways):
        ways.insert(0, ("the way back", True, True))
    return ways[:4]


def _furnish(game: Table, built: list[Zone], inside: int, room: int) -> list[Zone]:
    """One or two pieces of scenery in each zone of the room (p. 184): one terrain, then an
    object or a sense, drawn on the ``scene`` stream, of the pieces that fit the room
    (``fits``)."""
    scenery = getattr(game.pack, "scenery", None)
    if not scenery:
        return built
    stream = game.streams.get("scene")
    room_is = _built(game, room)
    by_column: dict[str, list[str]] = {}
    for key, piece in scenery.items():
        if scenery_rules.suits(piece, game.level.seed, room_is):
            by_column.setdefault(piece.column, []).append(key)
    for column in by_column.values():
        column.sort()
    out = list(built)
    for index in range(inside):
        picks = [_pick(stream, by_column.get("terrain", []))]
        if stream.random() < 0.5:
            other = "object" if stream.random() < 0.5 else "sensory"
            picks.append(_pick(stream, by_column.get(other, [])))
        found = [p for p in picks if p is not None]
        rules = frozenset(rule for p in found for rule in scenery[p].rules)
        zone = out[index]
        out[index] = Zone(
            zone.id, zone.name, zone.neighbours, tuple(found), rules, zone.exit, zone.back
        )
    return out


def fits(game: Table, piece: Scenery, room: int) -> bool:
    """Policy (p. 184, scenery fits its place): a piece a fight's zone may hold in ``room``
    (-1: a passage). It must suit the level as the generator's room scenery does
    (``worm.gen.scenery.suits``: its shape, its wet ground, the architectures its rooms may
    be), and where the room's type says what the room is (a hall, a cave, a way), a piece whose
    words need an architecture needs that one: no ore cart on rails in a ballroom."""
    return scenery_rules.suits(piece, game.level.seed, _built(game, room))


def _built(game: Table, room: int) -> frozenset[str]:
    """What ``room`` is (``RoomType.architecture``): its type's, a passage's ``way``, or, for
    a type of none, whatever the level's rooms may be."""
    if room < 0:
        return frozenset({"way"})
    kind = game.pack.rooms.get(game.level.stock[room].type)
    if kind is not None and kind.architecture != "none":
        return frozenset({kind.architecture})
    return gen_index.of(game.pack).architectures(game.level.seed)


def _pick(stream: np.random.Generator, options: list[str]) -> str | None:
    if not options:
        return None
    return options[int(stream.integers(len(options)))]
