"""The Omphalic Market item by item (pp. 154, 162–163): what it sells, which upkeep tier a piece
of gear needs, and what it takes to mend a Notched one.

The book prices nothing item by item: an upkeep tier is the price, and whoever has paid for a
tier may carry away as much gear of that tier or a cheaper one as fits on them (p. 154, the
pack and belt of p. 37). Mending a damaged item needs the same tier as buying it new (p. 163).

Pure rules over content; ``worm.engine.market`` plays them.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Protocol, TypeVar

from worm.errors import IllegalCommand


class GearInfo(Protocol):
    """What the Market needs of a content item (``worm.content.gear.Item``)."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def tier(self) -> str: ...
    @property
    def market_row(self) -> str | None: ...
    @property
    def notches(self) -> int | None: ...


class TierInfo(Protocol):
    """What the Market needs of an upkeep tier (``worm.content.models.MarketTier``)."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def cost(self) -> int: ...
    @property
    def buys(self) -> tuple[str, ...]: ...


T = TypeVar("T", bound=TierInfo)
G = TypeVar("G", bound=GearInfo)


def sold(item: GearInfo) -> bool:
    """Only what has a row on the Market's lists is for sale (p. 163): brewed substances
    (Appendix B) and relics are not."""
    return item.market_row is not None


def covers(tier: TierInfo, item: GearInfo) -> bool:
    """A tier lets its payer take gear of that tier or a cheaper one (p. 154)."""
    return item.tier in tier.buys


def cheapest_for(item: GearInfo, tiers: Iterable[T]) -> T | None:
    """The cheapest upkeep tier that buys ``item`` (p. 154), or None if none does."""
    able = [t for t in tiers if covers(t, item)]
    return min(able, key=lambda t: t.cost) if able else None


def mendable(notches: int, item: GearInfo) -> bool:
    """A carried thing with Notches short of its limit can be mended (p. 163)."""
    return item.notches is not None and 0 < notches < item.notches


def find(word: str, items: Iterable[G], knows: str = "the Market knows") -> G:
    """The item a player names, by id, name or the start of either; refused with the nearest
    names when nothing answers (``knows`` begins the refusal; the Market's lists, p. 163)."""
    wanted = _key(word)
    known = list(items)
    if not wanted:
        raise IllegalCommand("name the item, e.g. 'rope' or 'bedroll'")
    for item in known:
        if wanted in (item.id, _key(item.name)):
            return item
    starts = [i for i in known if i.id.startswith(wanted) or _key(i.name).startswith(wanted)]
    if len(starts) == 1:
        return starts[0]
    names = {_key(i.name): i for i in known} | {i.id: i for i in known}
    near = difflib.get_close_matches(wanted, list(names), n=4, cutoff=0.5)
    close = list(dict.fromkeys(names[n].name for n in near)) or [i.name for i in starts[:4]]
    hint = f"; nearest: {', '.join(close)}" if close else ""
    raise IllegalCommand(f"{knows} no {word!r}{hint} (p. 163)")


def _key(word: str) -> str:
    return "_".join(word.strip().lower().replace("'", "").replace(",", " ").split())
