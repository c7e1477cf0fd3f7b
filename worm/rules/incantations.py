"""The GM's creatures Speak Incantations (p. 119): the nymph's Sleep Song (p. 274), and the
spells of Appendix A cast by the strategist's Sorcery (p. 251) and the Yellow King's Day of
Tears and Mourning (p. 269, while he wears his crown).

Each is a Speak Incantation played with a lesser doom, a greater doom discarded with it in
place of Resolve, save a spirit's Natural Sorcery (p. 249), cast at will with no Resolve and so
no greater doom: its value is the card, plus the creature's Wands on its own turn only
(p. 122), and an aimed spell takes hold when it reaches the target's Initiative (p. 112).
Sleep Song's hold is Knockout; an Appendix A spell does what its Challenge reading says.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from worm.rules import initiative

ACTION: Final = "Speak Incantation"
SLEEP_SONG: Final = "Sleep Song"
SORCERY: Final = "Sorcery"
DAY_OF_TEARS: Final = "Day of Tears and Mourning"
NATURAL_SORCERY: Final = "Natural Sorcery"
PAGE: Final = {SLEEP_SONG: 274, SORCERY: 251, DAY_OF_TEARS: 269, NATURAL_SORCERY: 249}
EFFECT: Final = {SLEEP_SONG: "knockout"}
"""The effect a spell of its own lays on the one it takes hold of."""
APPENDIX_A: Final = frozenset({SORCERY, DAY_OF_TEARS, NATURAL_SORCERY})
"""The dooms that cast the spells of Appendix A."""
AT_WILL: Final = frozenset({NATURAL_SORCERY})
"""The lesser dooms that cast a spell with no greater doom spent (p. 249)."""
FIZZLED: Final = "fizzled"
"""The option a creature's declared spell carries once countered (Counter-spell, p. 82)."""


def spell(dooms: Iterable[str]) -> str | None:
    """The doom among a band's greater dooms ``dooms`` that the game casts with, or None."""
    return next((name for name in dooms if name in PAGE and name not in AT_WILL), None)


def at_will(dooms: Iterable[str]) -> str | None:
    """The doom among a band's lesser dooms ``dooms`` that casts at will, or None."""
    return next((name for name in dooms if name in AT_WILL), None)


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
