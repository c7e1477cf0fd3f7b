"""The terminal game asks an ambusher's player at the ambush whether to warn the guild
(Ambusher, p. 74): a dialog over the fight, two answers, and the fight goes on."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_flow_order import fight_on
from tests.unit.engine.fight_kit import give
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.model.adventurer import Talent
from worm.rules import wound_order
from worm.ui.app import WormApp
from worm.ui.prompts import WarnScreen


async def test_an_ambush_asks_the_ambushers_player_in_a_dialog(tmp_path: Path) -> None:
    """The fight's foes spring an ambush on a player's guild whose first member is an
    ambusher: the dialog asks, '1' warns (1 Resolve), and the dialog goes."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        game.guild = wound_order.asking(game.guild)
        first = game.guild.in_marching_order()[0]
        learned = (*first.talents, Talent(id="ambusher", state="mastered"))
        game.set_adventurer(first.model_copy(update={"talents": learned, "resolve": 2}))
        for fighter in game.challenge.side("guild"):
            give(game, fighter.key)  # the hands dealt go back to the discard
        game.challenge = None
        fights.begin(game, ambush=True)  # the same foes, lying in wait
        assert game.challenge.warner == first.id
        a.route()
        await pilot.pause()
        assert isinstance(a.screen, WarnScreen)
        await pilot.press("1")
        await pilot.pause()
        assert game.history[-1] == cmd.Warn(who=first.id, warn=True)
        assert game.guild.adventurer(first.id).resolve == 1
        assert not isinstance(a.screen, WarnScreen)
