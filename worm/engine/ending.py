"""The end of a Challenge (pp. 123–124): the cards go home, and the Crawl or the parley takes
up again; the fight took a watch (p. 90)."""

from __future__ import annotations

from worm import tarot
from worm.engine import meet
from worm.engine.table import Table
from worm.model.loop import WatchPasses


def finish(game: Table, how: str, why: str) -> None:
    """The fight is over: every card the Challenge holds goes to the discards, and the Crawl
    (or the parley) takes up again; the fight took a watch (p. 90)."""
    ch = game.challenge
    assert ch is not None
    held = tuple(ch.cards())
    game.decks = tarot.discard_all(game.decks, held)
    game.challenge = None
    game.settle()
    rounds = ch.round
    game.ruling("p. 123", f"the Challenge ends after {rounds} round{'s' * (rounds != 1)}: {why}")
    meeting = game.meeting
    if how == "parley":
        game.set_phase("parley", why)
        return
    if how == "defeat":
        game.check_guild()
        if game.phase == "over":
            game.meeting = None
            return
        how = "retreat"  # policy: those still on their feet are dragged off by the foes' leave
    if how in ("victory", "fled", "foes_surrender", "stalemate"):
        if meeting is not None:
            meet.settle(game, why)
    elif meet.back_off(game):
        return  # falling back into the last room takes the watch (p. 90)
    if game.phase == "crawl":
        game.later(WatchPasses("challenge"))
