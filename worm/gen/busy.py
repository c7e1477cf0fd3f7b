"""What each standing group of a level is busy at when the guild comes in (p. 340).

Four groups of one creature on a level that all do the same thing read as one group copied
(a GM notices at once), so a level's activities are drawn without replacement: each group
takes one of its creature's own activities that no other group of the level has. When a
creature has none left, its group is about its faction's want, then on guard against its
faction's shun, and after that at one of a few plain activities any creature may be busy at.

Drawn from the level's own ``gen:busy:N`` stream, rooms in key order, when the keyed
document is written, so it moves no other draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from worm import rng as streams

if TYPE_CHECKING:
    from worm.content.models import ContentPack
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
            ways = [b for b in monster.busy if b not in said]
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
                ways = ways or [b for b in PLAIN if b not in said] or list(monster.busy)
            busy = ways[int(draw.integers(len(ways)))] if len(ways) > 1 else ways[0]
            said.add(busy)
            out[(index, monster_id)] = busy
    return out
