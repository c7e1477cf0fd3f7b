"""Research (p. 159): 50 gold and a Cups test that, failed, may be pushed like any test of fate
(p. 9); its answers come once the test stands."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game

from .test_city import sheet
from .test_city_actions import bot_actions, city
from .test_crawl import of, stack
from .test_support import carrying


def researching(first: str, *rest: str) -> tuple[Game, list[ev.Event]]:
    game = city(gold=(0, 60, 0))
    sheet(
        game, "a2", attributes=game.guild.adventurer("a2").attributes.model_copy(update={"cups": 2})
    )
    stack(game, minor=(first, *rest))
    return game, game.execute(cmd.CityAct(who="a2", action="research"))


def test_a_failed_research_test_waits_to_be_pushed_and_a_push_can_win_the_answer() -> None:
    game, events = researching("Two of Swords", "King of Cups")
    assert game.pending is not None and game.pending.test.attribute == "cups"
    assert game.city is not None and game.city.action_of("a2") == "Research"
    assert game.guild.adventurer("a2").gold == 10
    events = game.execute(cmd.PushFate())
    fates = of(events, ev.Fate)
    assert fates and fates[-1].pushed and fates[-1].outcome == "success"
    told = [n.text for n in of(events, ev.Narration) if "research" in n.text]
    assert told and "no answer" not in told[-1]


def test_a_research_failure_let_stand_gives_no_answer() -> None:
    game, _ = researching("Two of Swords")
    events = game.execute(cmd.AcceptFate())
    assert of(events, ev.Fate)[-1].outcome == "failure"
    assert any("no answer" in n.text for n in of(events, ev.Narration))


def test_a_research_success_answers_at_once() -> None:
    game, events = researching("King of Swords")
    assert game.pending is None
    assert any(
        "research:" in n.text and "no answer" not in n.text for n in of(events, ev.Narration)
    )


def test_the_bot_pushes_or_lets_its_research_stand_and_takes_its_action() -> None:
    game, _ = researching("Ten of Swords", "Ace of Cups")
    bot = Autoplay()
    command = bot.next(game)
    assert isinstance(command, cmd.PushFate | cmd.AcceptFate)
    game.execute(command)
    assert game.pending is None
    assert bot_actions(game)


def test_the_bot_researches_when_it_holds_a_hundred_gold_and_nothing_better_calls() -> None:
    game = city(gold=(0, 120, 0))
    sheet(game, "a2", xp=0, arete=(True, True, True))  # no arête deed left to build for
    done = bot_actions(game)
    assert done["a2"].action == "research"
    assert game.pending is None and game.city is not None
    assert game.city.action_of("a2") == "Research"


def test_the_bot_supports_a_begun_project_with_a_reagent_from_below() -> None:
    game = city(gold=(30, 0, 0))
    sheet(game, "a1", xp=0)
    carrying(game, "a1", "reagent", "giant_rat")
    game.guild = game.guild.model_copy(update={"projects": (("dream moths", 6, 2),)})
    done = bot_actions(game)
    assert done["a1"].action == "support" and done["a1"].material == "reagent"
    assert game.guild.projects == (("dream moths", 6, 3),)
    assert game.guild.adventurer("a1").gold == 20
