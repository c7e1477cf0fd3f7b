"""Reading a Meatgrinder draw (core pp. 90–91; p. 5).

Each watch the GM draws a major card and reads it against the level's table. What the draw does
depends on why it was drawn:

- a **watch** (a new room, a long task, a Camp, a Challenge): the whole table counts;
- **loud noise**: an extra draw that only counts as a random encounter (XVI–XX), a creature
  drawn to the din (p. 91; p. 5 says XV–XX — the digest's ambiguity register, and worm keeps
  p. 91's band);
- **moving carefully**, or a task that takes minutes: an extra draw that only counts on I–V,
  as torches guttering while time passes (pp. 5, 88, 91).

Torches gutter (I–V) is never marked off. Any other entry is marked off once it happens; drawn
again before the table is restocked (after each City Phase), it is a watch of respite.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm.arcana import MEATGRINDER_BANDS

Trigger = Literal["watch", "camp", "loud_noise", "moving_carefully", "time"]
"""Why the card was drawn (the ``trigger`` of the ``meatgrinder`` event, CONTRACTS §3)."""

GUTTER = range(1, 6)  # p. 91: I–V, torches gutter
ENCOUNTERS = range(16, 21)  # p. 91: XVI–XX, random encounters


def band(card: int) -> str:
    """The band a major card value falls in (p. 91)."""
    for name, cards in MEATGRINDER_BANDS:
        if card in cards:
            return name
    raise ValueError(f"{card} is not a major arcana value 1–21")


@dataclass(frozen=True, slots=True)
class Reading:
    """What one Meatgrinder card means now."""

    card: int
    band: str
    trigger: Trigger
    counts: bool  # the draw does something (False: nothing happens)
    respite: bool  # the entry was marked off already: a watch of respite
    marks: bool  # the entry is marked off by this draw


def read(card: int, trigger: Trigger, marked: frozenset[int]) -> Reading:
    """Read one drawn card against the table's marked-off entries (p. 91)."""
    name = band(card)
    if trigger == "loud_noise":
        counts = card in ENCOUNTERS
    elif trigger in ("moving_carefully", "time"):
        counts = card in GUTTER
    else:
        counts = True
    respite = counts and card not in GUTTER and card in marked
    marks = counts and card not in GUTTER and not respite
    return Reading(card, name, trigger, counts, respite, marks)


def mark_off(marked: frozenset[int], reading: Reading) -> frozenset[int]:
    """The table's marked-off entries after a reading (I–V are never marked)."""
    return marked | {reading.card} if reading.marks else marked


def restock() -> frozenset[int]:
    """After a City Phase the GM fills the table afresh: nothing is marked off (p. 91)."""
    return frozenset()
