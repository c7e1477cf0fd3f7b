"""Death and taxes (p. 149): the All-Watch takes half of the gold coins an adventurer carries
back through a gate of the Underworld; art, gems and other valuables pay nothing.

The book's example (p. 171) taxes 120 gold to 60, 26 to 13 and 51 to 25: half, rounded down.
"""

from __future__ import annotations


def tax(gold: int) -> int:
    """What the All-Watch takes from a purse of ``gold`` coins: half, rounded down (p. 171)."""
    if gold < 0:
        raise ValueError(f"a purse holds no negative gold ({gold})")
    return gold // 2


def after_tax(gold: int) -> int:
    """What is left of a purse once taxed (p. 149): 51 gold keeps 26."""
    return gold - tax(gold)
