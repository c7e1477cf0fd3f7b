"""Upkeep (p. 154) and selling at the Omphalic Market (p. 162): the four tiers, what each
costs and lets an adventurer take, and how the guild shares what its loot fetches.

Pure rules over numbers and content; ``worm.engine.city`` plays them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

TIERS = ("destitute", "impoverished", "common", "luxurious")  # cheapest first (p. 154)

SUPPLIES: tuple[tuple[str, int], ...] = (
    ("ration", 4),
    ("torch", 2),
    ("candle", 2),
    ("flint_and_tinder", 1),
    ("poultice", 1),
    ("oil", 2),
)
"""Policy (p. 154: a tier lets you take whatever of it, or of cheaper tiers, fits on you): the
book names no pack, so the GM refills what a delver spends below, each up to the number shown — food
for four Camps, two torches and two candles, the means to light them, a poultice, and oil for
one who carries a lantern — in this order, of the tiers the upkeep buys, while pack and belt
have room. Nothing is taken away and nothing else is added."""

NEEDS: Mapping[str, str] = {"oil": "lantern"}
"""Supplies worth taking only beside another item (oil feeds a lantern, p. 168)."""


class TierInfo(Protocol):
    """What the rules need of an upkeep tier (``worm.content.models.MarketTier``)."""

    @property
    def id(self) -> str: ...
    @property
    def cost(self) -> int: ...
    @property
    def buys(self) -> tuple[str, ...]: ...


T = TypeVar("T", bound=TierInfo)


def affordable(gold: int, tiers: Iterable[T]) -> tuple[T, ...]:
    """The tiers a purse of ``gold`` pays for (p. 154); destitute costs nothing."""
    return tuple(t for t in tiers if t.cost <= gold)


def best(gold: int, tiers: Iterable[T]) -> T:
    """Policy (p. 154): one who names no tier takes the dearest they can pay for."""
    return max(affordable(gold, tiers), key=lambda t: t.cost)


def refill(
    counts: Mapping[str, int], buys: Sequence[str], tier_of: Mapping[str, str]
) -> tuple[tuple[str, int], ...]:
    """What the upkeep's refill would add (``SUPPLIES``): for each supply of a tier in ``buys``,
    how many more bring ``counts`` (what is carried now) up to its number. Pack space is the
    caller's to check (p. 37)."""
    wanted = []
    for item, up_to in SUPPLIES:
        if tier_of.get(item) not in buys:
            continue
        if item in NEEDS and not counts.get(NEEDS[item], 0):
            continue
        more = up_to - counts.get(item, 0)
        if more > 0:
            wanted.append((item, more))
    return tuple(wanted)


def shares(value: int, members: int) -> tuple[int, ...]:
    """Policy (the guild's terms, p. 46; the example's even split, p. 172): what the loot
    fetches goes in equal shares to each living member, the odd coins to the first in marching
    order."""
    if members <= 0:
        return ()
    share, odd = divmod(value, members)
    return (share + odd, *([share] * (members - 1)))
