"""Creatures that leave a fight by a way of their own (Appendix C): the beast's Special
Locomotion (p. 247: flying, burrowing, climbing), the brain spider's Wall Crawling (p. 256)
and the cockatrice's Flutter (p. 257).

Special Locomotion and Wall Crawling carry a band past the adventurers and away from the
fight with a Move, if the guild has no means to follow it. Flutter is a greater doom played to
break away from every adventurer at once and fly 1 zone off.
"""

from __future__ import annotations

SPECIAL_LOCOMOTION = "Special Locomotion"
WALL_CRAWLING = "Wall Crawling"
FLUTTER = "Flutter"
PAGE = {SPECIAL_LOCOMOTION: 247, WALL_CRAWLING: 256, FLUTTER: 257}

OWN_WAY = frozenset({SPECIAL_LOCOMOTION, WALL_CRAWLING})
"""Lesser dooms by which a band leaves the area from wherever it stands."""
FLUTTER_ZONES = 1
"""How far Flutter carries the cockatrice once it has broken away (p. 257)."""


def own_way(dooms: tuple[str, ...] | list[str]) -> str | None:
    """The band's doom that carries it out of the area its own way, or None."""
    return next((d for d in dooms if d in OWN_WAY), None)


def flutters(dooms: tuple[str, ...] | list[str]) -> bool:
    """Whether the band can Flutter off (p. 257)."""
    return FLUTTER in dooms
