"""The talents whose use the book leaves to the player at a moment the game does not stop
for: Aegis (p. 70), Ambusher's warning (p. 74) and Berserkergang's rage (p. 64). The player
says beforehand, and the GM's policy answers for a player who has not — save Ambusher's,
which a player's guild is asked at the ambush (``asked``)."""

from __future__ import annotations

from worm.model.adventurer import Adventurer
from worm.model.guild import Guild

ELECTIVE: dict[str, str] = {
    "aegis": "take a foe's or a trap's effect on the shield instead (p. 70)",
    "ambusher": "spend 1 Resolve to warn of an ambush (p. 74)",
    "berserkergang": "go berserk when the blood talent is Wounded (p. 64)",
}
"""Each talent the player may elect beforehand, and what electing it does."""


def wants(adventurer: Adventurer, talent: str, policy: bool) -> bool:
    """Whether ``adventurer`` uses ``talent`` now: their own standing choice, else the GM's
    ``policy``."""
    return next((yes for t, yes in adventurer.elects if t == talent), policy)


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
