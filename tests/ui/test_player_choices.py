"""The terminal game's dialogs for the player's choices (issue 22, point 5): ``r`` asks who
pushes in a run (pp. 9, 124), ``O`` sets how an adventurer takes Wounds (p. 124)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.ui.test_flow_order import fight_on
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.ui import woundorder
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import WoundScreen


def _number(screen: PickScreen, key: str) -> str:
    """The digit that picks the option ``key`` (1–9)."""
    index = [k for k, _ in screen.options].index(key)
    assert index < 9
    return str(index + 1)


async def test_r_asks_who_pushes_and_runs_as_told(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        assert fights.no_escape(game) is None, "the fight's foes must be ones a guild can race"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        keys = [k for k, _ in a.screen.options]
        assert keys[-1] == "no" and {"both", "none"} <= set(keys)
        await pilot.press(_number(a.screen, "none"))
        await pilot.pause()
        assert game.history[-1] == cmd.Retreat(push="none")


async def test_o_builds_an_order_of_wounds_step_by_step(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        first = game.guild.in_marching_order()[0]
        await pilot.press("O")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)  # whose Wounds
        await pilot.press(_number(a.screen, first.id))
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        await pilot.press(_number(a.screen, "Injured"))
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        assert "Injured" not in [k for k, _ in a.screen.options]  # each step once
        await pilot.press(_number(a.screen, "Staggered"))
        await pilot.pause()
        await pilot.press(_number(a.screen, woundorder.DONE))
        await pilot.pause()
        assert a.screen is screen and isinstance(screen, ChallengeScreen)
        assert game.guild.adventurer(first.id).wound_order == ("Injured", "Staggered")


async def test_a_wound_that_waits_opens_a_dialog_naming_each_way(tmp_path: Path) -> None:
    """p. 124: one whose order says 'ask' is asked as the Wound lands — the dialog lists the
    ways, a number answers, and the foe's blow goes on."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        for adventurer in game.guild.adventurers:
            a.send(cmd.WoundOrder(who=adventurer.id, order=("ask",)))
        bot = Autoplay()
        for _ in range(300):
            if game.asked is not None or game.phase != "challenge":
                break
            command = bot.next(game)
            assert command is not None
            a.send(command, anyway=True, quiet=True)
            if isinstance(game.log.events[-1], ev.Refused):
                bot.refused(game, command)
            await pilot.pause()
        asked = game.asked
        assert asked is not None, "seed 7's fight lands a Wound on the guild"
        assert isinstance(a.screen, WoundScreen)
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert "How is it taken?" in words
        assert len(asked.ways) > 1
        await pilot.press("2")
        await pilot.pause()
        assert game.history[-1] == cmd.TakeWound(who=asked.who, way=asked.ways[1])
        assert game.asked != asked
