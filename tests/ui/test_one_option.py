"""A choice of one in the terminal (play-test 19: a dialog read "choose: 1. …"): a hazard
with one way to meet it opens no choice dialog — the log says it was met, and only a failed
test asks anything; an event the guild may leave alone asks with "let it be" beside its one
way to act, and that answer works."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from tests.unit.engine.test_crawl import WALK, below
from tests.unit.engine.test_one_option import THIEF, TRAVEL, WHISPERS, event
from worm.engine import crawl
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.driver import Driver
from worm.ui.prompts import ChoiceScreen

SIZE = (80, 24)


async def test_a_hazard_with_one_way_opens_no_choice_dialog(tmp_path: Path) -> None:
    game = below(WALK, 6)
    crawl.play_entry(game, TRAVEL, event("hazard", WHISPERS))
    game.follow_up()
    app = WormApp(seed=WALK, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        assert not any(isinstance(s, ChoiceScreen) for s in app.screen_stack)
        assert app.driver is not None
        said = "\n".join(m.text for m in app.driver.messages)
        assert "no choice here but to close your mind to them" in said
        assert "choose: 1." not in said


async def test_a_thief_to_chase_asks_with_let_it_be_and_that_answer_works(tmp_path: Path) -> None:
    game = below(WALK, 6)
    crawl.play_entry(game, TRAVEL, event("tax", THIEF))
    app = WormApp(seed=WALK, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChoiceScreen)
        options = screen.query_one(OptionList)
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert labels == ["1. give chase", "2. let it be"]
        await pilot.press("2")
        await pilot.pause()
        assert game.choice is None
        assert isinstance(app.screen, CrawlScreen)
