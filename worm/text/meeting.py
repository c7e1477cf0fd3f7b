"""A meeting told as a scene (pp. 99–100, 109): who the guild has come on, where, and how they
took it, in the words the log already holds, so a fight or a parley at the very start of a game
can be shown over the map before its own screen opens (issue 19, point 8)."""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import narrate

TOLD = (ev.Narration, ev.Disposition, ev.Gm)
"""What the scene keeps: the room, the creatures and their mood, the GM's rulings on them."""


def scene(game: Game) -> list[str]:
    """The lines of the meeting under way: from the last watch (the room entered) up to the
    first round of a fight or the parley's start, leaving out the cards drawn."""
    events = game.log.events
    start = max((i for i, e in enumerate(events) if isinstance(e, ev.Watch)), default=0)
    lines = []
    for e in events[start:]:
        if isinstance(e, ev.ChallengeRound):
            break
        if not isinstance(e, TOLD):
            continue
        # a ruling here is a sentence of the scene, not a line after the log's GM tag: it
        # opens with a capital ("Two Mermaids belong to …", not "two Mermaids belong")
        text = grammar.capital(narrate.ruling(e)) if isinstance(e, ev.Gm) else narrate.event(e)
        if text and text.strip():
            lines.append(text.strip())
    return lines


def heading(game: Game) -> str:
    """What kind of meeting it is and where: a fight, an ambush or a parley, by room."""
    room = game.plan.key(game.room) if game.room >= 0 else "between rooms"
    where = f"level {game.level.number}, room {room}"
    if game.phase == "parley":
        return f"Met in {where}"
    if game.challenge is not None and game.challenge.step == "alarm":
        return f"An ambush in {where}"
    return f"Attacked in {where}"


def onward(game: Game) -> str:
    """What going on leads to."""
    return "to the parley" if game.phase == "parley" else "into the fight"
