"""Monster Hunter's City Action by keys (p. 70): the terminal offers a whole kith (Man Hunter)
and a far realm's spirits (Spirit Hunter) beside the single kinds, and takes the pick."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from tests.ui.test_city_actions import highlight
from worm.engine import commands as cmd
from worm.model.adventurer import Talent
from worm.rules import monster_hunter
from worm.ui.app import WormApp
from worm.ui.cityacts import CityActionsScreen
from worm.ui.parley import PickScreen


async def test_a_hunter_names_a_whole_kith_from_the_city_actions_screen(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        a = game.guild.in_marching_order()[0]
        talents = tuple(t for t in a.talents if t.id != monster_hunter.TALENT)
        talents = (*talents, Talent(id=monster_hunter.TALENT, state="mastered"))
        game.set_adventurer(a.model_copy(update={"talents": talents, "quarry": None}))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        assert screen.chosen() == game.guild.adventurer(a.id)
        highlight(screen, "quarry")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        menu = app.screen.query_one(OptionList)
        prompts = [str(o.prompt) for o in menu.options]
        assert any("spirits of the Weald (Spirit Hunter)" in p for p in prompts), prompts
        menu.highlighted = next(i for i, p in enumerate(prompts) if "the orcs (Man Hunter)" in p)
        await pilot.press("enter")
        await pilot.pause()
        assert game.guild.adventurer(a.id).quarry == "kith:orcs"
        assert game.city is not None and game.city.action_of(a.id) == "Name a Hated Foe"
