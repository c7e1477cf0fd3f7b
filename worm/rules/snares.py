"""Attack dooms whose hit lays effects instead of a Wound (Appendix C): the brain spider's Web
(p. 256) and the face rat's Steal Face (p. 262).

Both ride an Attack on a greater doom discarded with it. A hit deals no damage. Web wraps
the target: it is Rooted until every limb is free, and each Recover frees one limb. Steal
Face Blinds and Silences the target, and each effect is Recovered on its own (an ordinary
Recover sheds one effect at a time, p. 119).
"""

from __future__ import annotations

WEB = "Web"
STEAL_FACE = "Steal Face"
PAGE = {WEB: 256, STEAL_FACE: 262}

LAID: dict[str, tuple[str, ...]] = {WEB: ("root",), STEAL_FACE: ("blind", "silence")}
"""The effects a hit of each snare lays, in place of its Wound."""

LIMBS = 4
"""Limbs a web binds. Policy (p. 256 gives no number): two arms and two legs, so a webbed
adventurer Recovers four times before the Root is gone."""


def snares(doom: str | None) -> bool:
    """Whether ``doom`` lays effects on a hit instead of Wounding."""
    return doom in LAID


def laid(doom: str) -> tuple[str, ...]:
    """The effects a hit of the snare ``doom`` lays (``LAID``)."""
    return LAID[doom]


def loosen(bound: int) -> int:
    """Limbs still bound after one Recover from a web binding ``bound`` of them (p. 256): one
    comes free; the Root lifts when this reaches 0."""
    if bound < 1:
        raise ValueError(f"no limb is bound ({bound})")
    return bound - 1
