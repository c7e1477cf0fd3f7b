"""Policy (p. 124): whether the creatures met chase a guild that runs from a Challenge.

The book has the GM first ask whether the guild can run at all. A creature that is especially
fast, or moves in some magical way, simply hunts the guild down (no one outruns a flying
dragon over open ground); one that is slow, awkward or tied to its lair does not pursue, and
the guild only has to leave; between the two, the guild tries a group test of Pentacles.

worm reads this off the stat block, the same way every time:

- **hunts**: a doom or note that carries it through the air or by magic — ``FAST``
  (Flutter, Flight, Supernatural Speed, Bat Form, Special Locomotion) — or a Fleet that moves
  it 2 zones a turn for nothing, twice what a person's Move does. This comes first, so a
  flying dragon chases even though it is huge (p. 124's own example). A Fleet of 1 zone (every
  beast's, p. 247) is a quick creature, not an uncatchable one: the guild races it.
- **stays**: a dungeon lord, bound to its lair (p. 251), or a huge creature, too awkward to
  follow through the Underworld's passages.
- **race**: anything else; the group test decides.

In a mixed fight (several bands, p. 121) the fastest band still standing decides (``fastest``):
wolves run a guild down even if the goblins beside them would let it go.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from worm.gm.foes import Statblock

Chase = Literal["hunts", "stays", "race"]

FAST = frozenset({"Flutter", "Flight", "Supernatural Speed", "Bat Form", "Special Locomotion"})
"""Notes and dooms that outpace a running guild: wings and magical speed."""
FLEET = "Fleet"
FLEET_ZONES = re.compile(r"\b(\d+) zones\b")  # "Moves 2 zones on its turn …"


def chase(block: Statblock) -> Chase:
    """Whether ``block``'s creatures hunt a fleeing guild down, stay, or race it (p. 124)."""
    if swift(block):
        return "hunts"
    if block.lord or block.size == "huge":
        return "stays"
    return "race"


RANK: dict[Chase, int] = {"stays": 0, "race": 1, "hunts": 2}


def fastest(blocks: Sequence[Statblock]) -> Statblock:
    """Of the bands of a mixed fight, the one whose chase decides the guild's run (policy,
    p. 124): the quickest of them gives chase even when the others stay — the first band
    met among equals."""
    return max(blocks, key=lambda block: RANK[chase(block)])


def swift(block: Statblock) -> str | None:
    """The name of the first note or doom that makes ``block`` outpace a guild, or None."""
    for note in block.notes:
        zones = FLEET_ZONES.search(note.text) if note.name == FLEET else None
        if zones is not None and int(zones.group(1)) >= 2:
            return f"{FLEET}, {zones.group(1)} zones a turn"
    names = [n.name for n in block.notes] + [d.name for d in (*block.lesser, *block.greater)]
    return next((name for name in names if name in FAST), None)
