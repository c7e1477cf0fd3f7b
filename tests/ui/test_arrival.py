"""The terminal game tells a level's senses when the guild first steps onto it (pp. 343–364)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import RichLog

from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen


async def test_the_crawl_log_opens_with_the_levels_sight_sound_and_smell(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)  # type: ignore[arg-type]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen) and app.driver is not None
        game = app.driver.game
        level = game.world.levels[game.depth - 1]
        lines = app.screen.query_one("#messages", RichLog).lines
        log = " ".join(" ".join(line.text for line in lines).split())  # the log wraps lines
        for sense in ("sound", "smell"):
            assert level.senses[sense] in log, (sense, log[:600])
