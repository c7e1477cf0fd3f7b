"""Policy for the nymph's Bewitching Beauty (p. 274; the engine is
``worm.engine.bewitching_beauty``): when the GM plays it, and when a player pays to resist.

The book leaves the moment to the GM. worm's nymph plays it on her own turn when no
adventurer stands in her zone and someone who can see her stands elsewhere: she lures them
in rather than walk to them, with her lowest card (any card will do, p. 274).

Resisting costs the player 1 Resolve (p. 274), their choice; the game chooses for them: an
adventurer pays when they have the Resolve and going would hurt, that is when they are
engaged (each foe engaged may strike as they leave, p. 109) or the way leads into fire or a
drop; otherwise they go.
"""

from __future__ import annotations

from worm.tarot import Card


def lure_card(hand: tuple[Card, ...], bewitched: int) -> Card | None:
    """The card the nymph lures with, or None: her lowest minor card (the Fool never), when
    at least one adventurer would come."""
    minor = sorted((c for c in hand if not c.is_fool and c.deck == "minor"), key=lambda c: c.value)
    if bewitched < 1 or not minor:
        return None
    return minor[0]


def resists(resolve: int, *, engaged: bool, risky: bool) -> bool:
    """Whether an adventurer spends 1 Resolve to stay where they are (policy)."""
    return resolve >= 1 and (engaged or risky)
