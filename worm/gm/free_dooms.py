"""Policy: when the GM spends cards on Resilient and Supernatural Speed (pp. 276, 282; the
rules are ``worm.rules.free_dooms``).

- **Resilient**: at the start of the band's turn, when an effect lies on one of its members,
  the GM discards its lowest greater doom, keeping one back while the band has another
  greater doom to spend it on. One card clears the whole band, as a Recover does (p. 185).
- **Supernatural Speed**: at the start of the band's turn, when no adventurer stands in its
  zone and it is not fleeing, the GM discards lesser dooms, lowest first, one for each zone
  on the way to the nearest adventurer, keeping one lesser doom back for the Attack.
- **Retreats** (Cautious, Fiendish, Expeditious Retreat, Retreat into the Shadows): when the
  band runs (its Disposition flees or slips away) while engaged, the GM discards a card to
  disengage before it moves, so it Moves rather than Avoids: the lowest greater doom, or for
  Retreat into the Shadows the lowest card of all, always keeping a card for the Move. One
  card serves the whole band, as a Recover does (p. 185); a retreat from one adventurer
  frees each member from the first it is engaged with.
"""

from __future__ import annotations

from worm.gm import tactics
from worm.tarot import Card


def resilient_card(hand: tuple[Card, ...], *, hampered: bool, keep: int) -> Card | None:
    """The greater doom the GM discards to shake off every effect, or None."""
    big = tactics.greater(hand)
    if not hampered or len(big) <= keep:
        return None
    return big[0]


def speed_cards(hand: tuple[Card, ...], zones: int) -> tuple[Card, ...]:
    """The lesser dooms the GM discards to Move ``zones`` zones, keeping one for the Attack."""
    cards = tactics.lesser(hand)
    return cards[: max(0, min(zones, len(cards) - 1))]


def retreat_card(hand: tuple[Card, ...], *, any_card: bool) -> Card | None:
    """The card the GM discards for a retreat, or None; one card is always left."""
    if len(hand) < 2:
        return None
    if any_card:
        return min(hand, key=lambda c: c.value)
    big = tactics.greater(hand)
    return big[0] if big else None
