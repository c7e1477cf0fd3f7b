"""An adventurer's purse (p. 37: gold is counted, not carried slot by slot): coin gained or
paid out, each an ``item`` event naming the cause. Whether they can pay is the caller's rule."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table


def gain(game: Table, who: str, gold: int, cause: str) -> None:
    """``who`` gains ``gold`` coins (nothing for none)."""
    if gold <= 0:
        return
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"gold": a.gold + gold}))
    game.log.emit(ev.Item, who=a.name, item="gold", change="gained", count=gold, cause=cause)


def pay(game: Table, who: str, gold: int, cause: str) -> None:
    """``who`` pays out ``gold`` coins (nothing for none); whether they can is the caller's
    rule (the invariants refuse a purse below empty)."""
    if gold <= 0:
        return
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"gold": a.gold - gold}))
    game.log.emit(ev.Item, who=a.name, item="gold", change="lost", count=gold, cause=cause)
