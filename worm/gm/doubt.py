"""What the GM and the autoplay guild do with the Yellow King's "Do You Doubt Me, Traitor?"
(p. 269; the rule is ``worm.rules.crossed_off``, the play ``worm.engine.doubt``).

Policy (p. 269): the King discards for it only while he holds two greater dooms or more, and
then his lowest, so one is kept for his own turn; the book leaves the when to the GM.
Policy (p. 269): the autoplay guild's player crosses off what costs its play least: the name
(nothing the game plays reads it), then a motif from the last, then a talent, one in training
first.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.model.adventurer import Adventurer
from worm.rules import crossed_off
from worm.tarot import Card

KEPT = 1
"""The greater dooms the King keeps back for his own turn."""


def discards(greater: Sequence[Card]) -> Card | None:
    """The greater doom card (``greater`` lowest first) the King discards, or None."""
    return greater[0] if len(greater) > KEPT else None


def line_for(adventurer: Adventurer, lines: Sequence[str]) -> str:
    """The line of ``lines`` the autoplay guild's ``adventurer`` crosses off."""

    def rank(line: str) -> tuple[int, int, str]:
        kind, _, what = line.partition(":")
        if line == crossed_off.NAME:
            return 0, 0, line
        if kind == "motif":
            return 1, -int(what), line
        talent = adventurer.talent(what)
        return 2, 0 if talent is not None and talent.state == "in_training" else 1, line

    return min(lines, key=rank)
