"""Policy: when a band with Tactics (p. 114; ``worm.rules.gm_interrupts``) buys an interrupt,
and which action it takes; and what the Yellow King does with May Failure Be Your Noose
(p. 269).

The book leaves both to the GM. worm's GM answers an adventurer's Attack or Roughhouse aimed
at the band, as it is revealed, with a Dodge laid as the interrupt: only when the blow would
get past the band's Initiative as the GM reckons it (the card and the adventurer's attribute,
no favor), the band has no card face down, and a lesser doom laid as the Dodge, with the
band's Pentacles, would turn the blow aside. It lays the lowest such lesser doom and discards
its lowest greater doom for the interrupt.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.rules import initiative
from worm.tarot import Card


def dodge(
    greater: Sequence[Card],
    lesser: Sequence[Card],
    blow: int,
    defence: int,
    pentacles: int,
    *,
    tough: bool = False,
) -> tuple[Card, Card] | None:
    """The greater doom to discard and the lesser doom to lay as an interrupt Dodge against a
    blow of ``blow`` at a band whose defence is ``defence``, or None."""
    if not greater or not initiative.beats(blow, defence, tough=tough):
        return None
    for card in sorted(lesser, key=lambda c: c.value):
        if not initiative.beats(blow, defence + card.value + pentacles, tough=tough):
            return min(greater, key=lambda c: c.value), card
    return None


def noose(lesser: Sequence[Card], defence: int) -> Card | None:
    """The card the Yellow King plays with May Failure Be Your Noose (p. 269) as an Attack on
    the adventurer who failed against him, whose Initiative is ``defence``, or None.

    Policy: an Attack, the standard action that hurts; the lowest lesser doom whose face value
    beats that Initiative, and none when no lesser doom would (his greater dooms are kept for
    his own)."""
    return next(
        (c for c in sorted(lesser, key=lambda c: c.value) if initiative.beats(c.value, defence)),
        None,
    )


def bad_luck(
    greater: Sequence[Card], blow: int, defence: int, *, tough: bool = False
) -> Card | None:
    """The greater doom an imp discards for its Bad Luck Machine (p. 266) against a blow of
    ``blow`` at its ``defence``, or None.

    Policy: only a blow that would land, as the GM reckons it (the card and the adventurer's
    attribute, no favor); the lowest greater doom. The blow is turned onto another of the
    GM's creatures in the zone, the one with the most Health left, never onto an adventurer:
    the guild's actions are not resolved against their own side."""
    if not greater or not initiative.beats(blow, defence, tough=tough):
        return None
    return min(greater, key=lambda c: c.value)
