"""Dooms that reach everyone in the creature's zone at once, played as the band's action
rather than with an Attack (Appendix C, pp. 249, 251, 263, 265, 269, 277, 284).

Two shapes. A *matched* doom compares the card (plus Wands on the creature's own turn)
with the Initiative of each adventurer in the zone, and lands on those it beats, a tie
included as for any action (p. 112): Fear (p. 249) Displaces, Unearthly Fear (p. 277)
and the Yellow King's Sorrow! Sorrow! Sorrow! (p. 269; policy: those who hear him are those
in his zone) Stun. An *automatic* doom lands on everyone it names with no comparison: Choking Spores
(p. 263) Silences, Shriek (p. 265) Stuns, Potence (p. 251) puts one effect of the GM's
choosing on each adventurer. The gluttony devil's Stinking Cloud (p. 258, after the spell of
p. 208) is automatic too, but lands later: it fills the zone, and everyone else who breathes
and begins a round in it is Stunned then (``worm.engine.stinking_cloud``).

The engine (``worm.engine.zone_dooms``) plays them; when the GM spends a card on one is the
policy ``worm.gm.zonewide``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm.rules import initiative

Reach = Literal["adventurers", "creatures", "others"]
"""Whom a doom touches in its zone: the adventurers only; every other creature there, the
adventurers and other bands alike (Choking Spores, policy: not the fungoid's own band);
or everyone not of the creature's kind (Shriek: every non-harpy)."""


@dataclass(frozen=True, slots=True)
class ZoneDoom:
    """One zone-wide doom: its page, the effect it lays, whether the card is matched against
    each Initiative, whom it reaches, and whether it costs a greater card."""

    name: str
    page: int
    effect: str  # an effect id of assets/effects.toml; "chosen" for Potence
    matched: bool
    reach: Reach
    greater: bool
    cloud: bool = False  # fills the zone, landing at each round's beginning (p. 258)


ZONE_DOOMS: dict[str, ZoneDoom] = {
    d.name: d
    for d in (
        ZoneDoom("Fear", 249, "displace", True, "adventurers", False),
        ZoneDoom("Unearthly Fear", 277, "stun", True, "adventurers", False),
        ZoneDoom("Choking Spores", 263, "silence", False, "creatures", False),
        ZoneDoom("Shriek", 265, "stun", False, "others", True),
        ZoneDoom("Potence", 251, "chosen", False, "adventurers", True),
        ZoneDoom("Sorrow! Sorrow! Sorrow!", 269, "stun", True, "adventurers", False),
        ZoneDoom("Stinking Cloud", 258, "stun", False, "creatures", True, cloud=True),
    )
}
"""The zone-wide dooms the game plays, by name."""


def zone_doom(name: str | None) -> ZoneDoom | None:
    """The zone-wide doom called ``name``, or None."""
    return None if name is None else ZONE_DOOMS.get(name)


def total(card: int, wands: int, *, own_turn: bool) -> int:
    """A matched doom's value: the card, plus the creature's Wands on its own turn only
    (pp. 249, 277)."""
    return card + (wands if own_turn else 0)


def beaten(value: int, defence: int) -> bool:
    """Whether a matched doom of ``value`` succeeds against an Initiative of ``defence``: it
    must reach it, a tie succeeding as any action's does (p. 112)."""
    return initiative.beats(value, defence)
