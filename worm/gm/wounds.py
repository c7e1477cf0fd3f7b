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


def answer(adventurer: Adventurer, ways: tuple[str, ...]) -> str:
    """Policy (p. 124): the way the autoplay guild takes a Wound it is asked about, as the
    careful default above ranks them — a piece of armor, Staggered, a talent (the orc's
    blood, then one in training), Injured, Death's Door. ``ways`` are Wound order steps."""

    def rank(way: str) -> tuple[int, bool, bool, str]:
        kind, _, what = way.partition(":")
        if kind == "talent":
            talent = adventurer.talent(what)
            mastered = talent is not None and talent.state == "mastered"
            return 2, not talents.wound_first(what), mastered, what
        order = {"armor": 0, "Staggered": 1, "Injured": 3, "Death's Door": 4}
        return order.get(kind, 5), False, False, way

    return min(ways, key=rank)
