"""The Wound dialog takes a tenth way and on as 0 and two digits, as its hint says (play-test
g11: the hint read "1–11 or Enter answers", 1 took the first way at once, and the tenth and
eleventh, "mark Injured" and "mark Death's Door", could only be reached with the arrows)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.ui.test_flow_order import fight_on
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.ui import numbering
from worm.ui.app import WormApp
from worm.ui.prompts import WoundScreen


async def test_a_tenth_way_is_typed_as_0_1_0(tmp_path: Path) -> None:
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
        assert len(asked.ways) >= 10, asked.ways  # the precondition: a tenth way to type
        assert isinstance(a.screen, WoundScreen)
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert numbering.HOW in words, words
        for key in "010":
            await pilot.press(key)
            await pilot.pause()
        assert game.history[-1] == cmd.TakeWound(who=asked.who, way=asked.ways[9])
