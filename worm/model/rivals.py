"""Another guild delving the same Underworld (p. 160: "other guilds meet success or failure"),
as the City hears of it between two expeditions. Policy ``worm.gm.rivals`` decides its fortune."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rivals:
    """The rival guild: its name, how many still delve, the levels it has reached, and the last
    news the City had of it."""

    name: str
    members: int
    deepest: int = 1
    news: str = ""
