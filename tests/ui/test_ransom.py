"""The Olu Gang's ransom at the terminal (We're doomed!, p. 95): the City screen says who they
hold and for what price, and ``R`` buys one back, the guild paying together.

Seed 2's quickstart guild steps straight back out of its entrance room into the City; the
dark's ransom is set up there with the engine's own step (``missing.keep``)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.engine.test_the_missing import famous, purses
from worm.engine import commands as cmd
from worm.engine import leaving, missing
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.parley import PickScreen

from .test_city_screen import SEED, pick, steps


async def test_r_buys_back_one_the_olu_gang_hold(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        gone = game.guild.in_marching_order()[-1]
        missing.keep(game, leaving.leave(game, gone.id), "ransom")
        famous(game, 2)  # the oldest deed is erased on the way in (p. 149)
        purses(game, 1_200, 1_200)  # the All-Watch takes half (p. 149)
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityScreen)
        assert game.guild.fame == 1
        assert [a.gold for a in game.guild.adventurers] == [600, 600]
        assert f"The Olu Gang hold {gone.name} (p. 95): 1,000 gold" in steps(screen)
        assert "'ransom" not in steps(screen)  # not the text game's words

        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pick(app, pilot, gone.name)
        assert isinstance(app.screen, CityScreen)
        assert gone.name in [a.name for a in game.guild.adventurers]
        assert sum(a.gold for a in game.guild.adventurers) == 200 + gone.gold
        await pilot.press("R")  # nobody held now: told, nothing sent
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)
        assert game.log.events[-1].type != "refused"
        assert game.guild.held == () and "Olu Gang" not in steps(screen)
