"""Policy (p. 11): when the circumstances of an obstacle bound by fate have changed.

A result stands for the same approach to the same obstacle "until circumstances change". worm
reads the restock between two expeditions (p. 160) as such a change for every obstacle: the
Underworld has moved on, the guild comes back with new gear and new plans, and a door whose
lock beat it may be tried again the same way. Within one expedition, only another method
helps.
"""

from __future__ import annotations

LAPSE = (
    "p. 11",
    "the Underworld has moved on since: every obstacle the guild failed may be tried again",
)
