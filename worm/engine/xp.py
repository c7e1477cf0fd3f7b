"""Experience points (p. 33): every gain and every spending goes through here, so each is an
``xp`` event naming its reason and the adventurer's new total (CONTRACTS §3)."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand


def gain(game: Table, who: str, amount: int, reason: str) -> None:
    """``who`` gains ``amount`` XP for ``reason`` (contracts p. 46, quests p. 33, carousing
    p. 157 …); nothing happens for 0."""
    if amount < 0:
        raise ValueError(f"an XP gain is never negative, got {amount}")
    if amount == 0:
        return
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"xp": a.xp + amount}))
    game.log.emit(ev.Xp, who=a.name, change=amount, reason=reason, total=a.xp + amount)


def spend(game: Table, who: str, amount: int, reason: str) -> None:
    """``who`` spends ``amount`` XP (a talent in training used, Train, p. 33); refused, before
    anything changes, when they have too little."""
    a = game.guild.adventurer(who)
    if amount < 1:
        raise ValueError(f"spend at least 1 XP, got {amount}")
    if a.xp < amount:
        raise IllegalCommand(f"{a.name} has {a.xp} XP, not the {amount} {reason} takes (p. 33)")
    game.set_adventurer(a.model_copy(update={"xp": a.xp - amount}))
    game.log.emit(ev.Xp, who=a.name, change=-amount, reason=reason, total=a.xp - amount)


def record(game: Table, who: str, before: int, reason: str) -> None:
    """Log the XP an adventurer's sheet already shows changed since ``before`` (for rules that
    change the sheet as a whole, e.g. ``worm.rules.talents.use``)."""
    a = game.guild.adventurer(who)
    if a.xp != before:
        game.log.emit(ev.Xp, who=a.name, change=a.xp - before, reason=reason, total=a.xp)
