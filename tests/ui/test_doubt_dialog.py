"""The terminal asks which line the Yellow King's "Do You Doubt Me, Traitor?" crosses off
(p. 269) in the Wound dialog, titled for the doubt and listing each line by its words."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from tests.ui.test_flow_order import fight_on
from worm.engine import commands as cmd
from worm.model.crawl import WoundAsk
from worm.rules import crossed_off
from worm.ui.app import WormApp
from worm.ui.prompts import WoundScreen


async def shown(a: WormApp, pilot: Pilot[None], ways: tuple[str, ...], cause: str) -> str:
    """In a fight, the first adventurer is asked one of ``ways`` in the Wound dialog: the
    dialog's words. The blow asked about is a harmless word to the GM if played again."""
    await pilot.pause()
    await fight_on(a, pilot)
    assert a.driver is not None
    who = a.driver.game.guild.adventurers[0]
    blow = cmd.WoundOrder(who=who.id, order=()).model_dump_json()
    a.driver.game.asked = WoundAsk(who.id, ways, cause, blow)
    a.push_screen(WoundScreen(a.driver))
    await pilot.pause()
    return " ".join(str(s.render()) for s in a.screen.query(Static))


async def test_the_doubt_is_asked_in_the_wound_dialog_by_line(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        ways = tuple(crossed_off.WAY + line for line in ("name", "motif:2"))
        words = await shown(a, pilot, ways, f"the Yellow King: {crossed_off.DOOM}")
        assert a.driver is not None
        who = a.driver.game.guild.adventurers[0]
        assert f"{who.name} must cross a line off the sheet" in words
        assert "How is it taken?" not in words
        assert "p. 269" in words
        options = a.screen.query_one("#options", OptionList)
        listed = " ".join(str(options.get_option_at_index(i).prompt) for i in range(2))
        assert f"Cross off the motif {who.motifs[1]!r}" in listed
