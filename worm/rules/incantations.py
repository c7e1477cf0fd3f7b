"""The GM's creatures Speak Incantations (p. 119): Sleep Song, the nymph's greater doom
(p. 274).

A creature's spell is a Speak Incantation played with a lesser doom, a greater doom discarded
with it: its value is the card, plus the creature's Wands on its own turn only (p. 122), and
it takes hold when it reaches the target's Initiative (p. 112). Sleep Song's hold is
Knockout.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from worm.rules import initiative

ACTION: Final = "Speak Incantation"
SLEEP_SONG: Final = "Sleep Song"
PAGE: Final = {SLEEP_SONG: 274}
EFFECT: Final = {SLEEP_SONG: "knockout"}
"""The effect each spell lays on the one it takes hold of."""
FIZZLED: Final = "fizzled"
"""The option a creature's declared spell carries once countered (Counter-spell, p. 82)."""


def spell(dooms: Iterable[str]) -> str | None:
    """The spell among a band's greater dooms ``dooms`` that the game casts, or None."""
    return next((name for name in dooms if name in PAGE), None)


def total(card: int, wands: int, *, own_turn: bool) -> int:
    """A creature's Speak Incantation: the card, plus its Wands on its own turn only."""
    return card + (wands if own_turn else 0)


def takes_hold(value: int, defence: int) -> bool:
    """Whether a spell of ``value`` takes hold of a target whose Initiative is ``defence``:
    reaching it is enough, a tie succeeding as any action's does (p. 112)."""
    return initiative.beats(value, defence)


def casting(side: str, action: str) -> bool:
    """Whether a declared action of ``side`` is a creature's spell waiting to be revealed."""
    return side == "foes" and action == ACTION
