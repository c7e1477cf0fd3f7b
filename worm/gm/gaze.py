"""Policy: at whom the cockatrice stares (p. 257; the engine is ``worm.engine.gaze``).

Once a round, spending no card, the cockatrice fixes its stare on one creature: one not yet
Rooted is Rooted, one already Rooted is turned to stone. The book leaves the choice of target,
and how far the stare reaches, to the GM. worm's cockatrice stares only at an adventurer in its
own zone or the next (it must be near enough to hold their eyes), and finishes what it has
begun: a Rooted adventurer first, the nearest first, then anyone else in reach, the nearest
first, the first in the guild's order on a tie. It never stares at its own kind or other foes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

PAGE = 257

CHOSEN = f"Policy (p. {PAGE})"
"""How the GM log names this choice."""

REACH = 1
"""How many zones away the stare reaches (policy): its own zone and the next."""


@dataclass(frozen=True, slots=True)
class Seen:
    """One adventurer as the cockatrice sees them: how many zones away, and Rooted or not."""

    key: str
    away: int
    rooted: bool


def target(seen: Sequence[Seen]) -> Seen | None:
    """The adventurer the cockatrice stares at, or None when no one is in reach. ``seen``
    in the guild's order."""
    near = [s for s in seen if s.away <= REACH]
    if not near:
        return None
    return min(near, key=lambda s: (not s.rooted, s.away))
