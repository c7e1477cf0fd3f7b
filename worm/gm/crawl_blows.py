"""Policy (p. 64): which Wounds the Crawl deals are a bite or a metal weapon's, for an orc's
blood outside a Challenge.

Quicksilver Blood destroys the metal weapon that Wounds it; Poison Blood deals Critical damage
to whatever bit it. Traps and hazards carry no list of their weapons, so the GM reads them:

- ``bites``: a hungry thing (a trap of kind ``hungry_thing``: the mouth in the door, the chest
  with teeth, the grinning purse), the leeches of the pond, or a Wound whose narration names
  teeth or jaws ("It bites back.", "The jaw snaps shut on a hand.").
- ``metal``: the traps built round a blade or a point of iron (the spear wall, the pendulum
  blade, the portcullis' spike, the arrow and dart traps), or a Wound whose narration names one.
- ``disarmed``: a destroyed weapon leaves the trap harmless when it was the trap's one weapon
  (the pendulum's blade, the portcullis' spike); a trap that shoots many (arrows, darts,
  spears) has lost one of them and keeps the rest.
- ``poisonable``: a thing of living flesh dies of the venom; a mouth of stone (the gargoyle's
  arch) has no blood for it to reach, nor has a room's feature (the engine asks no policy for
  those: an altar with teeth is no creature).
"""

from __future__ import annotations

from worm.content.features import Trap
from worm.gm.talents import BITING

BITING_KINDS = ("hungry_thing",)
BLOODSUCKERS = ("leech_pond",)
"""Traps whose Wound is a bite though their kind is not a hungry thing's."""

BLADED = ("spear_wall", "swinging_blade", "portcullis_drop", "arrow_trap", "dart_gallery")
"""Traps that strike with iron or steel: a point or an edge."""

ONE_BLADE = ("swinging_blade", "portcullis_drop")
"""Bladed traps with a single weapon: Destroyed, the trap is harmless."""

STONE = ("gargoyle_mouth_arch",)
"""Hungry things of stone: they bite, but no venom reaches what has no blood."""

METAL_WORDS = ("blade", "spear", "arrow", "dart", "sword")


def bites(trap: Trap | None, text: str) -> bool:
    """Whether a Wound from ``trap`` (None: a hazard with no trap), narrated ``text``, is a
    bite (Poison Blood, p. 64)."""
    if trap is not None and (trap.kind in BITING_KINDS or trap.id in BLOODSUCKERS):
        return True
    low = text.lower()
    return any(word in low for word in BITING)


def metal(trap: Trap | None, text: str) -> bool:
    """Whether a Wound from ``trap``, narrated ``text``, is a metal weapon's (Quicksilver
    Blood, p. 64)."""
    if trap is not None and trap.id in BLADED:
        return True
    low = text.lower()
    return any(word in low for word in METAL_WORDS)


def disarmed(trap: Trap) -> bool:
    """Whether ``trap`` is harmless once its weapon is Destroyed."""
    return trap.id in ONE_BLADE


def poisonable(trap: Trap | None) -> bool:
    """Whether what bit can be poisoned: anything but a mouth of stone."""
    return trap is None or trap.id not in STONE


STRIKING = ("missiles", "falling_weight")
"""Kinds of trap that strike at the body with a thing (a needle, a dart, a weight): a physical
source a shield can be put in the way of (Aegis, p. 70). A cloud of spores, a curse, a floor
that gives way or a bog that grips is not."""


def struck_at(trap: Trap | None) -> bool:
    """Whether an effect from ``trap`` comes from a physical source a shield turns (Aegis,
    p. 70): only a trap that strikes; a hazard or a feature is not read as one."""
    return trap is not None and trap.kind in STRIKING
