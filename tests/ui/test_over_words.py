"""The game-over dialog's last lines read as sentences: a capital first, no leading space
(issue 19 polish), and the phase line says the game is over in plain words (point 1)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from worm.ui import ending
from worm.ui.app import WormApp
from worm.ui.driver import Driver

from .test_dialogs import SIZE, lost


async def test_the_last_lines_of_a_lost_game_are_sentences(tmp_path: Path) -> None:
    game = lost()
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ending.OverScreen)
        lines = str(screen.query_one("#last-words", Static).render()).splitlines()
        assert lines
        for line in lines:
            assert line == line.lstrip() and not line[:1].islower(), line
            assert "[OVER]" not in line
        assert "The guild is lost. The game is over." in lines
