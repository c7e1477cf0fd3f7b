"""Telepathic (the brain spider, p. 256): it speaks mind to mind, so words reach it from
anyone, whatever tongues they know, and it answers them the same way."""

from __future__ import annotations

from collections.abc import Iterable

NOTE = "Telepathic"
PAGE = 256


def telepathic(notes: Iterable[str]) -> bool:
    """Whether a creature with ``notes`` speaks telepathically."""
    return NOTE in notes


def understood(shares_a_tongue: bool, *, telepathic: bool) -> bool:
    """Whether words pass between an adventurer and a creature (p. 29): a shared tongue, or
    none needed with a telepath (p. 256)."""
    return shares_a_tongue or telepathic
