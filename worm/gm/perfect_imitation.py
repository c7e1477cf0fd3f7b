"""Policy: when a fungoid plays Perfect Imitation, and whose double it becomes (p. 263; the
engine is ``worm.engine.actions.perfect_imitation``).

The book leaves both to the GM. worm's fungoid band takes the shape of an adventurer standing
in its zone, on its own turn and in place of its Attack, with its lowest greater card, while
none of its members already passes as someone. It copies the one in its zone with the most
Swords (the first in the guild's order on a tie): a blow that falls on the original instead
then comes from, or lands on, the guild's hardest hitter.

What an adventurer's play does when it falls on the original is also left open: an Attack
strikes the original as it would have struck the fungoid (card and Swords against the
original's Initiative); any other play is spent on them and comes to nothing (``ASTRAY``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from worm.gm import tactics
from worm.tarot import Card

PAGE = 263

CHOSEN = f"Policy (p. {PAGE})"
"""How the GM log names these choices."""

ASTRAY = "any play but an Attack that falls on the original is spent and comes to nothing"


@dataclass(frozen=True, slots=True)
class Choice:
    """The greater card Perfect Imitation spends and the adventurer copied."""

    card: Card
    original: str
    why: str


def choose(
    hand: tuple[Card, ...], swords: Sequence[tuple[str, int]], *, imitating: bool
) -> Choice | None:
    """The Perfect Imitation to play, or None. ``swords``: each adventurer in the fungoid's
    zone with their Swords, in the guild's order; ``imitating``: whether a member of the band
    already passes as someone."""
    big = tactics.greater(hand)
    if imitating or not big or not swords:
        return None
    most = max(n for _, n in swords)
    original = next(key for key, n in swords if n == most)
    return Choice(big[0], original, f"the hardest hitter in its zone (Swords {most})")
