"""What each standing group of a level is busy at when the guild comes in (p. 340).

Four groups of one creature on a level that all do the same thing read as one group copied
(a GM notices at once), so a level's activities are drawn without replacement: each group
takes one of its creature's own activities that no other group of the level has. When a
creature has none left, its group is about its faction's want, then on guard against its
faction's shun, and after that at one of a few plain activities any creature may be busy at.

An activity that sets its group in a large place (a hall, a square, a courtyard, drilling in
ranks) is not given in a small room or one whose type says it is cramped (``LARGE_PLACE``): the
room's own words would belie it, as a wedding march rehearsed in a flooded hall in a cramped
crossing of bridges did. Nor is one given in a room its words belie otherwise (``PLACES``): a
group in water (a flooded hold, the tide, a pool) only where water stands or falls in the room
(its type says wet, or it holds water); one at a wall or a ceiling not in the open air or in a
tree; one in a hall, a courtyard or a square only in a room whose type is a hall, a chamber,
water or tells no architecture; one along a branch or in a trunk only in a tree; one in a gut
only in flesh. The Dire Eels nosed through a flooded hold in a crow's nest high above the tide.

Drawn from the level's own ``gen:busy:N`` stream, rooms in key order, when the keyed
document is written, so it moves no other draw.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from worm import rng as streams
from worm.gen import room_types

if TYPE_CHECKING:
    from worm.content.models import ContentPack
    from worm.gen.rooms import Stock
    from worm.gen.underworld import Level

PLAIN = (
    "keeping very still, as if listening for something",
    "gathered close at the far end of the room",
    "moving slowly round the walls",
    "resting, though never all at once",
    "waiting, as if for word from elsewhere",
)
"""Policy: what a group is busy at when its creature and its faction have nothing left unsaid
on the level; our own words, true of any creature."""

LARGE_PLACE = re.compile(r"\b(halls?|courtyards?|squares?|ranks)\b", re.I)
"""Words of an activity that set its group in a place larger than a small room (policy)."""


WET_PLACE = re.compile(
    r"\b(flooded|flood the|tide|pools?|lakes?|surface|shallows|waist-deep|the water|mud)\b", re.I
)
"""Words of an activity that set its group in standing or running water (policy)."""

PLACES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (
        re.compile(r"\b(walls?|ceiling|roof|corridors?|tunnels?|passages?)\b", re.I),
        frozenset({"none", "hall", "chamber", "cave", "way", "water", "flesh"}),
    ),
    (
        re.compile(r"\b(halls?|courtyards?|squares?|chambers?)\b", re.I),
        frozenset({"none", "hall", "chamber", "water"}),
    ),
    (re.compile(r"\b(branch(es)?|trunk)\b", re.I), frozenset({"tree"})),
    (re.compile(r"\b(gut|stomach)\b|\bblood\b.*\bveins?\b", re.I), frozenset({"flesh"})),
)
"""Policy: words of an activity that set its group in a kind of place, and the room types'
architectures (``RoomType.architecture``) that can be that place: no wall in the open air,
no hall in a cave, no branch but in a tree, no gut (nor a vein blood runs down) but in flesh;
a vein of ore ("pecking at a mithril vein") is rock's, and goes anywhere."""


def fits(busy: str, here: Stock, pack: ContentPack) -> bool:
    """Whether an activity fits the room it is met in: one set in a large place (``LARGE_PLACE``)
    is not given a small room, nor one whose type says it is cramped; one set in water
    (``WET_PLACE``) only a room where water stands or falls (its type says wet, or what it
    holds is wet); one set in a kind of place (``PLACES``) only a room whose type's
    architecture can be that place."""
    kind = pack.rooms.get(here.type)
    small = here.size == "small" or (kind is not None and kind.cramped)
    if small and LARGE_PLACE.search(busy):
        return False
    if kind is None:
        return True
    if WET_PLACE.search(busy) and not (kind.wet or room_types.held(here, pack).wet):
        return False
    return not any(kind.architecture not in where for words, where in PLACES if words.search(busy))


def of(level: Level, pack: ContentPack, seed: int) -> dict[tuple[int, str], str]:
    """Each standing group's activity, by (room index, monster id): one of its creature's
    ``busy`` phrases, never one another group of the level has (unless every way to say
    it is spent)."""
    draw = streams.stream(seed, f"gen:busy:{level.number}")
    said: set[str] = set()
    out: dict[tuple[int, str], str] = {}
    factions = level.factions.factions if level.factions is not None else ()
    keys = level.keyed.keys
    for index in sorted(range(len(level.stock)), key=lambda r: keys[r]):
        for monster_id in dict.fromkeys(level.stock[index].denizens):
            monster = pack.monsters[monster_id]
            here = level.stock[index]
            ways = [b for b in monster.busy if b not in said and fits(b, here, pack)]
            if not ways:
                faction = next((f for f in factions if monster_id in f.members), None)
                theirs = (
                    (
                        f"about what their faction wants: {faction.want.text}",
                        f"on guard against {faction.shun.text}",
                    )
                    if faction is not None
                    else ()
                )
                ways = [b for b in theirs if b not in said]
                ways = ways or [b for b in PLAIN if b not in said and fits(b, here, pack)]
                ways = ways or [b for b in monster.busy if fits(b, here, pack)] or list(PLAIN)
            busy = ways[int(draw.integers(len(ways)))] if len(ways) > 1 else ways[0]
            said.add(busy)
            out[(index, monster_id)] = busy
    return out
