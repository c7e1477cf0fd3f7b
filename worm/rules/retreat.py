"""Retreating from a Challenge (p. 124): a group test of Pentacles and what its hits mean."""

from __future__ import annotations

from typing import Literal

Getaway = Literal["clean", "complication", "cornered"]


def getaway(hits: int, needed: int = 2) -> Getaway:
    """2 hits (or more, ambiguity 20): a clean getaway; 1: away, but the GM adds a
    complication; 0 or fewer: cornered, no way out this round (p. 124). Policy (p. 11): one
    adventurer standing tests alone, and their 1 hit is the 1 needed."""
    if hits >= needed:
        return "clean"
    return "complication" if hits >= 1 else "cornered"
