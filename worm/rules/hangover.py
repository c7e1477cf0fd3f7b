"""The Hangover table (p. 157): what a night of carousing leaves behind, read on a major
card, some rows reading the top card of the minor discard pile too. The rows are content
(``assets/hangover.toml``, our own words); this module reads them from a pack.

``TABLE`` is the shipped pack's rows I–XXI, read when first asked for, so importing this
module never reads the assets."""

from __future__ import annotations

import functools

from worm import content
from worm.content.city_actions import Effect, Hangover
from worm.content.models import ContentPack
from worm.tarot import Card

__all__ = ["Effect", "Hangover", "read", "rows"]

TABLE: tuple[Hangover, ...]


def rows(pack: ContentPack) -> tuple[Hangover, ...]:
    """The rows for the major cards I–XXI, in card order (p. 157)."""
    return tuple(sorted((h for h in pack.hangover.values() if h.card), key=lambda h: h.card))


@functools.cache
def _shipped() -> tuple[Hangover, ...]:
    return rows(content.default())


def __getattr__(name: str) -> object:
    """``TABLE``: the shipped pack's rows, read once."""
    if name == "TABLE":
        return _shipped()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def read(card: Card, pack: ContentPack | None = None) -> Hangover:
    """The row for a major card (I–XXI); the Fool, which has no row, reads as the row its
    own entry names (I, a policy kept in hangover.toml)."""
    by_card = {h.card: h for h in (pack or content.default()).hangover.values()}
    row = by_card[card.value]
    return row if row.reads_as is None else by_card[row.reads_as]
