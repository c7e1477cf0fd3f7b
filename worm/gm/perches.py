"""Policy: what in a fight's scenery is climbed, and who may climb it (pp. 74, 110).

The book's rigging (p. 110) is a zone of its own that one moves into by spending a Pentacles
card with both hands free, and from whose crow's nest missiles have favor. A piece of scenery
that gives the high ground (the leaning obelisk, the climbable idol, the rotting scaffold:
``assets/scenery.toml``) is read the same way: it is a zone of its own, "atop" the piece,
beside the zone it stands in, and its height is had only up there, not on the floor beneath.
The first such piece of a zone gets a perch; a second stays scenery.

Climbing up is a Dash (the Pentacles card) with both hands free; an acrobat climbs as easily
as walking to a new zone (p. 74): any move, any card, hands full or not. Coming down is a
plain move. The GM's creatures follow whom they chase up (they walk into it as into any
zone), so a perch is a height, not a refuge.
"""

from __future__ import annotations

from worm.content.scenery import Scenery

PAGE = "p. 110"
"""The page of the rigging, the book's zone one climbs into."""


def climbed(piece: Scenery) -> bool:
    """Whether ``piece`` is climbed for a height of its own: it gives the high ground."""
    return "high_ground" in piece.rules


def named(piece: Scenery) -> str:
    """The perch's zone name: "atop the climbable idol"."""
    name = piece.name
    for article in ("a ", "an ", "the "):
        name = name.removeprefix(article)
    return f"atop the {name}"
