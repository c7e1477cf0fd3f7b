"""Quick! (p. 74): in a Challenge, one wearing light armor or none may play Pentacles actions
as interrupts — when a foe's action is aimed at the guild (p. 114), a Pentacles card laid as a
minor action (face value, p. 115) goes first, and counts against no one-card limit.

Each use of the talent in training costs 1 XP (p. 33)."""

from __future__ import annotations

from worm import tarot
from worm.engine import training
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.model.challenge import Challenge, Fighter
from worm.rules import armor

TALENT = "quick"
SUIT = "pentacles"


def ready(game: Table, fighter: Fighter, card: tarot.Card) -> bool:
    """Whether ``fighter`` may play ``card`` as a Quick! interrupt now: a Pentacles card, the
    talent usable (p. 33), no iron or steel armor worn (p. 74)."""
    if card.suit != SUIT or fighter.side != "guild" or not fighter.fighting:
        return False
    a = fighters.adventurer(game, fighter.key)
    return a.active and armor.heavy(a) is None and training.usable(a, TALENT)


def able(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could interrupt with Quick! now."""
    return tuple(
        f.key
        for f in ch.side("guild")
        if any(ready(game, f, c) for c in ch.hand(f.key) if not c.is_fool)
    )
