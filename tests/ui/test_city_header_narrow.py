"""The City's header at 80×24 is shown whole (play-test g11: at 80 columns it wrapped onto a
third line and stopped at "A: actions · M:", so the market, the quest and '>: delve' went
unseen)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.widgets import Static

from tests.ui.test_city_screen import SEED
from worm.engine import commands as cmd
from worm.ui import hanging
from worm.ui.app import WormApp
from worm.ui.city import CityScreen


async def test_at_80_by_24_the_city_header_shows_every_line(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)
        status = app.screen.query_one("#status", Static)
        text = str(status.render())
        assert ">: delve" in text
        needed = hanging.lines(Text(text), status.content_region.width)
        assert len(needed) > 2, needed  # the precondition: a header longer than two lines
        assert status.content_region.height >= len(needed)  # every line shown, the last too
