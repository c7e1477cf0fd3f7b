"""A move repaints what changed and nothing else (issue 19, Speed; the figures: bench/ui.py).

Rebuilding the footer's keys on every move made a step cost ten times what it should: the
footer is rebuilt only when the keys it shows can change (the City's keys come and go with it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.footer import KeyFooter
from worm.ui.mapview import MapView


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


async def test_a_step_asks_only_the_map_and_blank_containers_for_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Textual asks every widget whose container overlaps a changed map row for all its
    lines; the status line, the log, the side panel and the footer sit in panes of their own
    (``worm.ui.crawl.Pane``), so a step asks none of them, at any width (where the map
    scrolls, its scroll bars are asked too)."""
    asked: list[str] = []
    render_lines = Widget.render_lines

    def counted(widget: Widget, crop: Region) -> list[Strip]:
        if not widget.BLANK:  # the map's own scroll bars count as the map
            asked.append("MapView" if isinstance(widget.parent, MapView) else type(widget).__name__)
        return render_lines(widget, crop)

    for size in ((160, 50), (120, 40), (80, 24)):
        app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            monkeypatch.setattr(Widget, "render_lines", counted)
            for action in ("move_east", "move_west", "move_east"):
                await app.run_action(action)
                await pilot.pause()
            monkeypatch.setattr(Widget, "render_lines", render_lines)
        assert asked and set(asked) == {"MapView"}, size
        asked.clear()
