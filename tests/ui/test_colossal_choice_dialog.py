"""The choice dialog offers a troll's feat of strength (Colossal, p. 61): a travel event's
swollen door forced is listed a second time, after the numbered options, as Colossal's, and
picking that line forces it with no card drawn for 1 Resolve."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from tests.unit.engine.test_outright import arete
from worm.engine import events as ev
from worm.ui.app import WormApp
from worm.ui.prompts import FEAT, ChoiceScreen

SIZE = (120, 40)
TWO_DOORS = "choice_two_doors"


async def test_the_colossal_line_forces_the_door_with_no_test(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        troll = game.guild.in_marching_order()[0].id
        arete(game, troll, "colossal", 2)
        entry = game.pack.meatgrinder[TWO_DOORS]
        force = next(n for n, i in enumerate(entry.interactions, 1) if i.feat)
        game.offer(entry.name, entry.interactions, scene=entry.text)
        app.route()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        options = app.screen.query_one("#options", OptionList)
        ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
        assert ids[-1] == f"{force}{FEAT}" and ids[:-1] == [
            str(n) for n in range(1, len(entry.interactions) + 1)
        ]
        start = len(game.log.events)
        options.highlighted = len(ids) - 1
        options.action_select()  # Enter on the Colossal line
        await pilot.pause()
        await pilot.pause()
        events = game.log.events[start:]
        assert not any(isinstance(e, ev.Fate) for e in events)  # no test drawn
        assert game.guild.adventurer(troll).resolve == 1
        assert game.choice is None
