"""Counter-spell (p. 82), a Wands talent: in a Challenge, one who perceives a sorcerer casting
may spend 1 Resolve to Speak Incantations as an interrupt. The spell fizzles either way; when
the counter's value does not beat the sorcerer's total, the magic goes awry and the counterer
draws on the maleficence table (p. 201).
"""

from __future__ import annotations

from typing import Final

TALENT: Final = "counter_spell"
ACTION: Final = "Counter-spell"
PAGE: Final = 82
RESOLVE: Final = 1


def value(card: int, wands: int) -> int:
    """The counter's Speak Incantations value. Ruling: card and Wands, as the sorcerer's total
    it is weighed against, though the counter is an interrupt off one's own turn (the book
    compares the two and names no exception; p. 113 adds an attribute on one's turn only)."""
    return card + wands


def awry(counter: int, spell: int) -> bool:
    """Whether a counter of value ``counter`` against a spell of total ``spell`` goes awry:
    unless it is greater, the counterer draws on the maleficence table."""
    return counter <= spell
