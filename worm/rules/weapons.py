"""Weapons in a Challenge (p. 170; unarmed fighters p. 116).

Each weapon type's special property, as plain functions of the weapon type id
(assets/weapons.toml). ``None`` stands for empty hands.
"""

from __future__ import annotations

MISSILE = frozenset({"bow", "crossbow"})


def missile(weapon: str | None) -> bool:
    """Bows and crossbows shoot; everything else strikes in melee (p. 170)."""
    return weapon in MISSILE


def wounds(weapon: str | None, value: int, initiative: int) -> int:
    """Wounds a successful Attack deals: 2 for a hammer or mace whose value is at least twice
    the target's Initiative, else 1 (p. 170)."""
    if weapon == "hammer" and value >= 2 * initiative:
        return 2
    return 1


def piercing(weapon: str | None, *, target_unarmed: bool, target_held: bool) -> bool:
    """A crossbow always pierces; a dagger pierces a target that is unarmed, Rooted or Tripped
    (p. 170)."""
    return weapon == "crossbow" or (weapon == "dagger" and (target_unarmed or target_held))


def riposte_wounds(weapon: str | None) -> int:
    """A blade's Riposte deals 2 Wounds (p. 170)."""
    return 2 if weapon == "blade" else 1


def riposte_interrupts(weapon: str | None) -> bool:
    """A polearm's Riposte strikes first, as an interrupt (p. 170)."""
    return weapon == "polearm"


def wins_ties(weapon: str | None) -> bool:
    """A flail wins every tie and cannot be stopped by a shield (p. 170)."""
    return weapon == "flail"


def cleaves(weapon: str | None) -> bool:
    """An axe that takes a foe down may turn the same value on another in the zone (p. 170)."""
    return weapon == "axe"


def thrown(weapon: str | None) -> bool:
    """A dagger may be thrown at anyone in the zone without engaging (p. 170)."""
    return weapon == "dagger"


def reloads(weapon: str | None) -> bool:
    """A crossbow must be reloaded after every shot (p. 170)."""
    return weapon == "crossbow"
