"""Policy: when a blow in a fight strikes the light in a fighter's hand (p. 95).

Candles, torches and lanterns are not made for violence: one hit in combat breaks and goes
out (p. 95). The book does not say when a blow meant for the bearer hits the light they hold,
so worm asks the cards, as the GM does for a random item (p. 182): when a Wound lands in a
Challenge on one holding a lit light in hand, the light is struck if the top card of the
minor discard is a Wands card, about one time in four. A lantern tied to the belt is not in
hand; any Wound already Destroys it (p. 95, ``worm.rules.light.belt_lantern_breaks``).
"""

from __future__ import annotations

from worm.tarot import Card, Suit

RULE = "p. 95"
"""The page every ruling of this policy cites."""
STRUCK_BY: Suit = "wands"
"""The suit on top of the minor discard that says the blow finds the light."""


def struck(top: Card | None) -> bool:
    """Whether the blow strikes the light in hand, read from the minor discard's top card
    (None when the pile is empty, and the light is spared)."""
    return top is not None and not top.is_fool and top.suit == STRUCK_BY


def why(name: str, light: str, top: Card) -> str:
    """The ruling's words: whose light breaks, and the card that said so."""
    return (
        f"{top.name} tops the discard: the blow finds {name}, and the {light} breaks and goes out"
    )
