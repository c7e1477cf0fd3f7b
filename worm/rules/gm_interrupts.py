"""Dooms that let the GM's side act as an interrupt (p. 114): Tactics, of the spirit
strategist (p. 251), the brain spider (p. 256) and the questing beast (p. 276); and the
Yellow King's May Failure Be Your Noose (p. 269).

With Tactics a greater doom discarded turns one standard Challenge action into an interrupt:
it resolves before the action it answers, outside the one card a turn. With the Noose, when
an adventurer fails to beat the Yellow King's Initiative, he may at once play a card for a
standard action against them, outside the one card a turn; off his own turn, the card alone
(p. 122).
"""

from __future__ import annotations

from collections.abc import Iterable

TACTICS = "Tactics"
PAGE = 114
NOOSE = "May Failure Be Your Noose"
NOOSE_PAGE = 269


def interrupts(dooms: Iterable[str]) -> bool:
    """Whether a band with ``dooms`` may buy an interrupt with a greater doom."""
    return TACTICS in dooms


def noose(dooms: Iterable[str]) -> bool:
    """Whether a band with the lesser dooms ``dooms`` answers a failure with the Noose."""
    return NOOSE in dooms
