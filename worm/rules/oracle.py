"""The cards as an oracle (p. 182): random adventurer, belt slot and pack slot.

The top of the minor discard pile names an adventurer by suit (its path) and a belt slot; the
top of the major discard pile names a pack slot 1–21. The 4 belt and 21 pack slots were chosen
to match the decks.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.errors import IllegalCommand
from worm.tarot import SUITS, Card, Suit

BELT_SLOT = {suit: index for index, suit in enumerate(SUITS, start=1)}  # p. 182


def adventurer(card: Card, roster: Sequence[tuple[str, Suit]]) -> str | None:
    """The adventurer the card points at, from (id, path) pairs in marching order (p. 182).

    Policy (p. 182): the book picks the first player to the GM's left on an odd value and the
    first to the right on an even one; alone at the table we take odd → earliest in marching
    order, even → latest. The Fool or a suit nobody walks returns None (the caller chooses).
    """
    if card.deck != "minor":
        raise IllegalCommand(f"the adventurer oracle reads the minor discard, not {card.name!r}")
    matches = [who for who, path in roster if path == card.suit]
    if card.is_fool or not matches:
        return None
    return matches[0] if card.value % 2 == 1 else matches[-1]


def belt_slot(card: Card) -> int | None:
    """Belt slot 1–4 by suit: Swords, Pentacles, Cups, Wands (p. 182); the Fool names none."""
    if card.deck != "minor":
        raise IllegalCommand(f"the belt-slot oracle reads the minor discard, not {card.name!r}")
    return None if card.suit is None else BELT_SLOT[card.suit]


def pack_slot(card: Card) -> int:
    """Pack slot 1–21: the major card's value (p. 182)."""
    if card.deck != "major":
        raise IllegalCommand(f"the pack-slot oracle reads the major discard, not {card.name!r}")
    return card.value
