"""The spyglass (p. 168): from the guild's room it shows the next room along an open way at a
glance, without walking in — no watch, no Meatgrinder, no room entered (policy
``worm.gm.tools.spyglass_sees``); a locked or spiked door or darkness stops it. The typed word
``spy ROOM`` in the text game and on the terminal's command line."""

from __future__ import annotations

import io

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import tools
from worm.text import repl
from worm.ui.driver import Driver

from .test_crawl import WALK, behind_room, below, door, give, locked_seed, of, strip


def with_glass(seed: int = WALK) -> Game:
    game = below(seed)
    strip(game, what="spyglass")
    give(game, "a1", "spyglass")
    return game


def ahead(game: Game) -> str:
    other, _ = next(iter(game.plan.neighbours(game.room, game.state)))
    return game.plan.key(other)


def test_the_spyglass_shows_the_next_room_without_entering_it() -> None:
    game = with_glass()
    to, here = ahead(game), game.room
    watches = len(game.log.events)
    events = game.execute(cmd.Spy(to=to))
    (seen,) = [n.text for n in of(events, ev.Narration) if n.text.startswith("Through")]
    assert seen.startswith(f"Through the spyglass: {to},")
    assert game.room == here and game.plan.room(to, game.state) not in game.state.visited
    assert not of(events, ev.Enter) and not of(events, ev.Meatgrinder)
    assert any(g.rule == "p. 168" for g in of(game.log.events[watches:], ev.Gm))


def test_no_spyglass_no_look() -> None:
    game = below(WALK)
    strip(game, what="spyglass")
    with pytest.raises(IllegalCommand, match="spyglass"):
        game.execute(cmd.Spy(to=ahead(game)))


def test_a_locked_door_stops_the_spyglass() -> None:
    game = with_glass(locked_seed())
    door(game)
    with pytest.raises(IllegalCommand, match="shut door"):
        game.execute(cmd.Spy(to=behind_room()))


def test_the_policy() -> None:
    assert tools.spyglass_sees(True, False) is None
    assert "dark" in (tools.spyglass_sees(False, False) or "")
    assert "door" in (tools.spyglass_sees(True, True) or "")


def test_spy_is_a_typed_word_in_the_text_game_and_the_terminal() -> None:
    game = with_glass()
    to = ahead(game)
    out = io.StringIO()
    repl.play(game, [f"spy {to}", "spy nowhere"], out, echo=True)
    assert "Through the spyglass" in out.getvalue()
    assert "spy ROOM" in repl.HELP
    outcome = Driver(with_glass()).type(f"spy {to}")
    assert outcome is not None and outcome.refused is None
    assert any(isinstance(e, ev.Narration) and "spyglass" in e.text for e in outcome.events)
