"""Retirement and a newcomer joining (pp. 38–39): what the book settles by number."""

from __future__ import annotations

from worm.model.adventurer import Adventurer

XP_PER_GIFT = 10  # p. 38: each 10 XP the retiree had is one gift to the next adventurer
XP_JOINING = 3  # p. 39: a newcomer who joins the guild's quest gains 3 XP


def gifts(retiree: Adventurer) -> int:
    """What a retiree leaves their successor (p. 38): one mastered talent or one arête mark for
    each whole 10 XP on their sheet when they retire (spent XP is gone, so it does not count)."""
    return retiree.xp // XP_PER_GIFT
