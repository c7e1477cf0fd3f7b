"""Policy: where the lost wait to be met again (We're doomed!, X, p. 95).

The book has the GM write one lost in the Underworld onto the Meatgrinder table as an
encounter: met, they may come back into play. worm places them the same way every time: on
the level they were lost on, in place of its last wandering encounter (XX, p. 91), so the
creatures that carry off the captured (the first encounter not marked off, ``worm.gm.captors``)
are seldom the ones the lost stand in for. Met there, they join the guild again at once, as
they were when the dark took them.
"""

from __future__ import annotations

RULE = "p. 95"
"""The page every ruling of this policy cites."""
CARD = 20
"""The Meatgrinder card the lost stand in for: XX, the last wandering encounter (p. 91)."""


def stands_in(card: int) -> bool:
    """Whether a lost adventurer stands in for the Meatgrinder entry of ``card``."""
    return card == CARD
