"""High Chant's inspiration cards (p. 79): which cards the chant may take, how many, and who
may hold one.

The chanter takes up to their Cups rating in cards from the minor arcana's discard pile. The
Fool shares the players' deck but is no minor arcanum (p. 7), so it is never one. Nobody holds
two inspiration cards at once. Pure: cards and sheets in, a verdict out.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.model.adventurer import Adventurer
from worm.tarot import Card


def choosable(discard_pile: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of the minor discard pile the chant may take (p. 79): every minor arcanum
    there, top of the pile first; never the Fool."""
    return tuple(c for c in discard_pile if c.deck == "minor" and not c.is_fool)


def how_many(chanter: Adventurer) -> int:
    """How many cards the chanter may take: as many as their Cups (p. 79)."""
    return chanter.attributes.cups


def can_hold(adventurer: Adventurer) -> bool:
    """Whether ``adventurer`` may be given an inspiration card now: alive and holding none,
    for nobody ever holds more than one (p. 79)."""
    return not adventurer.conditions.dead and adventurer.inspiration is None


def why_not_gift(adventurer: Adventurer) -> str | None:
    """Why ``adventurer`` cannot be given an inspiration card (None: they can)."""
    if adventurer.conditions.dead:
        return f"{adventurer.name} is dead"
    if adventurer.inspiration is not None:
        return (
            f"{adventurer.name} already holds {adventurer.inspiration.name}: "
            "nobody holds two inspiration cards (p. 79)"
        )
    return None
