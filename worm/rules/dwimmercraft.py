"""Dwimmercraft (p. 82), a Path of Wands talent: petty magic at will, and second sight for a
watch at the price of 1 Resolve. Second sight sees what is invisible or Shrouded, shows an
illusion's true form, and tells what is magical or enchanted and who is a sorcerer.

Policy (pp. 82, 90): the watch second sight lasts is the next one the guild spends — in the
Crawl the walk into the next room — so it holds where it was focused and in the next room
entered, and lapses when the guild moves on again."""

from __future__ import annotations

TALENT = "dwimmercraft"
SIGHT_RESOLVE = 1  # p. 82: a Resolve focuses second sight
SIGHT_PAGE = 82

Sight = tuple[tuple[str, int], ...]
"""Who has focused second sight, each with the last watch (the count of watches passed) it
holds in."""


def focus(sight: Sight, who: str, watch: int) -> Sight:
    """``who`` focuses second sight at ``watch`` (p. 82): it holds through the next watch; any
    focus that has lapsed is forgotten."""
    kept = tuple((w, last) for w, last in sight if w != who and last >= watch)
    return (*kept, (who, watch + 1))


def sees(sight: Sight, who: str, watch: int) -> bool:
    """Whether ``who``'s second sight holds at ``watch``."""
    return any(w == who and last >= watch for w, last in sight)
