"""How far a room lies from daylight, and what that makes of it (pp. 332, 335–338).

The book's Underworld grows deadlier and richer the farther one goes from the way in; worm
measures that as the **distance** of each room from the nearest *known* surface entrance
(p. 332): the levels crossed on the way there, by known connections only, each counted as
``LEVEL_STEPS`` rooms, plus the rooms walked inside the level from where the guild comes in.
A secret surface entrance or a secret connection does not count: nobody knows the short cut.

Policy, one rule read off the distance (``heat``, 0 at the door to 1 at ``FAR`` and beyond):

- **denizens**: a room holds a standing group with chance ``DENIZENS`` (low → high), and a
  level holds at least ``FLOOR`` of its room count in groups (a quarter on a level with a
  known surface door, a third one crossing in, a half three crossings in: ``floor``, read
  off the distance where the guild comes in), drawn among its empty rooms by ``DENIZENS``.
  The book sets no number; it asks that every level give the guild reasons to talk and to
  fight (pp. 336–337) and that its factions be met (p. 337), and its GM advice (pp.
  184–186) wants encounters to be the usual business of a delve, not a rare one. About
  one room in three near the way in and four in five deep, never fewer than one in four
  over a level by the door, is our reading of that: a guild meets someone every few rooms.
  A floor flat with distance filled the levels by the door up to the ones a crossing in,
  and risk by the door came out above risk a level in for some sets of seeds (issue 21
  point 5: ``first=13857365`` in ``tests/property/test_risk.py``);
- **threat**: which of the seed's monsters stands there is weighted by threat band, minions
  near the surface and brutes and elites deep (``THREAT_WEIGHT``), and a brute or an elite
  stands outside its faction's lair only from ``THREAT_FROM`` out;
- **traps**: a room is trapped with chance ``TRAPS`` (low → high), the deadlier traps
  (``DEADLY``) more likely far out;
- **treasure**: the treasure tier of a room (1–5, ``assets/treasure.toml``'s ``depth``) is
  ``1 + round(4 * heat)``, drawn from its own tier and the one below;
- **safe rooms**: the handful of safe rooms (p. 338) is three on a level with a known surface
  entrance, two or three one crossing in, two beyond (``safe_count``).

Everything is worked out from the layout and the level's own map and keys, so a level can
be stocked before any deeper one is carved.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Protocol, TypeVar

import numpy as np

from worm.gen import topology
from worm.gen.layout import Layout

SAFE_ROOMS = (2, 3)  # p. 338: "a handful" — two or three per level, beyond the secret rooms
LEVEL_STEPS = 6  # policy: crossing a level counts as walking six rooms (a level's usual depth)
FAR = 18  # policy: three levels in (the deepest most Underworlds reach), danger is at its height
DENIZENS = (0.3, 0.8)  # policy: share of rooms with a standing group, at the door → far out
FLOOR = (0.25, 0.5)  # policy: the fewest standing groups a level holds, share of its rooms
TRAPS = (0.03, 0.35)  # policy: share of trapped rooms, at the door → far out

THREAT_WEIGHT: Mapping[str, tuple[float, float]] = MappingProxyType(
    {
        "minion": (6.0, 0.4),
        "strategist": (1.0, 1.5),
        "brute": (0.3, 3.0),
        "elite": (0.1, 3.5),
    }
)
"""Policy (pp. 250–252): how likely each threat is to stand in a room, at the door → far out."""

THREAT_FROM: Mapping[str, int] = MappingProxyType({"brute": 6, "elite": 12})
"""Policy (pp. 250–252): the distance at which a band of this threat first stands in a room
that is not its faction's lair (minions and strategists stand anywhere). The draw by
``THREAT_WEIGHT`` alone put a brute in the rooms by the door whenever the holders had
nothing weaker, and risk near the door came out above risk a level in (issue 21 point 5)."""

DEADLY: Mapping[str, int] = MappingProxyType(
    {
        "arrow_trap": 1,
        "pyrotechnic_mushrooms": 1,
        "hungry_door": 2,
        "electrified_chest": 2,
        "quicksand": 2,
        "invisible_path": 3,
        "rolling_boulder": 3,
        "flooding_fish_statue": 3,
        "acid_lake_tower": 3,
    }
)
"""Policy (pp. 370–373): how deadly each example trap is, 1 (a sting) to 3 (can kill a guild);
a trap not listed counts as 2."""


class _Tiered(Protocol):
    @property
    def depth(self) -> int: ...


T = TypeVar("T", bound=_Tiered)


BANDS = ((0, 2), (3, 5), (6, 8), (9, 11), (12, 17), (18, 10_000))
"""The distance bands the figures and tests read (docs/gen-format.md)."""


def hops(plan: Layout) -> dict[int, int]:
    """Level number → levels crossed from the nearest known surface entrance (p. 332), by
    known connections only; a level no known way reaches is left out."""
    found = {
        s.number: 0
        for s in plan.levels
        if s.surface_entrance is not None and s.surface_entrance != "secret"
    }
    frontier = sorted(found)
    while frontier:
        nxt = []
        for number in frontier:
            for c in plan.connections:
                if c.secret or number not in (c.a, c.b):
                    continue
                other = c.b if c.a == number else c.a
                if other not in found:
                    found[other] = found[number] + 1
                    nxt.append(other)
        frontier = sorted(nxt)
    return found


def starts(
    plan: Layout,
    number: int,
    ends: Sequence[int],
    owners: Sequence[int | None],
    secret: Sequence[bool],
) -> list[int]:
    """The rooms of level ``number`` where a guild coming by the shortest known route
    arrives: its known surface entrance, else the ends of known connections from a level one
    crossing nearer (``ends[i]`` is the room of need i, ``owners[i]`` its connection)."""
    near = hops(plan)
    here = near.get(number)
    found = []
    for room, owner, hidden in zip(ends, owners, secret, strict=True):
        if hidden:
            continue
        if owner is None:
            if here == 0:
                found.append(room)
            continue
        c = plan.connections[owner]
        other = c.b if c.a == number else c.a
        if here is not None and near.get(other) == here - 1:
            found.append(room)
    return sorted(set(found))


def distances(
    links: Sequence[Sequence[tuple[int, int]]], start: Sequence[int], crossed: int | None
) -> list[int]:
    """Each room's distance: ``crossed`` levels times ``LEVEL_STEPS``, plus the rooms walked
    from the nearest of ``start`` (secret doors counted, as the keying counts them). With no
    start or no known way to the level, the level counts as one crossing beyond the farthest."""
    base = LEVEL_STEPS * (crossed if crossed is not None else 5)
    walked = topology.steps(links, list(start) or [0])
    return [base + max(0, s) for s in walked]


def heat(distance: int) -> float:
    """How far out a room is on the danger scale: 0 at the surface door, 1 at ``FAR``."""
    return min(1.0, max(0.0, distance / FAR))


def _between(low_high: tuple[float, float], distance: int) -> float:
    low, high = low_high
    return low + (high - low) * heat(distance)


def denizen_share(distance: int) -> float:
    """The chance a room this far out holds a standing group."""
    return _between(DENIZENS, distance)


def floor(rooms: int, distance: int = 0) -> int:
    """The fewest standing groups a level of ``rooms`` rooms holds (the lord's aside), when
    the guild comes in at ``distance`` (the level's nearest room): more farther out."""
    return round(_between(FLOOR, distance) * rooms)


def trap_share(distance: int) -> float:
    """The chance a room this far out is trapped."""
    return _between(TRAPS, distance)


def tier(distance: int) -> int:
    """The treasure tier (1–5) of a room this far out."""
    return 1 + round(4 * heat(distance))


def weighted(rng: np.random.Generator, weights: Sequence[float]) -> int:
    """One index drawn with the given weights (one draw from ``rng``)."""
    total = float(sum(weights))
    mark = float(rng.random()) * total
    for i, w in enumerate(weights):
        mark -= w
        if mark < 0:
            return i
    return len(weights) - 1


def threat_weight(threat: str, distance: int) -> float:
    """How likely a group of this threat is to stand in a room this far out."""
    return _between(THREAT_WEIGHT.get(threat, (1.0, 1.0)), distance)


def stands(threat: str, distance: int) -> bool:
    """Whether a band of ``threat`` stands in a room this far out, outside a lair."""
    return distance >= THREAT_FROM.get(threat, 0)


def trap_weight(trap: str, distance: int) -> float:
    """How likely this trap is in a room this far out: the deadly ones grow likelier."""
    deadly = DEADLY.get(trap, 2)
    return 1.0 + (deadly - 2) * (2 * heat(distance) - 1) * 0.8


def band(distance: int) -> int:
    """The index in ``BANDS`` of the band ``distance`` falls in."""
    for i, (low, high) in enumerate(BANDS):
        if low <= distance <= high:
            return i
    return len(BANDS) - 1


def safe_count(rng: np.random.Generator, crossed: int | None) -> int:
    """How many quiet rooms a level makes safe beyond its secret rooms (p. 338, "a
    handful"): three on a level with a known way out to the surface, two or three one
    crossing in, two farther (one draw from ``rng``)."""
    drawn = int(rng.integers(SAFE_ROOMS[0], SAFE_ROOMS[1] + 1))
    if crossed == 0:
        return SAFE_ROOMS[1]
    return drawn if crossed == 1 else SAFE_ROOMS[0]


def treasure(pool: Sequence[T], distance: int) -> list[T]:
    """The treasure a room this far out draws from: its own tier and the one below."""
    wanted = tier(distance)
    return [t for t in pool if wanted - 1 <= t.depth <= wanted] or list(pool)
