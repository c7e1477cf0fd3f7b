"""The replay screen (``worm replay NAME``; issue 16, point 7), driven by its actions: it shows
the game at the replay's position, moves forward, back and by watch, and sends no command."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import RichLog, Static

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.saves import games, replay
from worm.ui.app import WormApp
from worm.ui.mapview import MapView
from worm.ui.replay import ReplayScreen


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = Game.new(26)
    game.execute(cmd.Delve())
    autoplay.run(game, 10, daring=0.5)
    path = tmp_path_factory.mktemp("saves") / "run.json"
    games.save(game, path)
    return path


def status(app: WormApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def test_the_replay_screen_moves_through_the_game_and_sends_nothing(saved: Path) -> None:
    rp, _ = replay.load(saved)
    app = WormApp(replay=rp)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.driver is None  # no game is played here
        assert f"command 0/{len(rp.commands)}" in status(app)
        for _ in range(3):
            await app.run_action("screen.forward")
        assert rp.position == 3 and f"command 3/{len(rp.commands)}" in status(app)
        await app.run_action("screen.back")
        assert rp.position == 2
        assert rp.game.snapshot() == Game.replay(rp.start, rp.commands[:2]).snapshot()
        watch = rp.watch
        await app.run_action("screen.next_watch")
        assert rp.watch > watch and rp.position == rp.watch_at(watch + 1)
        at = rp.position
        await app.run_action("screen.previous_watch")  # where it began: to the one before
        assert rp.position < at and rp.watch < rp.marks[at].watches
        assert rp.position == rp.watch_at(rp.watch)
        await app.run_action("screen.last")
        assert rp.at_end and "END" in status(app)
        await app.run_action("screen.next_watch")  # past the last watch: stays at the end
        assert rp.at_end
        await pilot.pause()
        lines = [line.text for line in app.screen.query_one("#messages", RichLog).lines]
        assert lines and app.screen.query_one(MapView).depth >= 1
        assert rp.game.history == list(rp.commands)  # replayed, and nothing more sent
        await app.run_action("screen.first")
        assert rp.position == 0 and rp.game.history == []


async def test_keys_move_the_replay_and_q_leaves_at_once(saved: Path) -> None:
    rp, _ = replay.load(saved)
    app = WormApp(replay=rp)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("right", "n")
        assert rp.position == 2
        await pilot.press("left")
        assert rp.position == 1
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0
