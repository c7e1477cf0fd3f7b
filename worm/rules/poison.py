"""Creatures poison cannot touch (Appendix C): the fungoid's Poison Immunity (p. 263), the
gluttony devil's Endless Gullet (p. 258) and the undead's Breathless and Undreaming (p. 249,
the Yellow King's p. 269).

Each says the creature cannot be poisoned, and the devil's and the undead's name a seablooded
orc's Poison Blood (p. 64) outright. In the game the one poison that reaches a creature
is the orc's blood, on a bite (policy ``worm.gm.talents.bites``). Poison is not breath or
sleep: a Stinking Cloud or the Sleep spell reaches a fungoid or a devil as it does anyone.
"""

from __future__ import annotations

from collections.abc import Iterable

PROOF: dict[str, int] = {
    "Poison Immunity": 263,
    "Endless Gullet": 258,
    "Breathless and Undreaming": 249,
}
"""Notes by which a creature cannot be poisoned, with the page each is read from."""


def proof(notes: Iterable[str]) -> str | None:
    """The note by which poison cannot touch the creature, or None."""
    return next((note for note in notes if note in PROOF), None)
