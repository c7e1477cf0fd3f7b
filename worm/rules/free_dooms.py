"""Dooms a creature plays outside the one card a turn (p. 113): Resilient (the questing beast,
p. 276) discards a greater doom to Recover from every effect on it at once; Supernatural
Speed (the vampire, p. 282) discards lesser dooms, one zone of Move for each; the retreats
discard a card to disengage at once, from one adventurer (Cautious Retreat, pp. 251, 272;
Fiendish Retreat, p. 258) or from every one (Expeditious Retreat, pp. 274, 276; the
wraith's Retreat into the Shadows, p. 284, for any card, lesser or greater).

The engine is ``worm.engine.free_dooms``; when the GM spends its cards, the policy
``worm.gm.free_dooms``.
"""

from __future__ import annotations

RESILIENT = "Resilient"
SPEED = "Supernatural Speed"
PAGE = {RESILIENT: 276, SPEED: 282}


RETREATS = {
    "Cautious Retreat": (251, False),
    "Fiendish Retreat": (258, False),
    "Expeditious Retreat": (274, True),
    "Retreat into the Shadows": (284, True),
}
"""Retreat dooms: the page, and whether they free the creature from every adventurer."""
ANY_CARD = frozenset({"Retreat into the Shadows"})  # paid with any card, not a greater one
