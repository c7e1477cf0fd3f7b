"""Policy (p. 140): what a guild found in its Camp at night has on when the fight begins.

Caught asleep (the guard's Cups test failed), nobody wears armor and nobody holds a weapon or
a shield. With the alarm raised in time the guild has only a brief time to prepare: each
adventurer takes one step (rules digest A.4, step 4): the weapon or shield they carry in hand
if they have one, else their armor. A light is not a step here: the Camp's fire is lit.
"""

from __future__ import annotations

from typing import Literal

Step = Literal["arms", "armor"]

ASLEEP = (
    "p. 140",
    "caught asleep: no one wears armor in this fight, and weapons and shields lie out of reach "
    "(a Recover action takes them up)",
)
PREPARE = (
    "p. 140",
    "the alarm gives a brief time to prepare: each takes up the weapon or shield they carry "
    "in hand, or if they have none puts on their armor (policy: one step each)",
)


def prepare(holds_arms: bool) -> Step:
    """The one step an adventurer woken by the alarm takes before the fight."""
    return "arms" if holds_arms else "armor"
