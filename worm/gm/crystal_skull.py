"""Policy: when a lich's crystal skull grows its new body, and how the guild finds his
phylactery (pp. 269–270).

The book says the skull "will eventually" regrow a body unless the phylactery is destroyed,
and files the Yellow King's phylactery, a letter, on a shelf of letters just like it in his
chambers. It gives neither a time nor a test. worm's GM:

- ``REGROWS``: the skull has its new body by the next restock of the Underworld (p. 160),
  the GM's measure of "later" for everything below; the lord stands in his lair again, whole.
- ``SEARCH``: the shelf is searched in the lair while the lich lies there as a skull; finding
  the one letter among its likes is a Wands test (reading and knowing what to look for), and
  the letter found is torn up at once: a 1/0 pool, any harm ends it.
"""

from __future__ import annotations

from collections.abc import Collection

from worm.gm.foes import Statblock

PAGE = "p. 270"
REGROWS = "by the next restock, the skull has grown its body back (p. 160's 'later')"
SEARCH = "a Wands test to find the letter among its likes; found, it is torn up"
GROWN = "has grown a new body: the lord stands whole in his lair again (policy: by the restock)"
DESTROYED = "phylactery_destroyed"
"""The level flag set once the lord's phylactery is destroyed."""


def immortal(block: Statblock) -> bool:
    """Whether the creature crumbles to a skull that regrows: a core pool no fight reaches
    (the phylactery)."""
    return any(p.hidden and p.core for p in block.parts)


def regrows(block: Statblock, flags: Collection[str]) -> bool:
    """Whether a lord slain in his lair grows a new body at the restock."""
    return immortal(block) and DESTROYED not in flags


def phylactery(block: Statblock) -> str:
    """The name of the pool that is his phylactery."""
    return next(p.name for p in block.parts if p.hidden and p.core)
