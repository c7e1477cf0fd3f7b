"""Policy: the order the GM gives an adventurer its creature has Controlled (p. 12; the
dooms are ``worm.rules.control``, the engine ``worm.engine.control``), and when the GM
spends a greater doom to Control at all.

The book leaves the order to the one who Controls. worm's GM gives the order that costs the
guild most, from what the adventurer can do at once where they stand:

1. strike a guild-mate in the same zone: the one whose shown Initiative is lowest (a face-down
   one reckoned at ``tactics.UNKNOWN``), the most hurt among equals;
2. else let go of the weapon or shield in hand (they must Recover it, p. 12);
3. else walk to a neighbouring zone, one with no guild-mate in it first;
4. else stand still.

The GM spends its greater doom on Control only when the order would strike a guild-mate or
empty a hand; otherwise the Attack is an ordinary one. The Yellow King's orders are mad
errands (p. 269): the same four orders, given as tasks only a bewitched mind would take up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from worm.gm import tactics
from worm.rules import control

CHOSEN = "p. 12"
"""The page of the GM's choice: the Controlled obey the order given them."""


@dataclass(frozen=True, slots=True)
class Mate:
    """A guild-mate the Controlled adventurer could be ordered to strike."""

    key: str
    name: str
    initiative: int | None  # face up, else None
    hurt: int


@dataclass(frozen=True, slots=True)
class Order:
    """An order: what to do, at whom or where, and the words it is given in."""

    kind: control.Kind
    says: str
    target: str | None = None  # a guild-mate's key, to strike
    zone: int | None = None  # a zone's id, to walk to


def give(
    doom: str,
    mates: Sequence[Mate],
    held: str | None,
    ways: Sequence[tuple[int, str, bool]],
) -> Order:
    """The order for one Controlled by ``doom``, with ``mates`` in the zone, ``held`` in hand
    (a thing's name, or None) and ``ways`` out (zone id, name, whether a guild-mate is there)."""
    mad = doom == control.CROWN
    if mates:
        mate = min(mates, key=lambda m: (_reckoned(m), -m.hurt, m.key))
        says = (
            f"your baby is hungry for meat; carve some from {mate.name}"
            if mad
            else f"strike {mate.name}"
        )
        return Order("strike", says, target=mate.key)
    if held is not None:
        says = (
            f"you are naked; let go of the {held} and cover yourself" if mad else f"drop the {held}"
        )
        return Order("drop", says)
    if ways:
        zone, name, _ = min(ways, key=lambda w: (w[2], w[0]))
        says = f"your heart is buried in {name}; go and guard it" if mad else f"go to {name}"
        return Order("walk", says, zone=zone)
    says = "your heart lies under your feet; stand over it" if mad else "stand still"
    return Order("stand", says)


def worth(order: Order) -> bool:
    """Whether the order is worth a greater doom (policy): one that strikes a guild-mate or
    empties a hand."""
    return order.kind in ("strike", "drop")


def _reckoned(mate: Mate) -> int:
    return tactics.UNKNOWN if mate.initiative is None else mate.initiative
