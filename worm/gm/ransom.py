"""Policy: how the guild pays the Olu Gang's ransom, and when the autoplay guild does (p. 95).

The book sets the price — 1,000 gold per point of guild Fame (``worm.rules.light.ransom``) —
and says no more of who pays or when. worm rules the same way every time: the guild pays it
together, the fullest purse first, each giving all they hold until the price is met; and it
pays from upkeep on (step 5 of the City Phase, p. 154, until the guild delves), so the one
bought back pays for a tier of upkeep as the rest do (or takes the best they can pay for on
delving), and takes a City Action while step 6 lasts. The autoplay guild pays during upkeep.
"""

from __future__ import annotations

from collections.abc import Sequence

RULE = "p. 95"
"""The page every ruling of this policy cites."""


def shares(price: int, purses: Sequence[tuple[str, int]]) -> tuple[tuple[str, int], ...] | None:
    """Who pays what of ``price``, from ``purses`` (adventurer id and gold, in marching order):
    the fullest purse first (the earlier in marching order on a tie), each paying all they hold
    until the price is met; None when the guild's gold together falls short."""
    if price < 0:
        raise ValueError(f"a ransom of {price!r} gold: a price is never below 0")
    if sum(gold for _, gold in purses) < price:
        return None
    paid: list[tuple[str, int]] = []
    left = price
    for who, gold in sorted(purses, key=lambda p: -p[1]):
        if left <= 0:
            break
        part = min(gold, left)
        if part > 0:
            paid.append((who, part))
            left -= part
    return tuple(paid)


def worth_paying(price: int, gold: int, members: int, cheapest: int) -> bool:
    """Whether the autoplay guild buys one back: when its ``gold`` together pays ``price`` and
    still leaves ``cheapest`` — the cheapest upkeep that is not destitute, which Stresses
    (p. 154) — for every one of the ``members`` after, the one bought back counted."""
    return gold - price >= cheapest * (members + 1)
