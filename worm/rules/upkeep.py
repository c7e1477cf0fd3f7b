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


def split(cost: int, own_gold: int) -> tuple[int, int]:
    """Policy (p. 172, one pays for another): the one paid for spends their own purse first and
    the payer makes up the rest, so the guild's gold goes as far as it can. Returns (their own
    part, the payer's part)."""
    own = min(cost, max(own_gold, 0))
    return own, cost - own


def shares(value: int, members: int) -> tuple[int, ...]:
    """Policy (the guild's terms, p. 46; the example's even split, p. 172): what the loot
    fetches goes in equal shares to each living member, the odd coins to the first in marching
    order."""
    if members <= 0:
        return ()
    share, odd = divmod(value, members)
    return (share + odd, *([share] * (members - 1)))


Step = tuple[int, T, int | None]  # (member, tier, who makes up what they lack)


def pool(golds: Sequence[int], tiers: Iterable[T]) -> tuple[Step[T], ...]:
    """Policy (pp. 154, 172): the upkeep a guild pays from its pooled gold, as the payments to
    make in order: each member (an index into ``golds``), their tier, and the guild-mate who
    makes up what their purse lacks (``split``), or None.

    Everyone goes up a tier at a time, those on the cheapest first and the richest of them
    before the poorer, while the guild's gold together pays; so nobody lives destitute while
    the guild could keep them all better. The one short of most is paid for first, by the
    guild-mate with the most to spare, who may then be short in turn and be helped by another;
    a shortfall nobody can make up brings that member down a tier.
    """
    ranked = sorted(tiers, key=lambda t: t.cost)
    level = _even(golds, ranked)
    while True:
        steps, stuck = _payments(golds, [ranked[n].cost for n in level])
        if stuck is None:
            return tuple((i, ranked[level[i]], p) for i, p in steps)
        level[stuck] -= 1


def _even(golds: Sequence[int], ranked: Sequence[T]) -> list[int]:
    """Raise the members on the cheapest tier one tier at a time while the pool pays."""
    level = [0] * len(golds)
    budget = sum(golds) - len(golds) * ranked[0].cost
    raised = True
    while raised:
        raised = False
        low = min(level, default=len(ranked) - 1)
        for i in sorted(range(len(golds)), key=lambda i: -golds[i]):
            if level[i] != low or low + 1 >= len(ranked):
                continue
            more = ranked[low + 1].cost - ranked[low].cost
            if more <= budget:
                budget -= more
                level[i] += 1
                raised = True
    return level


def _payments(
    golds: Sequence[int], costs: Sequence[int]
) -> tuple[list[tuple[int, int | None]], int | None]:
    """The payments in order, (member, helper); or the first member nobody can help."""
    gold = list(golds)
    unpaid = set(range(len(gold)))
    steps: list[tuple[int, int | None]] = []
    while unpaid:
        short = sorted((gold[i] - costs[i], i) for i in unpaid if gold[i] < costs[i])
        if not short:
            i, helper = min(unpaid), None
        else:
            i = short[0][1]
            need = costs[i] - gold[i]
            able = [j for j in unpaid if j != i and gold[j] >= need]
            if not able:
                return steps, i
            helper = max(able, key=lambda j: (gold[j] - costs[j], gold[j], -j))
            gold[helper] -= need
            gold[i] += need
        gold[i] -= costs[i]
        unpaid.remove(i)
        steps.append((i, helper))
    return steps, None
