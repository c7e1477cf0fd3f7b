"""A doom played as a band's whole action, revealed in the log (pp. 113–115): the ``action``
event for the dooms that compare no value (Stinking Cloud, Bully, Bewitching Beauty, Absorb
Bones), so the text game and the terminal read them as any action."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.challenge import Declared


def revealed(game: Table, d: Declared, result: str, *, target: str | None = None) -> None:
    """Log the doom ``d`` names, played with its card, and what came of it."""
    game.log.emit(
        ev.Action,
        who=game.under_way().group(d.who).name,
        action=d.doom or d.action,
        card=d.card,
        value=None,
        minor=d.minor,
        target=target,
        vs=None,
        result=result,
    )
