"""Policy: who carries off an adventurer the dark keeps (We're doomed!, VIII, p. 95).

The book has the GM pick fitting creatures from the level's Meatgrinder table, and the guild
members who escape know where and what they were. worm picks the same way every time: the
creatures of the first wandering encounter (XVI–XX) not yet marked off, else of the first
one even if marked off (rules digest §13.3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

RULE = "p. 95"
"""The page every ruling of this policy cites."""
ENCOUNTERS = range(16, 21)
"""The cards of the Meatgrinder's random encounters, XVI–XX (p. 91)."""


def captor(entries: Sequence[Mapping[str, Any]], marked: frozenset[int]) -> str | None:
    """The creature id that carries the adventurer off, from the level's Meatgrinder
    ``entries`` (each with its ``card`` and, for an encounter, its ``creature``) and the
    cards ``marked`` off; None when the table names no creature."""
    met = [e for e in entries if e.get("creature") and e.get("card") in ENCOUNTERS]
    fresh = [e for e in met if e["card"] not in marked]
    chosen = (fresh or met)[:1]
    return str(chosen[0]["creature"]) if chosen else None
