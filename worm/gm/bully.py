"""Policy: when the ogre spends a greater doom on Bully, and on whom (p. 275; the engine is
``worm.engine.bully``).

The book leaves the moment to the GM. worm's ogre bullies on its own turn, in place of its
Attack, only with a greater card to spare: one more than its Overwhelming Attack would want
(``KEEP``), so the blow it strikes with a greater card is never given up for words. It picks
the adventurer in its zone with the most charged Bonds (the one with most to lose), the
first in the guild's order on a tie; one with no charged Bond is never picked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from worm.gm import tactics
from worm.tarot import Card

KEEP = 1
"""Greater cards the ogre keeps for its Overwhelming Attack before it bullies."""


@dataclass(frozen=True, slots=True)
class Choice:
    """The greater card Bully spends and the adventurer it is aimed at."""

    card: Card
    target: str
    why: str


def choose(
    hand: tuple[Card, ...], charged: Sequence[tuple[str, int]], *, overwhelming: bool
) -> Choice | None:
    """The Bully to play, or None. ``charged``: each adventurer in the ogre's zone with how
    many charged Bonds they hold, in the guild's order; ``overwhelming``: whether the ogre
    also plays greater cards as its Attack."""
    big = tactics.greater(hand)
    keep = KEEP if overwhelming else 0
    open_to = [(key, n) for key, n in charged if n > 0]
    if len(big) <= keep or not open_to:
        return None
    most = max(n for _, n in open_to)
    target = next(key for key, n in open_to if n == most)
    why = f"a greater card to spare, and {most} charged Bond{'s' * (most != 1)} to wipe"
    return Choice(big[0], target, why)
