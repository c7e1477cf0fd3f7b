"""What each standing group of a level is busy at when the guild comes in (p. 340).

Four groups of one creature on a level that all do the same thing read as one group copied
(a GM notices at once), so a level's activities are drawn without replacement: each group
takes one of its creature's own activities that no other group of the level has. When a
creature has none left, its group is about its faction's want, then on guard against its
faction's shun, and after that at one of a few plain activities any creature may be busy at.

An activity that sets its group in a large place (a hall, a square, a courtyard, drilling in
ranks) is not given in a small room or one whose type says it is cramped (``LARGE_PLACE``): the
room's own words would belie it, as a wedding march rehearsed in a flooded hall in a cramped
crossing of bridges did.

Drawn from the level's own ``gen:busy:N`` stream, rooms in key order, when the keyed
document is written, so it moves no other draw.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from worm import rng as streams

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


def fits(busy: str, here: Stock, pack: ContentPack) -> bool:
    """Whether an activity fits the room it is met in: one set in a large place (``LARGE_PLACE``)
    is not given a small room, nor one whose type says it is cramped."""
    kind = pack.rooms.get(here.type)
    small = here.size == "small" or (kind is not None and kind.cramped)
    return not (small and LARGE_PLACE.search(busy))


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
                ways = ways or [b for b in PLAIN if b not in said]
                ways = ways or [b for b in monster.busy if fits(b, here, pack)] or list(PLAIN)
            busy = ways[int(draw.integers(len(ways)))] if len(ways) > 1 else ways[0]
            said.add(busy)
            out[(index, monster_id)] = busy
    return out
