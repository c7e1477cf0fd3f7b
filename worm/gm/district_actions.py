"""Policies for the districts' special City Actions (Appendix D) the engine plays.

- *Keep an ear to the ground* (p. 300): the book has the GM tell one of the rumours of their
  City Events table. worm tells the rumour entries (cards XI–XV, p. 150) in card order, the
  first one the guild has not heard this City Phase.
- *Study language* (p. 314): the book offers the City's main languages (p. 29). worm reads
  them as the common ones adventurers choose from at creation (``common`` in
  languages.toml); the ancient tongues are not taught.
- *Undergo leeching* (p. 318): the book prices it at 20 gold a stage of an affliction. worm
  reads that as each stage not yet cured, all paid at once, and the affliction gone; the
  first one suffered unless one is named.
"""

from __future__ import annotations

from worm.content.models import ContentPack

RUMOR = (
    "p. 300",
    "the GM tells the rumours of the City Events table in card order, the first not yet heard "
    "this phase",
)
LEECHING = (
    "p. 318",
    "leeching is paid for each stage not yet cured, all at once, and cures the whole affliction",
)
LANGUAGE = ("p. 314", "the Madrasa teaches the City's common languages (p. 29), not the ancient")


def rumor(pack: ContentPack, heard: tuple[str, ...]) -> str | None:
    """The next rumour of the City Events table the guild has not heard (policy ``RUMOR``)."""
    told = sorted(
        (e for e in pack.city_events.values() if e.category == "rumor" and not e.reserve),
        key=lambda e: e.card,
    )
    return next((e.text for e in told if e.text not in heard), None)


def taught(pack: ContentPack) -> tuple[str, ...]:
    """The language ids the Madrasa teaches (policy ``LANGUAGE``)."""
    return tuple(sorted(lang.id for lang in pack.languages.values() if lang.common))
