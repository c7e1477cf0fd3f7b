"""Nip, the questing beast's lesser doom (p. 276): a band with it lays a Riposte face down,
as adventurers do (p. 116), and a successful one deals 2 Wounds instead of 1.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

NIP: Final = "Nip"
PAGE: Final = 276
WOUNDS: Final = 2


def nips(dooms: Iterable[str]) -> bool:
    """Whether a band with the lesser dooms ``dooms`` Ripostes with Nip."""
    return NIP in dooms


def riposte_wounds(dooms: Iterable[str], otherwise: int) -> int:
    """The Wounds a band's successful Riposte deals: 2 with Nip, else ``otherwise``."""
    return WOUNDS if nips(dooms) else otherwise
