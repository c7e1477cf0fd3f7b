"""The Crawl's footer dims Talk and Fight while no one is here (p. 99): a player reads the keys
that can do something now, and a press of one still says why not. Standing with one of a hook's
people lights Talk again."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_crawl_keys import SIZE, app, game_of, place
from tests.ui.test_hook_people_talk import TALKER, _alone
from worm.engine import parley
from worm.ui.crawl import CrawlScreen
from worm.ui.footer import KeyFooter


def _lit(footer: KeyFooter) -> dict[str, bool]:
    return {k.action: k.enabled for k in footer.keys() if k.action in ("talk", "fight")}


async def test_talk_and_fight_are_dimmed_with_no_one_here_and_talk_lights_by_a_hook_person(
    tmp_path: Path,
) -> None:
    a = app(tmp_path, TALKER)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        assert isinstance(a.screen, CrawlScreen)
        assert not parley.someone_here(game) and game.meeting is None
        footer = a.screen.query_one(KeyFooter)
        assert _lit(footer) == {"talk": False, "fight": False}
        await pilot.press("f")  # a dim key still answers: why not, and no fight
        await pilot.pause()
        assert game.phase == "crawl" and game.meeting is None
        assert a.driver is not None
        assert a.driver.messages[-1].text == "No: there is no one here to deal with"
        place(game, _alone(game)[0])
        a.screen.refresh_bindings()
        await pilot.pause()
        assert parley.someone_here(game)
        assert _lit(footer) == {"talk": True, "fight": False}
