"""Creatures that Heal in a fight (Appendix C, pp. 251, 263, 278, 282): what a Heal gives
back, and which dooms and notes bring one.

A Heal on one of the GM's creatures undoes one Wound (p. 12; rules digest: +1 Health, never
past its full Health). Policy: a creature already at full Health gets a point of Defense
back instead, never past its full Defense; one unhurt gains nothing.

- Regenerate (the elite, p. 251; the slime, p. 278) and Fungal Regeneration (the fungoid,
  p. 263): discard a greater doom to Heal 1 Wound, outside the one card a turn.
- Feed (the vampire, p. 282): when its Attack truly Wounds an adventurer (a condition or a
  talent marked, not armor or a shield Notched), discard any card to Heal.
- Devour the Living (the undead, p. 249; the zombie, p. 286): a lesser doom devours a living
  creature Knocked-out or at Death's Door, and Heals 2 Wounds. Devoured, an adventurer is
  dead, and nothing whole is left of the body (p. 126).

The engine is ``worm.engine.creature_heal``; when the GM spends a card on one, the policy
``worm.gm.mending``.
"""

from __future__ import annotations

REGENERATION = {"Regenerate": 251, "Fungal Regeneration": 263}
"""Greater dooms discarded to Heal 1 Wound, with the page of the first creature carrying
each (the slime's Regenerate is on p. 278)."""
FEED = "Feed"
FEED_PAGE = 282
DEVOUR = "Devour the Living"
DEVOUR_PAGE = 249
DEVOUR_HEALS = 2


def regenerates(dooms: tuple[str, ...] | list[str]) -> str | None:
    """The band's doom that lets it discard a greater card to Heal, or None."""
    return next((d for d in dooms if d in REGENERATION), None)


def heal(
    health: int | None, defense: int, full_health: int | None, full_defense: int
) -> tuple[int | None, int, str | None]:
    """Health and Defense after one Heal, and what came back (``health``, ``defense``, or
    None when the creature was unhurt or cannot be Wounded at all)."""
    if health is None or full_health is None:
        return health, defense, None
    if health < full_health:
        return health + 1, defense, "health"
    if defense < full_defense:
        return health, defense + 1, "defense"
    return health, defense, None
