"""The City Actions screen driven by keys (pp. 156–159): from the City the crawl's actions key
opens it; each adventurer's actions with the reason for those shut; Enter takes one, a dialog
asking what for; the engine's refusals come back as a notice.

Seed 2's quickstart guild steps straight back out of its entrance room into the City.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.unit.engine.test_district_actions import MADRASA, having
from tests.unit.engine.test_district_specials import carrying_reagent
from worm.engine import commands as cmd
from worm.engine import labyrinth
from worm.model.aftermath import Aftermath
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.cityacts import CityActionsScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.parley import PickScreen


def highlight(screen: CityActionsScreen, action: str) -> None:
    menu = screen.query_one("#acts-menu", OptionList)
    menu.highlighted = next(i for i, o in enumerate(menu.options) if o.id == action)


def shut(screen: CityActionsScreen) -> dict[str, str]:
    menu = screen.query_one("#acts-menu", OptionList)
    return {str(o.id): str(o.prompt) for o in menu.options if o.disabled}


async def test_city_actions_by_keys(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        await pilot.press("A")  # below, the key does nothing
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)

        app.send(cmd.Take(way="out"))
        await pilot.pause()
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        # before upkeep everything is shut, and says why
        assert "upkeep comes first" in shut(screen)["beg"]
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        a = screen.chosen()
        assert a is not None
        game.set_adventurer(a.model_copy(update={"gold": 120, "xp": 2}))
        app.route()
        await pilot.pause()
        assert "beg" not in shut(screen) and "carouse" in shut(screen)  # nothing brought back

        highlight(screen, "build")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("1")  # a church bell, 100 gold
        await pilot.pause()
        assert app.screen is screen
        assert game.guild.adventurer(a.id).gold == 20
        assert game.city is not None and game.city.step == 6
        assert game.city.action_of(a.id) == "Build"
        nxt = screen.chosen()  # the screen hands over to the next who has not acted
        assert nxt is not None and nxt.id != a.id and game.city.action_of(nxt.id) is None
        await pilot.press("shift+tab")  # back to the one who has: everything shut
        await pilot.pause()
        assert screen.chosen() == game.guild.adventurer(a.id)
        assert "already taken a City Action" in shut(screen)["beg"]

        await pilot.press("tab")  # the next adventurer begs
        await pilot.pause()
        assert screen.chosen() == game.guild.adventurer(nxt.id)
        highlight(screen, "beg")
        await pilot.press("enter")
        await pilot.pause()
        assert game.city.action_of(nxt.id) == "Beg and Busk"
        last = screen.chosen()
        assert last is not None and last.id not in (a.id, nxt.id)
        highlight(screen, "beg")
        await pilot.press("enter")  # the last one acts: step 6 is over, the board goes up
        await pilot.pause()
        assert game.city.step == 7 and game.city.board
        assert "City Actions are over" in str(screen.query_one("#acts-status").content)

        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)  # back to the City screen


async def test_a_districts_own_action_is_offered_and_taken_by_keys(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        having(game)  # no Madrasa: its action is not on the menu
        await pilot.pause()
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        ids = [o.id for o in screen.query_one("#acts-menu", OptionList).options]
        assert "study_language" not in ids
        await pilot.press("escape")
        await pilot.pause()

        having(game, MADRASA)
        a = game.guild.in_marching_order()[0]
        game.set_adventurer(a.model_copy(update={"gold": 199}))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        assert screen.chosen() == game.guild.adventurer(a.id)
        assert "costs 200 gold" in shut(screen)["study_language"]
        await pilot.press("escape")
        await pilot.pause()
        game.set_adventurer(game.guild.adventurer(a.id).model_copy(update={"gold": 230}))
        app.send(cmd.CityAct(who="a3" if a.id != "a3" else "a2", action="beg"))
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        assert "study_language" not in shut(screen)
        highlight(screen, "study_language")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("1")
        await pilot.pause()
        now = game.guild.adventurer(a.id)
        assert now.gold == 30 and len(now.languages) == len(a.languages) + 1
        assert game.city is not None and game.city.action_of(a.id) == "Study language"


async def test_a_loan_and_a_districts_goods_are_asked_for_by_keys(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        having(game, "centrum_bank", "newt_row")
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        first, second = (a.id for a in game.guild.in_marching_order()[:2])
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        highlight(screen, "loan")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("2")  # 100 gold, 130 owed
        await pilot.pause()
        borrower = game.guild.adventurer(first)
        assert borrower.debt == 130 and borrower.gold >= 100
        assert screen.chosen() == game.guild.adventurer(second)  # handed over to the next
        await pilot.press("shift+tab")  # back to the borrower's sheet
        await pilot.pause()
        assert "Owes the Centrum Bank 130 gold" in str(
            screen.query_one("#acts-sheet").render()  # type: ignore[attr-defined]
        )
        await pilot.press("tab")
        await pilot.pause()
        joined = {"gold": 20, "memberships": ("join_swordwhores",), "initiation": 2}
        game.set_adventurer(game.guild.adventurer(second).model_copy(update=joined))
        highlight(screen, "amulets")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("2")  # two amulets, 20 gold
        await pilot.pause()
        await pilot.press("shift+tab")  # the screen handed over: back to the buyer's sheet
        await pilot.pause()
        sheet_words = str(screen.query_one("#acts-sheet").render())  # type: ignore[attr-defined]
        assert "Owes the Centrum Bank" not in sheet_words  # the second owes nothing
        assert "City: Join the Swordwhores; Cult of Mythrys, initiation 2" in sheet_words
        buyer = game.guild.adventurer(second)
        assert (
            buyer.gold == 0
            and sum(c.count for c in buyer.inventory.things() if c.item == "amulet") == 2
        )


@pytest.mark.parametrize(
    ("district", "action", "taken"),
    [
        ("shrine_of_teeth", "fit_prosthetics", "Fit prosthetics"),
        ("labyrinth", "enter_the_underworld", "Enter the Underworld"),
        ("hangmans_hill", "hangmans_hill", "Explore Hangman's Hill"),
        ("cloaca_maxima", "mutation", "Mutation"),
    ],
)
async def test_a_prosthetic_or_the_labyrinth_from_the_city_actions_screen(
    tmp_path: Path, district: str, action: str, taken: str
) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        having(game, district)
        a = game.guild.in_marching_order()[0]
        game.set_adventurer(a.model_copy(update={"aftermath": (Aftermath(id="handless"),)}))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        assert screen.chosen() == game.guild.adventurer(a.id)
        highlight(screen, action)
        await pilot.press("enter")
        await pilot.pause()
        assert game.city is not None and game.city.action_of(a.id) == taken
        assert bool(game.guild.adventurer(a.id).aftermath) == (district != "shrine_of_teeth")
        assert labyrinth.taken(game) == (district == "labyrinth")


async def test_loot_the_market_refuses_is_fenced_from_the_city_actions_screen(
    tmp_path: Path,
) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        having(game, "curio_curia")
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        assert game.city is not None
        game.loot = game.kept = ("jade_figurine",)
        game.city = replace(game.city, unsold=("jade_figurine",))
        a = game.guild.in_marching_order()[0]
        gold = a.gold
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        highlight(screen, "fence_goods")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("1")
        await pilot.pause()
        assert game.guild.adventurer(a.id).gold == gold + 40
        assert game.city is not None and game.city.action_of(a.id) == "Fence goods"


async def test_a_blood_feast_from_the_city_actions_screen_names_the_guest(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        having(game, "kobalosgaard")
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        a = game.guild.in_marching_order()[0]
        game.set_adventurer(game.guild.adventurer(a.id).model_copy(update={"gold": 50}))
        carrying_reagent(game, a.id)
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        highlight(screen, "blood_feast")
        await pilot.press("enter")
        await pilot.pause()
        assert game.guild.adventurer(a.id).nickname.endswith("-Eater")
        assert game.city is not None and game.city.action_of(a.id) == "Blood feast"
