"""Policy: reading a foe's Morale off the situation (p. 119; rules digest §28.5).

The book leaves the reading to the GM and asks for it again as the fight goes. worm reads it
the same way every time, from what the Challenge knows: how many are down or hurt, whether
their leader is dying, whether they are cornered and losing, and how they stand in numbers and
ground. Each reading says why, so the GM log can show it.
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.rules.banter import Situation


@dataclass(frozen=True, slots=True)
class Sizeup:
    """What the GM weighs for a group's Morale."""

    count: int  # the group's members still standing and those down
    down: int = 0  # members out of the fight
    hurt: bool = False  # any member has lost Health or Defense, or a greater doom was spent
    leader_dying: bool = False  # its leader is at Death's Door
    cornered_losing: bool = False  # no way out, and the fight is going against it
    guild: int = 1  # adventurers still able to act
    ground: bool = False  # a special rule of the scene favours it


def assess(s: Sizeup) -> tuple[Situation, str]:
    """The group's situation, panicking first, then wary, confident, and otherwise neutral."""
    if s.count and s.down * 4 >= s.count * 3:
        return "panicking", f"{s.down} of {s.count} are down"
    if s.leader_dying:
        return "panicking", "their leader is at Death's Door"
    if s.cornered_losing:
        return "panicking", "cornered, and losing"
    if s.hurt or s.down:
        return "wary", "they are bloodied"
    standing = s.count - s.down
    if standing >= 2 * max(1, s.guild) and s.ground:
        return "confident", f"{standing} against {s.guild}, on ground that favours them"
    return "neutral", "neither side has the edge"
