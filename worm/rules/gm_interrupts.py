"""Greater dooms that let the GM's side act as an interrupt (p. 114): Tactics, of the spirit
strategist (p. 251), the brain spider (p. 256) and the questing beast (p. 276).

A greater doom discarded turns one standard Challenge action into an interrupt: it resolves
before the action it answers, outside the one card a turn.
"""

from __future__ import annotations

from collections.abc import Iterable

TACTICS = "Tactics"
PAGE = 114


def interrupts(dooms: Iterable[str]) -> bool:
    """Whether a band with ``dooms`` may buy an interrupt with a greater doom."""
    return TACTICS in dooms
