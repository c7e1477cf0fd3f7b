"""Fight! in the Court of Swords (Appendix D, p. 303): the pit fight is a hand of blackjack
against the GM, played with the minor arcana. Pure: cards in, totals and results out.

Policy (``worm.gm.district_actions.BLACKJACK``): a face card (Page, Knight, Queen, King)
counts 10, the I counts 11 unless that would bust the hand (then 1), the Fool counts 0; both
the adventurer and the GM draw while under 17 and stand from 17. Over 21 is a bust, and the
bust is how far over 21 the hand went.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from worm.tarot import Card

TARGET = 21
STAND = 17
WIN_SHARE = 25  # percent of the bet won (p. 303)

Result = Literal["win", "push", "lose", "bust"]


def worth(card: Card) -> int:
    """A card's count in the hand: faces 10, the I 1 (see ``total``), the Fool 0."""
    if card.is_fool:
        return 0
    return min(card.value, 10)


def total(cards: tuple[Card, ...]) -> int:
    """The hand's total, one I counted as 11 when that does not bust it."""
    plain = sum(worth(c) for c in cards)
    if any(not c.is_fool and c.value == 1 for c in cards) and plain + 10 <= TARGET:
        return plain + 10
    return plain


def deal(cards: Iterator[Card]) -> tuple[Card, ...]:
    """Draw from ``cards`` until the hand stands (17 or more) or busts."""
    hand: tuple[Card, ...] = ()
    while total(hand) < STAND:
        hand = (*hand, next(cards))
    return hand


def result(mine: int, theirs: int) -> Result:
    """The adventurer's hand ``mine`` against the GM's ``theirs``."""
    if mine > TARGET:
        return "bust"
    if theirs > TARGET or mine > theirs:
        return "win"
    return "push" if mine == theirs else "lose"


def winnings(bet: int) -> int:
    """What a win adds to the bet: a quarter of it, rounded down (p. 303)."""
    return bet * WIN_SHARE // 100


def bust_wounds(mine: int, swords: int) -> int:
    """The Wounds of a bust (p. 303): how far over 21, less Swords, at least 1."""
    return max(1, mine - TARGET - swords)
