"""Policy: what in a fight's scenery a troll with Colossal can bring down, and what is left
where it stood (p. 61, with the scenery of p. 184).

The book lets Colossal change the battlefield during a Challenge — a supporting column pushed
down, a door smashed in — but never deal harm or lay an effect. So the GM allows the feat
only on a piece that hangs or stands free of anyone's footing, and it changes the zone alone:
the forest of stalactites comes down as a heap of rubble (cover, slow going); the chandeliers,
the hanging chains and the great bell come down and are gone, and with them the swaying
footing, the cover and the din. A piece climbed for its height (a perch, ``worm.gm.perches``)
is not brought down, since whoever stands on it would fall; nor is the ground itself (ice,
mud, a pool) or a mere thing that lies there already.

A way out of the fight (an exit zone: a door, the way back) changes too, as p. 61's smashed
door and raised portcullis do (``way_feat``): a troll in reach of an open way brings its door
or lintel down across it, and the way is barred for both sides — no one flees or slips away
through it; a way barred during the fight (a band's ambush, p. 110, or an earlier feat) is
smashed open again, and is a way out once more.

The bot's troll (``topples``) brings a piece down only to rid the zone it fights in of a rule
that hampers the guild there: the swaying footing under every blow (precarious) or the din
that spoils an incantation (deafening); it bars no way out, and smashes a barred one open
only when the fight goes badly enough for the guild to retreat (``reopens``)."""

from __future__ import annotations

from typing import Final

TOPPLED: dict[str, str | None] = {
    "stalactites": "heap_of_rubble",
    "hanging_chandeliers": None,
    "hanging_chains": None,
    "ringing_bell": None,
}
"""Each piece Colossal brings down (policy, p. 61), and the piece left in its place (None:
nothing is left)."""

HAMPERING = frozenset({"precarious", "deafening"})
"""Zone rules the bot's troll brings a piece down to be rid of."""


def toppled(piece: str) -> tuple[bool, str | None]:
    """Policy (p. 61): whether ``piece`` can be brought down, and what is left in its place."""
    return piece in TOPPLED, TOPPLED.get(piece)


def topples(rules: frozenset[str]) -> bool:
    """Policy: whether the bot's troll brings down a piece whose ``rules`` these are."""
    return bool(rules & HAMPERING)


BAR: Final = "bar"
OPEN: Final = "open"


def way_feat(exit: bool, barred: bool) -> str | None:
    """Policy (p. 61): what Colossal does to a way out of the fight — bar an open one (``BAR``),
    smash a barred one open (``OPEN``) — or None for a zone that is no way out."""
    if barred:
        return OPEN
    return BAR if exit else None


def reopens(hurt: int, guild: int) -> bool:
    """Policy: whether the bot's troll smashes a barred way open: only when half the guild or
    more is Injured, when the guild may retreat (pp. 123–124) and needs a way out."""
    return guild > 0 and hurt * 2 >= guild
