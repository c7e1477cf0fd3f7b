"""The push dialog cannot be left with its push lost (issue 19): Escape, the Crawl's keys and
a command typed on the ':' line all leave the failed test waiting and the dialog up; only
its own answers, push or let stand, take it away."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import Input, Static

from tests.ui import told
from tests.unit.engine.test_push_waits import caught
from worm.ui.app import WormApp
from worm.ui.driver import Driver
from worm.ui.prompts import CommandScreen, PendingScreen

SIZE = (120, 40)


async def test_the_push_dialog_keeps_its_test_until_it_is_answered(tmp_path: Path) -> None:
    game = caught()
    waiting, where = game.pending, (game.room, game.pos, game.watches)
    app = WormApp(seed=game.seed, saves_dir=tmp_path)
    notices = told(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen)
        for key in ("escape", "o", "right", "l", "q", "escape"):
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, PendingScreen), "a key took the dialog away"
        assert game.pending is waiting and (game.room, game.pos, game.watches) == where

        await pilot.press("colon")
        assert isinstance(app.screen, CommandScreen)
        app.screen.query_one(Input).value = "explore"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen), "a typed command took the dialog away"
        assert game.pending is waiting and (game.room, game.pos, game.watches) == where
        assert any("waits: push fate or let it stand first" in n for n in notices), notices

        await pilot.press("p")  # push: the dialog's own answer
        await pilot.pause()
        assert game.pending is not waiting
        assert not isinstance(app.screen, PendingScreen) or game.pending is not None


async def test_the_push_dialog_is_drawn_again_for_the_next_testers_failure(
    tmp_path: Path,
) -> None:
    """Play-test of session 16: in a test everyone takes, the dialog kept the first tester's
    name and numbers while the game asked about the next one's. A new failed test is a new
    dialog."""
    game = caught()
    first = game.pending
    assert first is not None
    other = next(a for a in game.guild.adventurers if a.id != first.test.who)
    app = WormApp(seed=game.seed, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen)
        title = str(app.screen.query_one(".title", Static).content)
        assert title.endswith(game.guild.adventurer(first.test.who).name)
        game.pending = replace(first, test=replace(first.test, who=other.id))  # the next tester
        app.route()
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen)
        title = str(app.screen.query_one(".title", Static).content)
        assert title == f"A failed test: {other.name}", title
