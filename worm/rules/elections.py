"""The talents whose use the book leaves to the player at the moment it comes: Aegis (p. 70),
Ambusher's warning (p. 74) and Berserkergang's rage (p. 64); Iron Beards, Underfoot and
Colossal on a failed test in the City or a tester's failed part of a group test (p. 61); and
the interrupt talents, Counsel (p. 78, "any time"), Quick! (p. 74) and Heavy Metal Machine
(p. 70), whose player may say beforehand not to be asked at every moment they could be used. A
word said beforehand (``elect``) stands as the answer; else a player's guild is asked at the
moment (``asked``): Ambusher's at the ambush, Aegis and Berserkergang as a Wound is asked,
mid-blow, the arete talents mid-City or mid-group-test, each way written ``elect:TALENT:yes``
or ``elect:TALENT:no`` (``ways``), the interrupt talents in the fight's interrupt window, which
a standing no keeps from opening for them (a window opened for another reason still takes
their card). The bot's guild keeps the GM's policy."""

from __future__ import annotations

from worm.model.adventurer import Adventurer
from worm.model.guild import Guild

OUTRIGHT_SAVE = (
    "spend 1 Resolve so a failed test it bears on succeeds, in the City or in a group test (p. 61)"
)

ELECTIVE: dict[str, str] = {
    "aegis": "take a foe's or a trap's effect on the shield instead (p. 70)",
    "ambusher": "spend 1 Resolve to warn of an ambush (p. 74)",
    "berserkergang": "go berserk when the blood talent is Wounded (p. 64)",
    "counsel": "be asked to counsel a guild-mate to act at once for 1 Resolve before an "
    "action (p. 78)",
    "iron_beards": OUTRIGHT_SAVE,
    "underfoot": OUTRIGHT_SAVE,
    "colossal": OUTRIGHT_SAVE,
    "quick": "be asked to go first with a Pentacles card before another's action (p. 74)",
    "heavy_metal_machine": "be asked to brace in iron before a foe's action (p. 70)",
}
"""Each talent the player may elect beforehand, and what electing it does."""

WAY = "elect:"
"""How a yes or no to a talent reads among the ways a player is asked (``elect:aegis:no``)."""

PAGES = {
    "aegis": "p. 70",
    "ambusher": "p. 74",
    "berserkergang": "p. 64",
    "counsel": "p. 78",
    "iron_beards": "p. 61",
    "underfoot": "p. 61",
    "colossal": "p. 61",
    "quick": "p. 74",
    "heavy_metal_machine": "p. 70",
}

INTERRUPTING = ("quick", "heavy_metal_machine", "counsel")
"""The elective talents that open the fight's interrupt window, not asked mid-blow."""

SAID = {
    "aegis": ("Take it on the shield: a Notch", "Let it land"),
    "berserkergang": ("Go berserk", "Keep a cool head"),
    **{
        t: ("Spend 1 Resolve: the test succeeds", "Let the card stand")
        for t in ("iron_beards", "underfoot", "colossal")
    },
}
"""How the yes and the no of a talent asked mid-blow read to the player."""


def said(adventurer: Adventurer, talent: str) -> bool | None:
    """``adventurer``'s standing choice for ``talent``; None when they gave none."""
    return next((yes for t, yes in adventurer.elects if t == talent), None)


def asked(guild: Guild) -> bool:
    """Whether a choice left unsaid is asked of the player when its moment comes: in a
    player's guild, whose members say how their Wounds are taken — asked as each lands
    (``wound_order.asking``) or by an order of their own. A guild the bot plays leaves its
    Wounds to the GM's default, and keeps the GM's policy here too."""
    return any(a.wound_order for a in guild.adventurers if not a.conditions.dead)


def elected(adventurer: Adventurer, talent: str, choice: bool | None) -> Adventurer:
    """``adventurer`` with their choice for ``talent`` set (None: back to the GM's policy)."""
    kept = tuple((t, yes) for t, yes in adventurer.elects if t != talent)
    if choice is None:
        return adventurer.model_copy(update={"elects": kept})
    return adventurer.model_copy(update={"elects": (*kept, (talent, choice))})


def ways(talent: str) -> tuple[str, str]:
    """The two answers to ``talent`` asked at its moment: yes, then no."""
    return (f"{WAY}{talent}:yes", f"{WAY}{talent}:no")


def asks(asked_ways: tuple[str, ...]) -> bool:
    """Whether the ways a player is asked are a talent's yes and no, not ways to take a Wound."""
    return bool(asked_ways) and all(w.startswith(WAY) for w in asked_ways)


def talent_of(asked_ways: tuple[str, ...]) -> str:
    """The talent a yes-or-no question is about."""
    return asked_ways[0].removeprefix(WAY).rpartition(":")[0]


def yes(way: str) -> bool:
    """Whether the answer ``way`` uses the talent."""
    return way.endswith(":yes")


def words(way: str) -> str:
    """An answer as the player reads it: "Go berserk", "Let it land"."""
    said = SAID.get(talent_of((way,)), ("Yes", "No"))
    return said[0] if yes(way) else said[1]
