"""The side panel beside the map names things as the book does, never by their ids (issue 19,
point 2): a wounded talent shows its name ("wounded Doom Eye", not "wounded doom_eye")."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen


async def test_a_wounded_talent_is_named_in_the_side_panel(tmp_path: Path) -> None:
    a = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen) and a.driver is not None
        game = a.driver.game
        first = game.guild.in_marching_order()[0]
        talent = next(t.id for t in first.talents if "_" in t.id)
        c = first.conditions.model_copy(update={"wounded_talents": (talent,), "injured": True})
        game.guild = game.guild.with_adventurer(first.model_copy(update={"conditions": c}))
        a.driver.version += 1  # as a command that changed the game would
        a.screen.update_view()
        await pilot.pause()
        shown = str(a.screen.query_one("#guild", Static).render())
        assert f"wounded {game.pack.talents[talent].name}" in shown
        assert talent not in shown
