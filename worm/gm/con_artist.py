"""Policy (Con Artist, p. 74): which of a person's tastes the bot's Con Artist reads.

The book lets the bidder pick a like or a dislike. The automated player reads a like while
one is still unknown — a known like is what a gift or an appeal can meet (p. 100) — and a
dislike once every like is known, so that no gift offends; with both known it has nothing to
read. The engine uses the pick only when the bid rests on Con Artist.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal

from worm.model.meeting import Trait

PAGE = "p. 74"
Taste = Literal["like", "dislike"]


def pick(traits: Sequence[Trait], known: Collection[int]) -> Taste | None:
    """The taste the bot's Con Artist reads of a person whose ``traits`` are these, ``known``
    the ones the guild knows already; None when every like and dislike is known."""
    unknown = {t.kind for i, t in enumerate(traits) if i not in known}
    if "like" in unknown:
        return "like"
    if "dislike" in unknown:
        return "dislike"
    return None
