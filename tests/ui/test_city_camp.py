"""A Camp Action as the City Action at the terminal (p. 156): the City Actions screen offers
it, and its own dialog names each Camp Action, talent and item the City allows."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_city_actions import highlight
from worm.engine import commands as cmd
from worm.model.adventurer import Talent
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.cityacts import CityActionsScreen
from worm.ui.parley import PickScreen


async def test_a_camp_action_is_taken_from_the_city_actions_screen(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        for who in ("a1", "a2", "a3"):
            app.send(cmd.Upkeep(who=who, tier="destitute"))
        await pilot.pause()
        await pilot.press("A")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityActionsScreen)
        a = screen.chosen()
        assert a is not None
        told = a.model_copy(
            update={"talents": (*a.talents, Talent(id="war_stories", state="mastered"))}
        )
        game.set_adventurer(told)
        app.route()
        await pilot.pause()
        highlight(screen, "camp")
        await pilot.press("enter")
        await pilot.pause()
        pick = app.screen
        assert isinstance(pick, PickScreen)
        labels = [label for _, label in pick.options]
        assert "Use a Talent: War Stories" in labels and "Fellowship" in labels
        assert not any(label.startswith(("Hunt", "Patrol", "Scout")) for label in labels)
        await pilot.press(str(labels.index("Use a Talent: War Stories") + 1))
        await pilot.pause()
        assert app.screen is screen
        assert game.city is not None
        assert game.city.action_of(a.id) == "A Camp Action: Use a Talent"
        # a building stands on the City screen (p. 156)
        await pilot.press("escape")
        await pilot.pause()
        city_screen = app.screen
        assert isinstance(city_screen, CityScreen)
        other = next(m for m in game.guild.in_marching_order() if m.id != a.id)
        game.set_adventurer(other.model_copy(update={"gold": 200}))
        app.send(cmd.CityAct(who=other.id, action="build", what="fountain"))
        await pilot.pause()
        assert f"Built in the City (p. 156): fountain (paid by {other.name})" in (
            city_screen._steps()
        )
