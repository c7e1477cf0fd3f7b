"""Policy (p. 124): whether the creatures met chase a guild that runs from a Challenge.

The book has the GM first ask whether the guild can run at all. A creature that is especially
fast, or moves in some magical way, simply hunts the guild down (no one outruns a flying
dragon over open ground); one that is slow, awkward or tied to its lair does not pursue, and
the guild only has to leave; between the two, the guild tries a group test of Pentacles.

worm reads this off the stat block, the same way every time:

- **hunts**: a note or doom that moves it faster than a person or through the air —
  ``FAST`` (Fleet, Flutter, Flight, Supernatural Speed, Bat Form, Special Locomotion). This
  comes first, so a flying dragon chases even though it is huge (p. 124's own example).
- **stays**: a dungeon lord, bound to its lair (p. 251), or a huge creature, too awkward to
  follow through the Underworld's passages.
- **race**: anything else; the group test decides.
"""

from __future__ import annotations

from typing import Literal

from worm.gm.foes import Statblock

Chase = Literal["hunts", "stays", "race"]

FAST = frozenset(
    {"Fleet", "Flutter", "Flight", "Supernatural Speed", "Bat Form", "Special Locomotion"}
)
"""Notes and dooms that outpace a running guild: free Moves, wings, magical speed."""


def chase(block: Statblock) -> Chase:
    """Whether ``block``'s creatures hunt a fleeing guild down, stay, or race it (p. 124)."""
    if swift(block):
        return "hunts"
    if block.lord or block.size == "huge":
        return "stays"
    return "race"


def swift(block: Statblock) -> str | None:
    """The name of the first note or doom that makes ``block`` outpace a guild, or None."""
    names = [n.name for n in block.notes] + [d.name for d in (*block.lesser, *block.greater)]
    return next((name for name in names if name in FAST), None)
