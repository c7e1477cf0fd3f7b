"""``why``: the chain behind what just happened — card, table row, ruling, effect — and, when
the last command needed no ruling (a pass, a wait), the last ruling made and what followed."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import narrate

EXPLAINED = (ev.Gm, ev.Draw, ev.Meatgrinder, ev.Fate, ev.GroupTest)
"""The events that are a reason, not only a result."""


def why(game: Game) -> str:
    """What explains the last command; if nothing does, the last ruling and what it led to."""
    last = game.log.events[game.last_command :]
    if any(isinstance(e, EXPLAINED) for e in last) or game.last_ruled >= game.last_command:
        return narrate.why(last)
    earlier = game.log.events[game.last_ruled :]
    if not any(isinstance(e, ev.Gm) for e in earlier):
        return narrate.why(last)
    return "The last command needed no ruling. The last ruling made, and what followed:\n" + (
        narrate.why(earlier)
    )
