"""Resolve (p. 32) and lore bids (p. 32): the adventurer's two small spendable pools."""

from __future__ import annotations

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer


def spend(adventurer: Adventurer, amount: int = 1) -> Adventurer:
    """Spend Resolve (p. 32): 1 before a test or Challenge Action gives favor."""
    if adventurer.resolve < amount:
        raise IllegalCommand(
            f"{adventurer.name} has {adventurer.resolve} Resolve, not {amount} (p. 32)"
        )
    return adventurer.model_copy(update={"resolve": adventurer.resolve - amount})


def regain(adventurer: Adventurer, amount: int = 1, war_stories: bool = False) -> Adventurer:
    """Regain Resolve, up to 4, or up to 5 through War Stories (pp. 32, 71)."""
    numbers = constants.BOOK
    cap = numbers.resolve_war_stories_max if war_stories else numbers.resolve_max
    resolve = max(adventurer.resolve, min(cap, adventurer.resolve + amount))
    return adventurer.model_copy(update={"resolve": resolve})


def bid_lore(adventurer: Adventurer) -> Adventurer:
    """Check off one of the four lore bids between Camps (p. 32)."""
    if adventurer.lore_bids < 1:
        raise IllegalCommand(f"{adventurer.name} has no lore bid left until the next Camp (p. 32)")
    return adventurer.model_copy(update={"lore_bids": adventurer.lore_bids - 1})


def refill_lore(adventurer: Adventurer) -> Adventurer:
    """Lore bids return to four at the end of Camp recovery (p. 141)."""
    return adventurer.model_copy(update={"lore_bids": constants.BOOK.lore_bids})
