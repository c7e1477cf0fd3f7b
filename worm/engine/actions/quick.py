"""Quick! (p. 74): in a Challenge, one wearing light armor or none may play Pentacles actions
as interrupts. An interrupt goes before the acting one's action (p. 114): so before any action
taken on a turn of the count — a foe's, a guild-mate's — and before a foe's minor action too,
a Pentacles card goes first, at face value as a card played off one's own turn is (p. 115),
and counts against no one-card limit.

Each use of the talent in training costs 1 XP (p. 33)."""

from __future__ import annotations

from worm import tarot
from worm.engine import training
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.model.challenge import Challenge, Declared, Fighter
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


def before(declared: Declared) -> bool:
    """Whether Quick! may go before ``declared`` (p. 114): any action taken on a turn, and
    any action of the GM's; not a guild-mate's minor action, laid in the same window as the
    Quick! one's own could be (p. 115)."""
    return declared.side != "guild" or not declared.minor


def able(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could interrupt with Quick! now: never the one whose own
    action waits (an interrupt goes before another's action, p. 114)."""
    acting = ch.queue[0].who if ch.queue else None
    return tuple(
        f.key
        for f in ch.side("guild")
        if f.key != acting and any(ready(game, f, c) for c in ch.hand(f.key) if not c.is_fool)
    )
