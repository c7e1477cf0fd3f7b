"""A failed test waits to be pushed or let stand before anything else (p. 9; issue 19).

Pushing fate is the tester's choice (rules digest §3). It was lost without a word: any command
but 'push' or 'accept' let the waiting test stand first, so 'explore' typed after a trap's test
fell short took the failure, and the fall it brought was tested and let stand too, both pushes
gone. Now such a command is refused, with one ``refused`` event and nothing else changed, and
the test still waits; the free looks (p. 183) that help to choose are still taken."""

from __future__ import annotations

import io

import pytest

from tests.fixtures.walks import calm
from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_session import changed, everything
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import traps
from worm.engine.session import Game
from worm.errors import Waiting
from worm.text import repl

FAR_SHORT = "Two of Pentacles"  # low enough that no attribute and favor reach 14


def caught() -> Game:
    """A guild gone down, caught by a trap that tests the first in line with no choice to
    answer first (a trigger with an attribute, not too quick to test), its card far short."""
    game = calm(2)
    trap = next(
        t
        for t in game.pack.traps.values()
        if t.trigger.approach is not None and not t.trigger.quick and t.trigger.who != "each"
    )
    stack(game, minor=[FAR_SHORT])
    traps.spring(game, game.room, trap)
    assert game.pending is not None and game.pending.asked.task == trap.name, "precondition"
    assert game.phase == "crawl" and game.choice is None, "precondition"
    return game


OTHER = [cmd.Explore(), cmd.Search(how=""), cmd.TakeTreasure(), cmd.Careful(on=True)]


@pytest.mark.parametrize("command", OTHER, ids=lambda c: c.kind)
def test_another_command_is_refused_and_the_test_still_waits(command: cmd.Command) -> None:
    game = caught()
    waiting, before, logged = game.pending, everything(game), len(game.log.events)
    with pytest.raises(Waiting, match=r"failed test waits: push fate or let it stand first"):
        game.execute(command)
    assert game.pending is waiting
    assert changed(before, everything(game)) == []
    assert [e.type for e in game.log.events[logged:]] == ["refused"]


def test_a_look_and_a_listen_are_taken_and_the_test_still_waits() -> None:
    game = caught()
    waiting = game.pending
    for command in (cmd.Look(), cmd.Listen()):
        said = game.execute(command)
        assert said and all(isinstance(e, ev.Narration) for e in said)
        assert game.pending is waiting


def test_the_push_is_still_there_to_take_after_a_refusal() -> None:
    game = caught()
    with pytest.raises(Waiting):
        game.execute(cmd.Explore())
    stack(game, minor=["King of Pentacles"])
    pushed = [e for e in game.execute(cmd.PushFate()) if isinstance(e, ev.Fate)]
    assert pushed and pushed[0].pushed


def test_the_text_game_refuses_in_one_line_and_says_how_to_answer() -> None:
    game = caught()
    who = game.guild.adventurer(game.pending.test.who).name  # type: ignore[union-attr]
    out = io.StringIO()
    repl.answer(game, "explore", out)
    first, how = out.getvalue().splitlines()
    assert first.startswith(f"No: {who}") and first.endswith("(p. 9)")
    assert how == "Type 'push' to draw again, or 'accept' to let the failure stand."
    assert game.pending is not None
