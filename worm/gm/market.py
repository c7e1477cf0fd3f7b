"""Policy (pp. 154, 162–163): when the Omphalic Market serves an adventurer, and what it pays
for gear brought back to it.

The book leaves both to the GM. It puts the shopping in step 5, where each adventurer's upkeep
tier decides what they may carry away (p. 154), and it says the Market buys art and
extravagance (p. 154, the loot sold in a lump by ``worm.engine.city.market``), never what it
pays for ordinary gear.
"""

from __future__ import annotations

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
