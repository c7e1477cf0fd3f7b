"""A failed test's dialog tells the choice's words of the one who tested (play-test g11: "Clive
Runescrivner tested Wands to close your mind to them"): "… to close their mind to them"."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.unit.engine.test_crawl import WALK, below, stack
from tests.unit.engine.test_one_option import TRAVEL, WHISPERS, event
from worm.engine import crawl
from worm.ui.app import WormApp
from worm.ui.driver import Driver
from worm.ui.prompts import PendingScreen


async def test_the_failed_test_dialog_says_their_mind_not_your_mind(tmp_path: Path) -> None:
    game = below(WALK, 6)
    stack(game, minor=["Ace of Pentacles", "Ace of Swords", "Ace of Cups"])  # each falls short
    crawl.play_entry(game, TRAVEL, event("hazard", WHISPERS))
    game.follow_up()
    assert game.pending is not None and "your mind" in game.pending.asked.task  # precondition
    app = WormApp(seed=WALK, saves_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen)
        words = " ".join(str(app.screen.query_one("#test", Static).render()).split())
        assert "tested Wands to close their mind to them" in words, words
        assert "your" not in words, words
