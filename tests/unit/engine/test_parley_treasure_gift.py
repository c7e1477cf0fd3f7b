"""Treasure offered in a parley by the name the player reads (issue: an offer of loot that
had to be won by a test crashed once won, the typed name standing in for the treasure's id)."""

from __future__ import annotations

from tests.fixtures.meetings import meet_here
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.level import LevelState

from .test_crawl import EVERY_EVENT, stack

WINS = "King of Wands"  # 14 on the draw: the test of Wands is won outright (p. 9)


def test_treasure_won_over_by_a_test_leaves_the_loot_by_its_shown_name() -> None:
    game = Game.new(1)
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=(6, 7, 8, 9, 10))
    game.execute(cmd.Delve())
    meet_here(game, "mushroom_men", "Five of Cups", count=3)  # sadness: a gift must be tested
    game.loot = ("garnet_earrings",)
    shown = game.pack.treasure["garnet_earrings"].name
    assert shown.lower().replace(" ", "_") != "garnet_earrings"  # the typed name is not the id
    stack(game, minor=[WINS])
    events = game.execute(cmd.Approach(approach="offer", treasure="garnet earrings"))
    tested = [e for e in events if isinstance(e, ev.Fate)]
    assert [e.outcome.endswith("success") for e in tested] == [True], "no test won"
    assert game.loot == (), "the treasure given is still carried"
    given = [(e.item, e.change) for e in events if isinstance(e, ev.Item)]
    assert given == [(shown, "lost")]
