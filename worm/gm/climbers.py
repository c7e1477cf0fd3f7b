"""Policy: when the Sporehulk shakes off those climbing him (Shake, p. 279).

The book gives the doom and leaves the moment to the GM, who plays its creatures to their
nature (p. 185). worm's GM shakes whenever someone climbs him and a lesser doom is in hand,
before anything else he might do with it (``SHAKE``): a climber is the one who reaches his
rune and his Torso, his core, and a Shake is a Roughhouse on every climber at once. The
highest lesser doom is the card, the Roughhouse's best chance.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.tarot import Card

CHOSEN = "p. 185"
"""The page of the GM's choice: the GM plays its creatures to their nature."""
SHAKE = "shake off every climber first, with the highest lesser doom in hand"


def shake_card(climbers: Sequence[str], lesser: Sequence[Card]) -> Card | None:
    """The lesser doom to Shake with (``lesser`` lowest first), or None: no one climbs, or
    no lesser doom is in hand."""
    if not climbers or not lesser:
        return None
    return lesser[-1]
