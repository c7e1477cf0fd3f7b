"""Giant's Strength (p. 60), the troll's kin talent: a contest of raw strength (arm-wrestling,
lifting) against anyone who is not a troll is won outright, with no card drawn. Troll against
troll is an ordinary test."""

from __future__ import annotations

TROLL = "troll"
TALENT = "giants_strength"


def wins(kin: str, rival_kin: str) -> bool:
    """Whether one of ``kin`` with the talent wins a contest of strength against ``rival_kin``
    outright (p. 60): only a troll does, and never against another troll."""
    return kin == TROLL and rival_kin != TROLL
