"""The bot asks Foretell or Spout Doom of a way up, down or across before it takes it (pp.
56–57), and, told it brings a fight where it comes out, takes another way of the kind it knows
a route to, if there is one (``worm.engine.autolore.before_road``, ``dreads_road``); with no
other, it takes the way foretold all the same (it does not stall)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_autolore import games, knows
from worm.engine import commands as cmd
from worm.engine import foresight, lore_questions
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game

ENDS = ("up", "down", "across")


def at_a_fighting_way(another: bool) -> tuple[Game, int, Autoplay]:
    """A game standing (as if it had walked there, on whatever level) by a way whose room
    beyond holds dwellers who fall on the guild at sight; with (or without) another way of the
    kind the bot knows a route to; unasked, the bot would take this one (the precondition)."""
    for game in games():
        for number, level in enumerate(game.world.levels, start=1):
            for index, w in enumerate(level.ways):
                if w.end not in ENDS or w.secret or w.connection is None:
                    continue
                game.depth, game.room, game.pos = number, w.room, (w.x, w.y)
                beyond = foresight.comes_out(game, index)
                assert beyond is not None
                if not foresight.fight_beyond(game, *beyond):
                    continue
                bot = Autoplay()
                routes = bot._routes(game)
                others = [
                    o
                    for i, o in enumerate(level.ways)
                    if i != index and o.end == w.end and o.room != w.room and o.room in routes
                ]
                knows(game, lore_questions.KEEN_SENSES, lore_bids=3)  # nobody foretells
                taken = Autoplay()._way(game, w.end, w.end)  # type: ignore[arg-type]
                if bool(others) is another and isinstance(taken, cmd.Take):
                    return game, index, bot
    pytest.skip("no such way in the seeds' Underworlds")


@pytest.mark.parametrize("another", [True, False])
def test_the_bot_foretells_a_way_and_takes_another_when_a_fight_waits_beyond(
    another: bool,
) -> None:
    game, index, bot = at_a_fighting_way(another)
    end = game.level.ways[index].end
    knows(game, lore_questions.FORETELL, lore_bids=3)
    asked = bot._way(game, end, end)  # type: ignore[arg-type]
    assert isinstance(asked, cmd.AskLore) and (asked.about, asked.words) == ("foretell", "road")
    game.execute(asked)
    then = bot._way(game, end, end)  # type: ignore[arg-type]
    if another:
        assert isinstance(then, cmd.Go), "it heads for the other way instead"
    else:
        assert isinstance(then, cmd.Take), "no other way: it takes this one all the same"


def test_the_bot_takes_a_way_at_once_when_nobody_can_foretell() -> None:
    game, index, bot = at_a_fighting_way(True)
    end = game.level.ways[index].end
    knows(game, lore_questions.KEEN_SENSES, lore_bids=3)
    assert isinstance(bot._way(game, end, end), cmd.Take)  # type: ignore[arg-type]
