"""Policy (p. 79): the GM's choices around High Chant's inspiration cards when the player leaves
them open, and what a "session" is in a game played alone.

- **Which cards.** The book lets the chanter pick from the minor discard pile. Left to the GM,
  the chanter takes the highest cards there (ties: the one nearer the top), and never more than
  there are guild-mates who may hold one: what is not taken stays in the pile.
- **Who gets which.** The highest card goes to whoever has the least Resolve (ties: marching
  order), one card each; the chanter keeps one only after every guild-mate has theirs.
- **The end of the session.** A solo game has no evening when the players go home. worm takes
  the guild's return to the City (the expedition's end) as the session's end: every inspiration
  card still held goes back to the minor discard pile then.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.model.adventurer import Adventurer
from worm.tarot import Card

SESSION_END = (
    "a session ends when the guild is back in the City: "
    "inspiration cards still held return to the discard pile"
)
"""The ruling logged when inspiration cards expire (p. 79)."""

SELECT = "the chanter takes the highest cards in the discard pile"
HAND_OUT = "the highest card to the one with least Resolve, one each; the chanter keeps one last"


def select(choosable: Sequence[Card], many: int) -> tuple[Card, ...]:
    """The ``many`` highest of ``choosable`` (ties: nearer the top of the pile first)."""
    ranked = sorted(enumerate(choosable), key=lambda pair: (-pair[1].value, pair[0]))
    return tuple(card for _, card in ranked[: max(many, 0)])


def receivers(chanter: Adventurer, able: Sequence[Adventurer]) -> tuple[Adventurer, ...]:
    """Who gets a card, in the order they get them: the guild-mates in ``able`` (those who may
    hold one, in marching order) by least Resolve, then the chanter if among them."""
    mates = sorted(
        (pair for pair in enumerate(able) if pair[1].id != chanter.id),
        key=lambda pair: (pair[1].resolve, pair[0]),
    )
    out = [a for _, a in mates]
    if any(a.id == chanter.id for a in able):
        out.append(chanter)
    return tuple(out)


def hand_out(
    chanter: Adventurer, able: Sequence[Adventurer], choosable: Sequence[Card], many: int
) -> tuple[tuple[Card, str], ...]:
    """The chant's gifts as (card, adventurer id) pairs, by :func:`select` and
    :func:`receivers`: at most ``many`` cards, one for each who may hold one."""
    order = receivers(chanter, able)
    cards = select(choosable, min(many, len(order)))
    return tuple((card, a.id) for card, a in zip(cards, order, strict=False))
