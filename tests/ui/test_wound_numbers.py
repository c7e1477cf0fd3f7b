"""The Wound dialog takes a tenth way and on as 0 and two digits, as its hint says (play-test
g11: the hint read "1–11 or Enter answers", 1 took the first way at once, and the tenth and
eleventh, "mark Injured" and "mark Death's Door", could only be reached with the arrows)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.ui.test_player_choices import to_a_wound
from worm.engine import commands as cmd
from worm.ui import numbering
from worm.ui.app import WormApp


async def test_a_tenth_way_is_typed_as_0_1_0(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        asked = await to_a_wound(a, pilot)
        assert len(asked.ways) >= 10, asked.ways  # the precondition: a tenth way to type
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert numbering.HOW in words, words
        for key in "010":
            await pilot.press(key)
            await pilot.pause()
        assert a.driver is not None
        assert a.driver.game.history[-1] == cmd.TakeWound(who=asked.who, way=asked.ways[9])
