"""The City's events at the terminal (pp. 151–153): step 3 on the City screen tells what the
City keeps from them, and ``B`` buys stolen gear back off the stall (A Theft, p. 152).

Seed 2's quickstart guild steps straight back out of its entrance room into the City, with the
City Events card it draws stacked on the major deck."""

from __future__ import annotations

from pathlib import Path

from tests.unit.engine.test_crawl import stack
from worm.engine import commands as cmd
from worm.gm import city_events
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.parley import PickScreen

from .test_city_screen import SEED, pick, steps


async def test_b_buys_the_stolen_gear_back_and_step_3_tells_of_the_stall(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        stack(game, major=[16])  # A Theft (p. 152)
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityScreen) and game.city is not None
        ((owner, item, _),) = game.city.stall
        name = game.pack.items[item].name
        assert "3. City Events (p. 150) — A Theft; " in steps(screen)
        assert f"{name.lower()} is on a stall" in steps(screen)
        price = city_events.buy_back_price(name)
        assert f"on a stall: B buys it back for {price} gold" in steps(screen)  # its key
        assert "'buyback" not in steps(screen)  # not the text game's words (issue 19, point 3)
        a = game.guild.adventurer(owner)
        game.set_adventurer(a.model_copy(update={"gold": 100}))
        app.route()
        await pilot.pause()

        await pilot.press("B")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pick(app, pilot, f"{owner}|{item}")
        assert game.guild.adventurer(owner).gold == 100 - price
        assert any(c.item == item for c in game.guild.adventurer(owner).inventory.things())
        assert game.city.stall == ()
        assert isinstance(app.screen, CityScreen)
        assert "on a stall" not in steps(screen)

        await pilot.press("B")  # nothing left on the stall: told, nothing sent
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)
        assert game.log.events[-1].type != "refused"
