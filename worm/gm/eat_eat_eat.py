"""Policy: how the ogre comes by something to eat in a fight, and when it eats it (p. 275; the
engine is ``worm.engine.eat_eat_eat``).

The book lets the ogre play any card to eat an object it holds, and leaves how it comes to
hold one to the GM. worm's ogre, holding nothing, tears the thing in an adventurer's hands out
of them with a Roughhouse (the book's own examples of a Roughhouse include ripping a helm off a
head, p. 117), once from each adventurer, as the face rat snatches (``worm.gm.pilfering``),
though never a lit light (a burning torch is no morsel, and the guild's light stays put). On
its next turn it eats what it holds before anyone can get it back, with its lowest minor card
(its lowest greater card when it holds no minor one). An eaten thing is gone for good: there
is nothing left of it to mend.
"""

from __future__ import annotations

from worm.gm import tactics
from worm.tarot import Card

PAGE = 275

CHOSEN = f"Policy (p. {PAGE})"
"""How the GM log names these choices."""


def tears_away(holding: bool) -> bool:
    """Whether the ogre tries to take a thing out of an adventurer's hands: only while it
    holds nothing (it eats one thing at a time)."""
    return not holding


def meal_card(hand: tuple[Card, ...]) -> Card | None:
    """The card the ogre plays to eat: its lowest minor card, else its lowest greater card,
    or None with an empty hand."""
    cards = tactics.lesser(hand) or tactics.greater(hand)
    return cards[0] if cards else None
