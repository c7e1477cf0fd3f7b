"""A move repaints what changed and nothing else (issue 19, Speed; the figures: bench/ui.py).

Rebuilding the footer's keys on every move made a step cost ten times what it should: the
footer is rebuilt only when the keys it shows can change (the City's keys come and go with it).
"""

from __future__ import annotations

from pathlib import Path

from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.footer import KeyFooter


async def test_a_move_leaves_the_footer_as_it_was(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)
        footer = app.screen.query_one(KeyFooter)
        keys = footer.keys()
        assert keys
        before = app.driver.version if app.driver else -1
        for action in ("move_east", "move_west", "move_east"):
            await app.run_action(action)
            await pilot.pause()
        assert app.driver is not None and app.driver.version > before  # the moves were made
        assert app.screen.query_one(KeyFooter) is footer  # not composed again
        assert footer.keys() == keys
