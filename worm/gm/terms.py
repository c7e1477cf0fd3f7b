"""Policy (p. 42): the guild's terms, as the roster writes them, applied where the book leaves
the sharing to them.

The default terms (``assets/guild.toml``) share the loot equally — the Market's sale is split so
(``worm.rules.upkeep.shares``) — and have the guild pay to bury its dead. worm reads the second
so: a Funeral's price (p. 158) is split in equal shares among the living, the one who holds it
taking the odd coins; who cannot pay a full share pays what they have and the one holding the
Funeral makes up the rest. A guild whose terms say otherwise leaves the price to the one who
holds it.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.rules import upkeep


def funeral_shares(
    price: int, golds: Sequence[tuple[str, int]], shared: bool
) -> list[tuple[str, int]] | None:
    """Who pays what of a Funeral's ``price``: ``golds`` are the living's purses, the one who
    holds the Funeral first; ``shared`` when the guild's terms pay for its dead. None when
    they cannot pay it together (or the holder alone, unshared)."""
    holder, purse = golds[0]
    if not shared:
        return [(holder, price)] if price <= purse else None
    if price > sum(g for _, g in golds):
        return None
    paid = [
        (w, min(share, g))
        for (w, g), share in zip(golds, upkeep.shares(price, len(golds)), strict=True)
    ]
    short = price - sum(p for _, p in paid)
    if short:
        paid[0] = (holder, paid[0][1] + short)
        if paid[0][1] > purse:
            extra = paid[0][1] - purse
            paid[0] = (holder, purse)
            for i in range(1, len(paid)):
                w, p = paid[i]
                more = min(extra, dict(golds)[w] - p)
                paid[i] = (w, p + more)
                extra -= more
    return [(w, p) for w, p in paid if p]
