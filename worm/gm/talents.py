"""Policy: the choices a talent leaves open, where the player is not asked (issue 22).

- ``see_it_coming`` (Ambusher, p. 74): an ambusher with Resolve to spare always spends 1 to see
  an ambush coming; being caught out costs the guild a free action per band of foes (p. 110).
- ``goes_berserk`` (Berserkergang, p. 64): one whose talent is Wounded goes berserk unless
  they walk the paths of Cups or Wands, whose actions the rage forbids (Speak Incantation,
  Aid Another, Banter); favor on every Attack is what a fighter wants.
- ``wound_first`` (pp. 64, 124): of the talents a Wound may fall on, an orc's blood talent
  first, since its Wound is what sets the blood to work.
"""

from __future__ import annotations

from worm.model.adventurer import Adventurer

BLOOD = ("quicksilver_blood", "poison_blood", "blur", "berserkergang")
"""The orcs' kin talents that fire when they are Wounded (p. 64)."""


def see_it_coming(adventurer: Adventurer) -> bool:
    """Whether ``adventurer`` spends 1 Resolve on Ambusher's warning (p. 74): always."""
    return adventurer.resolve >= 1


def goes_berserk(adventurer: Adventurer) -> bool:
    """Whether ``adventurer``, their Berserkergang Wounded, goes berserk (p. 64)."""
    return adventurer.path not in ("cups", "wands")


def wound_first(talent_id: str) -> bool:
    """Whether a Wound taken on a talent goes to ``talent_id`` before others (p. 64)."""
    return talent_id in BLOOD
