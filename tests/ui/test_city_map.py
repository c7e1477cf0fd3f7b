"""The terminal City map (Appendix D): its key is live only in the City, and the screen names
the ruler, every district with what is done there, and the gate the guild came in by.

Seed 2: the guild starts in room 101, which holds the way out to the surface."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from worm.gm import gates
from worm.ui.app import WormApp
from worm.ui.citymap import CityMapScreen

from .test_city import _line


def _words(screen: CityMapScreen) -> str:
    return " ".join(str(s.render()) for s in screen.query(Static))


async def test_the_city_map_key_opens_the_map_only_in_the_city(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        await _line(app, pilot, "delve")
        assert game.phase == "crawl"
        await pilot.press("D")
        await pilot.pause()
        assert not isinstance(app.screen, CityMapScreen)  # below, there is no City map
        await _line(app, pilot, "out")
        assert game.phase == "city"
        await pilot.press("D")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityMapScreen)
        words = _words(screen)
        city = game.city_map
        assert f"ruled by {city.ruler}" in words
        for quarter in city.districts:
            assert quarter.name in words
        came = gates.nearest_ossuary(city).name
        assert f"{came} —" in words and "the guild came in here" in words
        assert "here: market, upkeep" in words  # the Omphalic Market
        for quarter in city.districts:  # each district's rumour, where the book tells one
            rumor = game.pack.districts[quarter.id].rumor
            assert rumor is None or rumor[:30] in words
            felt = game.pack.districts[quarter.id].sensations
            assert felt is not None and felt[:30] in words  # every district's sensations
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CityMapScreen)
        status = str(app.screen.query_one("#status").render())
        assert f"in by {came}" in status
