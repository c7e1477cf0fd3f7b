"""The terminal game's ':' line answers any line as the text game does (issue 15): a bad
number is a "No" notice, and the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from tests.fixtures.walks import open_beside
from tests.ui import told
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.driver import Driver
from worm.ui.prompts import CommandScreen

BAD = ["choose 0", "act foul 0", "walk ² 1", "offer gold ²", "appeal 0", f"choose {'9' * 5000}"]


@pytest.mark.parametrize("line", BAD, ids=lambda v: v[:16])
def test_the_driver_refuses_a_bad_number(line: str) -> None:
    """Seed 1 opens on Foul air, so 'choose' reaches its number."""
    driver = Driver.quickstart(1)
    outcome = driver.type(line)
    assert outcome is not None and outcome.refused
    assert driver.messages[-1].text.startswith("No: ")


async def test_a_bad_number_on_the_command_line_is_a_notice(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    notices = told(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        x, y = app.driver.game.pos
        assert open_beside(app.driver.game, 1, 0)  # a free tile east
        for line in ("choose 0", "walk ² 1", "step e"):
            await pilot.press("colon")
            assert isinstance(app.screen, CommandScreen)
            app.screen.query_one(Input).value = line
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)
        assert app.driver is not None and app.driver.game.pos == (x + 1, y)  # it went on
        assert any("starts at 1" in n for n in notices), notices


def test_a_command_refused_twice_is_refused_twice_not_done() -> None:
    """Play-test of session 16: the same refusal typed again said "Done; nothing else
    happens." The typed line is answered with its "No" each time."""
    driver = Driver.quickstart(1)
    for _ in range(2):
        outcome = driver.type("lift a1 109")
        assert outcome is not None and outcome.refused
        assert driver.messages[-1].text.startswith("No: "), driver.messages[-1].text
    assert not any(m.text.startswith("Done") for m in driver.messages)
