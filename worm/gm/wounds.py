"""Policy (p. 124): how the automated GM takes a Wound for an adventurer who is not choosing.

Cheapest first, as a careful player would: a Notch on worn armor, then Staggered ("a free hit",
p. 31), then a Wounded talent (an in-training one before a mastered one), then Injured, then
Death's Door. An orc's blood talent takes a talent's Wound first (``worm.gm.talents``).
"""

from __future__ import annotations

from worm.gm import talents
from worm.model.adventurer import Adventurer
from worm.rules import conditions


def choose(adventurer: Adventurer, armor_uids: tuple[int, ...] = ()) -> tuple[str, str | None]:
    """The Wound option (and talent) this policy picks from what the rules leave open."""
    options = conditions.wound_options(adventurer, armor_uids)
    for option in ("armor", "Staggered"):
        if option in options:
            return option, None
    if "talent" in options:
        open_talents = [
            t for t in adventurer.talents if t.id not in adventurer.conditions.wounded_talents
        ]
        open_talents.sort(
            key=lambda t: (not talents.wound_first(t.id), t.state == "mastered", t.id)
        )
        return "talent", open_talents[0].id
    return options[0], None
