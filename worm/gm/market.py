"""Policy (pp. 154, 162–163): when the Omphalic Market serves an adventurer, what it pays
for gear brought back to it, and the tier the GM sets for a thing not on its lists.

The book leaves both to the GM. It puts the shopping in step 5, where each adventurer's upkeep
tier decides what they may carry away (p. 154), and it says the Market buys art and
extravagance (p. 154, the loot sold in a lump by ``worm.engine.city.market``), never what it
pays for ordinary gear.
"""

from __future__ import annotations

from worm.content.gear import Item as Gear

OPENS = "p. 154"
"""The page each ruling below rests on."""

RESALE = 0
"""Policy (p. 154): gear handed back to the Market fetches no coin. Gear carries no price of
its own — the upkeep tier paid for it — so any price would let a delver turn one upkeep into
gold again and again; selling gear only frees the slots it took."""


def why_closed(step: int, upkeep_step: int, tier: str | None, *, buying: bool) -> str | None:
    """Policy (p. 154): the Market is open from the upkeep step until the guild delves. It
    takes gear back from anyone, but gives gear and mending only to one who has paid for a
    tier (the tier is what they pay with). None when open, else the reason it is not."""
    if step < upkeep_step:
        return "the Market opens at step 5 of the City Phase, with upkeep (p. 154)"
    if buying and tier is None:
        return "pay for an upkeep tier first: the tier is what buys gear (p. 154)"
    return None


def resale() -> int:
    """Policy (p. 154): what the Market pays for one piece of gear: ``RESALE``."""
    return RESALE


UNLISTED = "common"
"""Policy (p. 163): an everyday thing missing from the Market's lists is common gear — what a
wealthy merchant's house would hold, neither the poor kitchen's nor the noble's."""

NEVER_SOLD = ("alchemy", "writing", "district")
"""Tags of what the Market cannot sell at any tier: brewed substances and their reagents
(Appendix B), a delver's own notes, each one of a kind (a Commission, p. 157, not a
purchase), and the goods a district sells through its own City Action (Appendix D)."""


def tier_for(item: Gear) -> str | None:
    """Policy (p. 163): the tier of gear an item needs at the Market — its own tier when the
    lists have it; ``UNLISTED`` for an everyday thing they lack; None for what is never sold
    (``NEVER_SOLD``)."""
    if item.market_row is not None:
        return item.tier
    if any(tag in NEVER_SOLD for tag in item.tags):
        return None
    return UNLISTED


def unlisted(item: Gear) -> bool:
    """Whether the GM, not the lists, sets the item's tier (p. 163)."""
    return item.market_row is None and tier_for(item) is not None
