"""A lore bid paid at the table (p. 32): the bid checked off, or a Loremaster's Resolve in its
place (p. 79) with the XP a talent in training costs logged (p. 33); and a gnome's free
follow-up question (Weird, Wise, Ancient, p. 57). The rules are ``worm.rules.lore_bids``."""

from __future__ import annotations

from worm.engine import xp
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.rules import lore_bids as rules
from worm.rules import talents


def pay(game: Table, who: str, by: rules.Means | None = None) -> Adventurer:
    """``who`` pays for an answered lore bid, ``by`` the way they named (a Loremaster's
    Resolve at their word, p. 79); the sheet after paying."""
    a = game.guild.adventurer(who)
    before = a.xp
    after, how = rules.pay(a, by)
    game.set_adventurer(after)
    if how == "resolve":
        xp.record(game, a.id, before, "Loremaster used in training")
        why = "at their word" if by == "resolve" else "with no lore bid left"
        game.ruling("p. 79", f"{a.name} spends 1 Resolve in place of a lore bid ({why})")
    return after


def follow_up(game: Table, who: str) -> bool:
    """Whether ``who`` asks a free follow-up to the answer (p. 57), ruled when they do."""
    a = game.guild.adventurer(who)
    if not rules.follows_up(a):
        return False
    game.ruling("p. 57", f"{a.name} asks a follow-up question for free (Weird, Wise, Ancient)")
    return True


def fluent(game: Table, who: str, tongue: str) -> None:
    """``who`` speaks ``tongue`` through Loremaster (p. 79): ruled, and 1 XP while the talent is
    in training (p. 33)."""
    a = game.guild.adventurer(who)
    before = a.xp
    game.set_adventurer(talents.use(a, rules.LOREMASTER))
    xp.record(game, a.id, before, "Loremaster used in training")
    game.ruling("p. 79", f"{a.name} has never learned {tongue}, but a Loremaster gets by in it")
