"""Iron Beards and Underfoot (p. 61): 1 Resolve, and a failed test resting on strength (or on
quiet) succeeds outright — offered where a failed test waits to be pushed."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_dying import game_below
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.text import repl


def arete(game: Game, who: str, talent: str, resolve: int = 2) -> None:
    a = game.guild.adventurer(who)
    talents = (*(t for t in a.talents if t.id != talent), Talent(id=talent, state="mastered"))
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"talents": talents, "resolve": resolve})
    )


def failed(game: Game, task: str) -> None:
    """a1 fails a Pentacles test at ``task`` (a Two drawn): it waits to be pushed."""
    stack(game, minor=("Two of Cups",))
    game.execute(cmd.TestFate(who="a1", attribute="pentacles", task=task))
    assert game.pending is not None and game.pending.test.can_push


@pytest.mark.parametrize(
    ("talent", "task"), [("iron_beards", "force the rusted gate"), ("underfoot", "sneak past")]
)
def test_one_resolve_makes_the_failed_test_a_success(talent: str, task: str) -> None:
    game = game_below()
    arete(game, "a1", talent)
    failed(game, task)
    events = game.execute(cmd.PushFate(outright=talent))
    fate = [e for e in events if isinstance(e, ev.Fate)]
    assert [f.outcome for f in fate] == ["success"]
    assert game.guild.adventurer("a1").resolve == 1  # p. 61: 1 Resolve


def test_a_task_the_talent_does_not_bear_on_is_refused() -> None:
    game = game_below()
    arete(game, "a1", "iron_beards")
    failed(game, "recall the old song")
    with pytest.raises(IllegalCommand, match="Iron Beards"):
        game.execute(cmd.PushFate(outright="iron_beards"))
    assert game.guild.adventurer("a1").resolve == 2


def test_the_text_game_and_the_bot_use_it() -> None:
    game = game_below()
    arete(game, "a1", "underfoot")
    failed(game, "sneak past")
    assert repl.parse(game, "push underfoot") == cmd.PushFate(outright="underfoot")
    assert autoplay.Autoplay._push(game) == cmd.PushFate(outright="underfoot")


@pytest.mark.parametrize("task", ["smash down the door", "pull up the portcullis"])
def test_colossal_wrecks_a_door_or_gate_for_one_resolve(task: str) -> None:
    """The troll's arête talent (p. 61): a feat of wreckage succeeds for 1 Resolve, in the
    text game and for the bot as for the other two."""
    game = game_below()
    arete(game, "a1", "colossal")
    failed(game, task)
    assert repl.parse(game, "push colossal") == cmd.PushFate(outright="colossal")
    assert autoplay.Autoplay._push(game) == cmd.PushFate(outright="colossal")
    events = game.execute(cmd.PushFate(outright="colossal"))
    assert [e.outcome for e in events if isinstance(e, ev.Fate)] == ["success"]
    assert game.guild.adventurer("a1").resolve == 1


def test_colossal_does_not_bear_on_a_feat_that_wrecks_nothing() -> None:
    game = game_below()
    arete(game, "a1", "colossal")
    failed(game, "sneak past")
    with pytest.raises(IllegalCommand, match="Colossal"):
        game.execute(cmd.PushFate(outright="colossal"))


@pytest.mark.parametrize("card", ["Two of Cups", "The Fool"])
def test_named_before_the_draw_the_test_succeeds_whatever_the_card(card: str) -> None:
    """p. 61: named before the draw, nothing is left to push: no failure to turn great."""
    game = game_below()
    arete(game, "a1", "iron_beards")
    game.execute(repl.parse(game, "ready a1 iron beards"))
    assert game.guild.adventurer("a1").resolve == 2  # paid only when it meets its test
    stack(game, minor=(card,))
    events = game.execute(cmd.TestFate(who="a1", attribute="pentacles", task="force the gate"))
    assert [f.outcome for f in events if isinstance(f, ev.Fate)] == ["success"]
    assert game.pending is None and game.guild.adventurer("a1").resolve == 1
    assert game.readied == ()  # spent


def test_a_naming_waits_for_a_test_it_bears_on_and_can_be_taken_back() -> None:
    game = game_below()
    arete(game, "a1", "iron_beards")
    game.execute(cmd.Ready(who="a1", talent="iron_beards"))
    failed(game, "recall the old song")  # not strength: the card stands, the naming waits
    game.execute(cmd.AcceptFate())
    assert game.readied == (("a1", "iron_beards"),)
    game.execute(repl.parse(game, "ready a1 none"))
    assert game.readied == ()
    with pytest.raises(IllegalCommand, match="knows no 'underfoot'"):
        game.execute(cmd.Ready(who="a1", talent="underfoot"))
