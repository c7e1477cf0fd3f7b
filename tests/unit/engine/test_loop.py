"""The loop (ARCHITECTURE, "The state core"): every command has its procedure, every follow-up
its handler, and what a procedure leaves for later runs in the order the book plays it."""

from __future__ import annotations

from typing import get_args

from worm.content.interaction import LoseGold, PassWatches, Wound
from worm.engine import commands as cmd
from worm.engine import crawl, outcomes
from worm.engine import events as ev
from worm.engine.session import COMMANDS, FOLLOW_UPS, Game
from worm.model.loop import FollowUp, GoBack, WatchPasses


def _subclasses(base: type) -> set[type]:
    found: set[type] = set()
    for sub in base.__subclasses__():
        found |= {sub} | _subclasses(sub)
    return found


def test_every_command_has_a_procedure():
    assert set(COMMANDS) == _subclasses(cmd.Command)


def test_every_follow_up_has_a_handler():
    assert set(FOLLOW_UPS) == set(get_args(FollowUp))


def delved(seed: int = 3) -> Game:
    game = Game.new(seed)
    game.execute(cmd.Delve())
    return game


def test_a_watch_an_outcome_asks_for_comes_before_the_outcomes_after_it():
    """Outcomes play in their order even when one of them is the Crawl's (p. 90): the watch
    is left to the loop, and so is everything listed after it."""
    game = delved()
    mark = len(game.log.events)
    watch = PassWatches(effect="watch", count=1)
    hurt = Wound(effect="wound", who="front", count=1)
    outcomes.play(game, (watch, hurt), None, cause="a long climb")
    assert not any(isinstance(e, ev.Watch | ev.Wound) for e in game.log.events[mark:])
    assert len(game.followups) == 2  # the watch, then the rest
    game.follow_up()
    kinds = [type(e) for e in game.log.events[mark:] if isinstance(e, ev.Watch | ev.Wound)]
    assert kinds == [ev.Watch, ev.Wound]
    assert not game.followups


def test_follow_ups_run_depth_first():
    """A step's own follow-ups run before those queued behind it: going back into the last
    room (a watch) comes before the watch queued after it."""
    game = delved()
    crawl.enter(game, next(iter(game.level.map.neighbours()[game.room]))[0])
    game.follow_up()
    mark = len(game.log.events)
    game.later(GoBack())
    game.later(WatchPasses("challenge"))
    game.follow_up()
    watches = [e for e in game.log.events[mark:] if isinstance(e, ev.Watch)]
    assert [w.cause for w in watches][:2] == ["room", "challenge"]


def test_losing_gold_one_does_not_have_is_a_ruling_not_a_loss_of_nothing():
    game = delved()
    front = game.guild.in_marching_order()[0]
    game.set_adventurer(front.model_copy(update={"gold": 0}))
    mark = len(game.log.events)
    outcomes.play(game, (LoseGold(effect="lose_gold", who="front", count=10),), None, cause="x")
    new = game.log.events[mark:]
    assert not [e for e in new if isinstance(e, ev.Item)]
    assert any(isinstance(e, ev.Gm) and "no gold" in e.why for e in new)
