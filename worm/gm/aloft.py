"""Policy: when the GM's creatures take to the air or turn intangible, and when they come
back within reach (the rules are ``worm.rules.aloft``).

- **Taking wing** (Flight, pp. 260, 264, 265; Spite Alone Holds Me Aloft, p. 269;
  Shapeshifter's flying shape, p. 251): once the band has been hurt in the fight, on its
  turn it rises out of melee reach instead of acting otherwise, paying with its lowest
  lesser doom (Flight's Move), its lowest card (Spite's miscellaneous action) or its lowest
  greater doom (Shapeshifter), and only while a lesser doom is left for an Attack from the
  air. The room is taken to have space enough (p. 260's "if they have enough space"). Once
  aloft it stays aloft: the book gives a flier no reason to land.
- **Pull Into the Air** (p. 265): a harpy on the ground plays its turn's lesser doom as
  the snatch and drop in place of an Attack; once aloft it strikes with fly-by attacks
  instead, since the pull leaves it engaged and so back within melee reach.
- **Turning intangible or unseen**: Mist Form (p. 282) when the vampire is down to half its
  Health or less, on its turn, with its lowest greater doom, while a lesser doom is left;
  Invisible (p. 267) likewise for the jinn, with its lowest card. A Shrouded jinn is seen
  again when it strikes (its own blow touches the physical world); a Move is taken to keep
  it unseen (the book lets those nearby perhaps notice, which is left out). Body of
  Smokeless Fire (p. 267) and Intangible (p. 251), outside the one card a turn, once the
  band has been hurt and has just acted: the lowest card that may pay, only while the hand
  holds two more, one to turn solid again and one to strike.
- **Turning solid**: an intangible band that means to Attack or Roughhouse turns solid first,
  paying again for Smokeless Fire or Intangible (its lowest card that may pay, not the one it
  strikes with). The book names no way out of Mist Form: the GM's reading is that the
  vampire takes back its shape when it strikes, at no cost. A band that cannot pay stays
  intangible and lets its turn pass.
"""

from __future__ import annotations

from worm.gm import tactics
from worm.rules import aloft
from worm.tarot import Card


def rise_card(hand: tuple[Card, ...], rule: str, *, hurt: bool) -> Card | None:
    """The card a band that is not aloft spends to rise by ``rule`` this turn, or None."""
    lesser = tactics.lesser(hand)
    if not hurt or len(lesser) < (2 if rule == aloft.FLIGHT else 1):
        return None
    if rule == aloft.FLIGHT:
        return lesser[0]
    if rule in aloft.GREATER:
        big = tactics.greater(hand)
        return big[0] if big else None
    return min(hand, key=lambda c: c.value)


def pulls(*, aloft_now: bool, lesser: bool) -> bool:
    """Whether a harpy snatches and drops its target this turn rather than Attack."""
    return lesser and not aloft_now


def hide_card(
    hand: tuple[Card, ...], rule: str, *, health: int | None, full: int | None
) -> Card | None:
    """The card a band down to half its Health or less plays for Mist Form (its lowest
    greater doom) or Invisible (its lowest card) this turn, while a lesser doom is left for
    an Attack after; else None."""
    if health is None or full is None or 2 * health > full:
        return None
    payable = _payable(hand, rule) if rule in aloft.GREATER else sorted(hand, key=_value)
    left = [c for c in tactics.lesser(hand) if not payable or c != payable[0]]
    return payable[0] if payable and left else None


def fade_card(hand: tuple[Card, ...], rule: str, *, hurt: bool) -> Card | None:
    """The card a solid band discards to turn intangible after acting, or None."""
    payable = _payable(hand, rule)
    if not hurt or not payable or len(payable) < 2 or len(hand) < 3:
        return None
    return payable[0]


def solid_card(hand: tuple[Card, ...], rule: str, keep: tuple[Card, ...]) -> Card | None:
    """The card an intangible band discards to turn solid before it strikes (not one of
    ``keep``, the cards its action uses), or None when it cannot pay."""
    payable = [c for c in _payable(hand, rule) if c not in keep]
    return payable[0] if payable else None


def _value(card: Card) -> int:
    return card.value


def _payable(hand: tuple[Card, ...], rule: str) -> list[Card]:
    if rule in aloft.GREATER:
        return list(tactics.greater(hand))
    return sorted(hand, key=lambda c: c.value)
