"""Rules that take a thing off an adventurer with a Roughhouse's hit (Appendix C): the face
rat's Bad Little Hands (p. 262), the ungoat's Rummage (p. 281) and, for the ogre's
Eat-Eat-Eat (p. 275), something to eat.

Bad Little Hands snatches one thing from the target's belt; the rat holds it, cannot use it,
and gives it up only when Disarmed or killed. Rummage pulls one thing out of the target's
pack and drops it on the ground, where an adventurer may Recover it. The ogre eats an object
it holds (p. 275) but the book gives it no way to come by one in a fight; worm's GM tears one
out of an adventurer's hands with a Roughhouse (policy ``worm.gm.eat_eat_eat``), and the ogre
holds it as the rat does, until Disarmed, killed, or it eats it.
"""

from __future__ import annotations

from typing import Literal

BAD_LITTLE_HANDS = "Bad Little Hands"
RUMMAGE = "Rummage"
EAT_EAT_EAT = "Eat-Eat-Eat"
PAGE = {BAD_LITTLE_HANDS: 262, RUMMAGE: 281, EAT_EAT_EAT: 275}

Place = Literal["hands", "belt", "pack"]
FROM: dict[str, Place] = {BAD_LITTLE_HANDS: "belt", RUMMAGE: "pack", EAT_EAT_EAT: "hands"}
"""Where each doom takes its thing from."""
HELD = frozenset({BAD_LITTLE_HANDS, EAT_EAT_EAT})
"""Dooms whose taker keeps the thing in hand; the others drop it where the target stands."""


def pilfers(doom: str | None) -> bool:
    """Whether ``doom`` takes a thing with a Roughhouse."""
    return doom in FROM


def place(doom: str) -> Place:
    """Where ``doom`` takes its thing from (``FROM``)."""
    return FROM[doom]


def held(doom: str) -> bool:
    """Whether the taker holds the thing (else it falls to the ground)."""
    return doom in HELD
