"""Policy: when the GM spends a card to Heal one of its creatures in a fight (Regenerate,
Fungal Regeneration, Feed; pp. 251, 263, 278, 282; the rules are
``worm.rules.creature_heal``).

- **Regeneration**: at the start of the band's own turn, for each Wound a member has taken,
  the GM discards its lowest greater doom to Heal it, keeping one greater doom back while
  the band has another greater doom to play it on (an Attack's rider, an Overwhelming
  Attack, a Shriek). It mends the most hurt member first.
- **Feed**: the GM feeds whenever the vampire is hurt, with its lowest lesser doom, or its
  lowest greater doom when no lesser is left.
- **Devour the Living**: on the band's own turn, with its lowest lesser doom, when an
  adventurer lies Knocked-out or at Death's Door in its zone and no adventurer there can
  still fight it; never by a band that fights to subdue (trust, p. 101). The fallen nearest
  death goes first (at Death's Door before Knocked-out), then the first in marching order.
"""

from __future__ import annotations

from worm.gm import tactics
from worm.tarot import Card


def regeneration_cards(hand: tuple[Card, ...], wounds: int, *, keep: int) -> tuple[Card, ...]:
    """The greater dooms the GM discards to Heal ``wounds`` Wounds, keeping ``keep``."""
    big = tactics.greater(hand)
    spare = max(0, len(big) - keep)
    return big[: min(wounds, spare)]


def feed_card(hand: tuple[Card, ...], *, hurt: bool) -> Card | None:
    """The card the GM discards for the vampire to Feed, or None (unhurt, or no card)."""
    if not hurt:
        return None
    cards = tactics.lesser(hand) or tactics.greater(hand)
    return cards[0] if cards else None


def devour_card(hand: tuple[Card, ...], *, prey: bool, awake: bool, subdue: bool) -> Card | None:
    """The lesser doom the band devours with, or None."""
    if not prey or awake or subdue:
        return None
    cards = tactics.lesser(hand)
    return cards[0] if cards else None
