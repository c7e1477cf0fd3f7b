"""What a lore bid costs and what it gives (p. 32), and the talents that change either.

- A bid is checked off only when the GM answers it: one that would tell nothing new costs
  nothing (p. 32, and "as normal" under Keen Senses, p. 56).
- Loremaster (p. 79): a Resolve may be spent in place of a bid, at the bidder's word (``by``:
  "resolve"). Unsaid, the bids go first, and the Resolve only once they are gone (policy), so
  the Resolve a test of fate needs is kept.
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


def means(adventurer: Adventurer, by: Means | None = None) -> Means | None:
    """How ``adventurer`` would pay for a lore bid now: ``by`` the way they name, when they
    can pay so; unnamed, a bid while one is left, else a Loremaster's Resolve (p. 79); None
    when they cannot bid at all (or not the way named)."""
    bid = adventurer.lore_bids > 0
    resolved = adventurer.resolve > 0 and talents.usable(adventurer, LOREMASTER)
    if by == "resolve" or (by is None and not bid):
        return "resolve" if resolved else None
    return "bid" if bid else None


def pay(adventurer: Adventurer, by: Means | None = None) -> tuple[Adventurer, Means]:
    """``adventurer`` after paying for one answered lore bid (``by`` the way they name, if
    any), and how they paid. A Loremaster in training pays 1 XP for the talent besides
    (p. 33)."""
    how = means(adventurer, by)
    if how == "bid":
        return resolve.bid_lore(adventurer), how
    if how == "resolve":
        return talents.use(resolve.spend(adventurer), LOREMASTER), how
    raise IllegalCommand(refusal(adventurer, by))


def refusal(adventurer: Adventurer, by: Means | None = None) -> str:
    """Why ``adventurer`` cannot pay for a bid ``by`` the way named (pp. 32, 79)."""
    if by == "resolve":
        if not talents.usable(adventurer, LOREMASTER):
            return "only a Loremaster spends a Resolve in place of a lore bid (p. 79)"
        return f"{adventurer.name} has no Resolve left to spend on a lore bid (p. 79)"
    return f"{adventurer.name} has no lore bid left until the next Camp (p. 32)"


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
