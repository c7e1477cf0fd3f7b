"""What a lore bid costs and what it gives (p. 32), and the talents that change either.

- A bid is checked off only when the GM answers it: one that would tell nothing new costs
  nothing (p. 32, and "as normal" under Keen Senses, p. 56).
- Loremaster (p. 79): a Resolve may be spent in place of a bid. Policy: the bids go first, and
  the Resolve only once they are gone, so the Resolve a test of fate needs is kept.
- Weird, Wise, Ancient (p. 57): a gnome's bid carries one follow-up question for free.
- Loremaster's first advantage (p. 79): passing fluency in any spoken tongue met (``speaks``).
"""

from __future__ import annotations

from typing import Literal

from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.rules import resolve, talents

LOREMASTER = "loremaster"
FOLLOW_UP = "weird_wise_ancient"

Means = Literal["bid", "resolve"]


def means(adventurer: Adventurer) -> Means | None:
    """How ``adventurer`` would pay for a lore bid now: a bid while one is left, else a
    Loremaster's Resolve (p. 79); None when they cannot bid at all."""
    if adventurer.lore_bids > 0:
        return "bid"
    if adventurer.resolve > 0 and talents.usable(adventurer, LOREMASTER):
        return "resolve"
    return None


def pay(adventurer: Adventurer) -> tuple[Adventurer, Means]:
    """``adventurer`` after paying for one answered lore bid, and how they paid. A Loremaster
    in training pays 1 XP for the talent besides (p. 33)."""
    how = means(adventurer)
    if how == "bid":
        return resolve.bid_lore(adventurer), how
    if how == "resolve":
        return talents.use(resolve.spend(adventurer), LOREMASTER), how
    raise IllegalCommand(f"{adventurer.name} has no lore bid left until the next Camp (p. 32)")


def follows_up(adventurer: Adventurer) -> bool:
    """Whether ``adventurer``'s bid carries a free follow-up question (p. 57)."""
    return talents.usable(adventurer, FOLLOW_UP)


def speaks(adventurer: Adventurer, tongues: tuple[str, ...]) -> bool:
    """Whether ``adventurer`` can talk with one who speaks ``tongues`` (p. 29): a shared
    language, or a Loremaster's fluency in any spoken tongue (p. 79)."""
    if set(adventurer.languages) & set(tongues):
        return True
    return bool(tongues) and talents.usable(adventurer, LOREMASTER)


def by_fluency(adventurer: Adventurer, tongues: tuple[str, ...]) -> bool:
    """Whether ``adventurer`` talks with them only through Loremaster (p. 79)."""
    return speaks(adventurer, tongues) and not set(adventurer.languages) & set(tongues)
