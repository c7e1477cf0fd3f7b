"""Dooms that let the GM's side act as an interrupt (p. 114): Tactics, of the spirit
strategist (p. 251), the brain spider (p. 256) and the questing beast (p. 276); and the
Yellow King's May Failure Be Your Noose (p. 269).

With Tactics a greater doom discarded turns one standard Challenge action into an interrupt:
it resolves before the action it answers, outside the one card a turn. With the Noose, when
an adventurer fails to beat the Yellow King's Initiative, he may at once play a card for a
standard action against them, outside the one card a turn; off his own turn, the card alone
(p. 122). With the imp's Bad Luck Machine (p. 266), a greater doom discarded as an interrupt
turns an action aimed at the imp onto another creature in its zone, with disfavor, against
the new target's Initiative.
"""

from __future__ import annotations

from collections.abc import Iterable

TACTICS = "Tactics"
PAGE = 114
NOOSE = "May Failure Be Your Noose"
NOOSE_PAGE = 269
BAD_LUCK = "Bad Luck Machine"
BAD_LUCK_PAGE = 266


def interrupts(dooms: Iterable[str]) -> bool:
    """Whether a band with ``dooms`` may buy an interrupt with a greater doom."""
    return TACTICS in dooms


def noose(dooms: Iterable[str]) -> bool:
    """Whether a band with the lesser dooms ``dooms`` answers a failure with the Noose."""
    return NOOSE in dooms


def bad_luck(dooms: Iterable[str]) -> bool:
    """Whether a band with the greater dooms ``dooms`` may turn an action with bad luck."""
    return BAD_LUCK in dooms
