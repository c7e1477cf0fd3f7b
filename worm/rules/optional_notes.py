"""The numbers of the optional notes a creature may carry (pp. 248, 251, 268): what a Strange
Body shrugs off and what hurts it twice, and when a Threshold gives way.

Which creature carries which is the GM's policy (``worm.gm.optional_notes``); the Challenge
plays them (``worm.engine.optional_notes``).
"""

from __future__ import annotations

from worm.rules.dooms import BLUNT, PIERCING, SLASHING, Means

THRESHOLD_WOUNDS = 2  # pp. 251, 268: no harm lands until 2 Wounds are dealt in one turn
STRANGE_WOUNDS = 2  # p. 248: 2 Wounds in place of 1 from its weakness
RETRIBUTIVE_WOUNDS = 1  # p. 251: to each engaged foe as their turn begins


def kinds(means: Means) -> frozenset[str]:
    """The kinds of harm a blow of ``means`` carries (``worm.gm.optional_notes.KINDS``)."""
    found = {"fire"} if means.fire else set()
    weapon = means.weapon
    for kind, weapons in (("blunt", BLUNT), ("slashing", SLASHING), ("piercing", PIERCING)):
        if weapon in weapons:
            found.add(kind)
    return frozenset(found)


def shrugs_off(immune: str | None, means: Means) -> bool:
    """Whether a Strange Body immune to ``immune`` takes nothing from harm of ``means``."""
    return immune is not None and immune in kinds(means)


def strange_wounds(vulnerable: str | None, means: Means, count: int) -> int:
    """The Wounds ``count`` of harm of ``means`` deals a Strange Body weak to ``vulnerable``:
    each Wound counts as 2 (p. 248)."""
    if vulnerable is None or vulnerable not in kinds(means):
        return count
    return count * STRANGE_WOUNDS


def gives_way(earlier: int, count: int, *, silver: bool = False) -> bool:
    """Whether a Threshold gives way to a blow of ``count`` Wounds, ``earlier`` already dealt
    and turned aside this turn (p. 251), or to a silver weapon's harm (the kelpie's, p. 268).

    Ambiguous (p. 251 names the 2 Wounds and the one turn, not how they add up): the Wounds
    turned aside earlier in the turn count towards the 2, and the blow that reaches 2 lands
    whole.
    """
    if count < 1:
        return False
    return silver or earlier + count >= THRESHOLD_WOUNDS
