"""The City Actions screen with what came up from below and what a night left behind
(pp. 157–159, 172): Research's failed test offered to push, Support with a reagent from the
Underworld, a burnt district's actions shut with the reason.

Seed 2's quickstart guild steps straight back out of its entrance room into the City.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import OptionList, Static

from tests.ui.test_city_actions import highlight, shut
from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_support import carrying
from worm.engine import commands as cmd
from worm.engine import ruins
from worm.model.aftermath import Aftermath
from worm.rules import city_actions as rules
from worm.ui.app import WormApp
from worm.ui.cityacts import CityActionsScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import PendingScreen


async def opened(app: WormApp, pilot: object) -> CityActionsScreen:
    await pilot.press("A")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    screen = app.screen
    assert isinstance(screen, CityActionsScreen)
    return screen


async def test_research_pushes_and_support_spends_material_by_keys(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        first, second = (a.id for a in game.guild.in_marching_order()[:2])
        for who in (first, second):
            game.set_adventurer(game.guild.adventurer(who).model_copy(update={"gold": 100}))
        carrying(game, second, "reagent", "giant_rat")
        a = game.guild.adventurer(first)
        game.set_adventurer(
            a.model_copy(update={"attributes": a.attributes.model_copy(update={"cups": 1})})
        )
        stack(game, minor=("Two of Swords", "King of Cups"))
        app.route()
        screen = await opened(app, pilot)
        highlight(screen, "research")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen)  # the failed Cups test waits (p. 9)
        await pilot.press("p")
        await pilot.pause()
        assert game.pending is None and not isinstance(app.screen, PendingScreen)
        assert game.city is not None and game.city.action_of(first) == "Research"

        screen = await opened(app, pilot)
        await pilot.press("tab")
        await pilot.pause()
        assert screen.chosen() == game.guild.adventurer(second)
        highlight(screen, "support")
        await pilot.press("enter")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, PickScreen)
        shown = [label for _, label in picker.options]
        at = next(i for i, label in enumerate(shown) if "reagent from below" in label)
        picker.query_one(OptionList).highlighted = at
        await pilot.press("enter")
        await pilot.pause()
        now = game.guild.adventurer(second)
        assert now.gold == 90 and not any(c.item == "reagent" for c in now.inventory.things())


async def test_a_burnt_districts_actions_are_shut_with_the_reason(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        homes = ruins.homes(game, rules.BY_ID["research"])
        assert game.city is not None
        game.city = replace(game.city, burnt=tuple(q.id for q in homes))
        app.route()
        screen = await opened(app, pilot)
        assert "burnt down" in shut(screen)["research"]


async def test_the_marks_of_a_night_show_on_the_actions_sheet_and_the_roster(
    tmp_path: Path,
) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        first = game.guild.in_marching_order()[0]
        marks = (Aftermath(id="spouse"), Aftermath(id="tattoo", detail="on a leg"))
        game.set_adventurer(first.model_copy(update={"aftermath": marks}))
        game.guild = game.guild.model_copy(update={"bequest": 3})
        app.route()
        await pilot.pause()
        menu = app.screen.query_one("#city-menu", OptionList)
        line = next(str(o.prompt) for o in menu.options if o.id == first.id)
        assert "married" in line and "tattooed" in line
        screen = await opened(app, pilot)
        shown = str(screen.query_one("#acts-sheet", Static).render())
        assert "married to a stranger" in shown and "a tattoo (on a leg)" in shown
        assert "keeps 3 XP for the next recruit" in shown


async def test_gear_is_banked_and_taken_back_by_keys(tmp_path: Path) -> None:
    """Banking (p. 156): the dialog offers each kind of thing carried, and what is banked."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        app.route()
        screen = await opened(app, pilot)
        a = screen.chosen()
        assert a is not None
        highlight(screen, "bank")
        await pilot.press("enter")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, PickScreen)
        at = next(i for i, (_, label) in enumerate(picker.options) if label.startswith("leave"))
        picker.query_one(OptionList).highlighted = at
        await pilot.press("enter")
        await pilot.pause()
        banked = game.guild.adventurer(a.id).vault
        assert len(banked) == 1 and game.city is not None
        assert game.city.action_of(a.id) == "Banking"
        screen.who = a.id  # the screen has handed over to the next: look back at a
        screen.update_view()
        await pilot.pause()
        shown = str(screen.query_one("#acts-sheet", Static).render())
        assert "in the bank: " + game.pack.items[banked[0].item].name in shown
