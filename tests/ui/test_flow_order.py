"""Keys and screens in the right order (issue 19, play-test points 5, 6, 7, 8, 14, 15, 17 and
the polish items on impossible choices and irreversible keys)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_crawl import _screen_text
from tests.unit.text.test_meeting_words import FIGHT, met_at_once
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.common import MessageLog
from worm.ui.creation import CreationScreen
from worm.ui.driver import Driver
from worm.ui.meeting import MeetingScreen
from worm.ui.prompts import ChoiceScreen
from worm.ui.title import TitleScreen


async def test_a_fight_met_after_a_step_by_step_guild_opens_the_challenge(
    tmp_path: Path,
) -> None:
    """Point 5: begun from the creation screen, Enter on the meeting goes into the fight."""
    game = met_at_once(*FIGHT)
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, TitleScreen)
        a.screen.action_create()
        await pilot.pause()
        assert isinstance(a.screen, CreationScreen)
        a.screen.call_later(a.begin, Driver(game))  # as its Begin does, from its handler
        for _ in range(4):
            await pilot.pause(0.05)
        assert isinstance(a.screen, MeetingScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(a.screen, ChallengeScreen)


async def test_the_log_under_a_dialog_has_caught_up_when_it_shows(tmp_path: Path) -> None:
    """Point 6: the Crawl's log behind the walkway's choice shows the newest message."""
    a = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        for _ in range(3):
            await pilot.pause(0.05)
        assert isinstance(a.screen, ChoiceScreen)
        assert a.driver is not None
        crawl = a.screen_stack[-2]
        log = crawl.query_one(MessageLog)
        newest = a.driver.since(0)[-1].text
        assert log.kept[-1].text == newest
        await pilot.pause(0.5)
        shown = _screen_text(a)
        assert " ".join(newest.split()[:4]) in " ".join(shown.split())
