"""Salt thrown in a fight (Salt Reactive: the slime, p. 278; the ungoat, p. 281; salt, p. 168).

An adventurer with salt in hand may throw it onto a creature with the note: it goes as an
Attack that deals 2 Wounds on a hit. Salt spread on a slime this turn stops its Regenerate
(p. 278). Policy (p. 278, "this turn"): for the rest of the round in which the salt landed,
since the slime Regenerates at the start of its own turn and a turn is each fighter's share
of one round. The ungoat's Maleficent Retribution, were it played, would spare the thrower
(p. 281).
"""

from __future__ import annotations

from collections.abc import Iterable

NOTE = "Salt Reactive"
PAGE = {"slime": 278, "ungoat": 281}
"""The page of each creature that carries the note."""
FIRST_PAGE = 278
WOUNDS = 2  # p. 278: 2 Wounds on a success
_MARK = "salted:"


def reacts(notes: Iterable[str]) -> bool:
    """Whether a creature with ``notes`` is one salt burns."""
    return NOTE in notes


def mark(round_: int) -> str:
    """The mark left on a creature salted in round ``round_``."""
    return f"{_MARK}{round_}"


def salted(effects: Iterable[str], round_: int) -> bool:
    """Whether a creature with ``effects`` was salted in round ``round_``: no Regenerate."""
    return mark(round_) in effects
