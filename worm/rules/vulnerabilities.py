"""Creatures' notes on what harm does to them and to what strikes them (Appendix C):
Vulnerable to Fire (the winter wolf, p. 285), Acidic and Shapeless Body (the slime, p. 278),
Construct (the animate statue, p. 254: a Notch is 2 Wounds).

What each note does to a number or a yes/no, and nothing else; the engine
(``worm.engine.actions.vulnerable``) plays them.
"""

from __future__ import annotations

from collections.abc import Iterable

from worm.rules import weapons
from worm.rules.dooms import Means

FIRE = "Vulnerable to Fire"
ACIDIC = "Acidic"
SHAPELESS = "Shapeless Body"
CONSTRUCT = "Construct"

PAGE = {FIRE: 285, ACIDIC: 278, SHAPELESS: 278, CONSTRUCT: 254}
"""The page each note is read from, for the GM's rulings."""

FIRE_WOUNDS = 2
"""Harm from fire deals a winter wolf 2 Wounds (p. 285)."""
NOTCH_WOUNDS = 2
"""A Notch on a Construct counts as 2 Wounds (p. 254)."""
FORMLESS = frozenset({"displace", "root", "trip"})
"""The effects a slime's Shapeless Body refuses (p. 278)."""


def wounds(notes: Iterable[str], means: Means | None, count: int) -> int:
    """The Wounds ``count`` of harm made of ``means`` deals: each one from fire deals 2 to a
    creature Vulnerable to Fire (p. 285)."""
    if means is not None and means.fire and FIRE in notes:
        return count * FIRE_WOUNDS
    return count


def corrodes(notes: Iterable[str], means: Means | None) -> bool:
    """Whether a weapon of ``means`` that harms the creature is Notched by it (Acidic, p. 278).

    Policy: only a weapon in hand touches the slime; a bow's arrow does, not the bow, and no
    arrow is counted, so a missile weapon is spared."""
    if means is None or means.weapon is None or weapons.missile(means.weapon):
        return False
    return ACIDIC in notes


def refuses(notes: Iterable[str], effect: str) -> str | None:
    """The note by which ``effect`` cannot land on the creature, or None (Shapeless Body:
    no Displace, Root or Trip, p. 278)."""
    if effect in FORMLESS and SHAPELESS in notes:
        return SHAPELESS
    return None


def notch_wounds(notes: Iterable[str], effect: str) -> int:
    """The Wounds ``effect`` deals the creature as harm: a Notch on a Construct, 2 (p. 254);
    0 for anything else."""
    return NOTCH_WOUNDS if effect == "notch" and CONSTRUCT in notes else 0
