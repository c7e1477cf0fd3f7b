"""The terminal asks whether to use Berserkergang (p. 64), Aegis (p. 70) or Iron Beards on a
City Event's failed test (p. 61) as the moment comes, in the Wound dialog: titled for the
talent, the yes and the no in the player's words, and the key sends the answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.ui.test_doubt_dialog import shown
from worm.engine import commands as cmd
from worm.rules import elections
from worm.ui.app import WormApp


@pytest.mark.parametrize(
    ("talent", "yes", "no"),
    [
        ("berserkergang", "Go berserk", "Keep a cool head"),
        ("aegis", "Take it on the shield", "Let it land"),
        ("iron_beards", "Spend 1 Resolve: the test succeeds", "Let the card stand"),  # p. 61
    ],
)
async def test_the_talent_is_asked_in_the_wound_dialog(
    tmp_path: Path, talent: str, yes: str, no: str
) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        ways = elections.ways(talent)
        words = await shown(a, pilot, ways, "a goblin's blow")
        assert a.driver is not None
        game = a.driver.game
        who = game.guild.adventurers[0]
        name = game.pack.talents[talent].name
        assert f"{who.name} may use {name}" in words
        assert "How is it taken?" not in words
        assert elections.PAGES[talent] in words
        options = a.screen.query_one("#options", OptionList)
        listed = [str(options.get_option_at_index(i).prompt) for i in range(2)]
        assert yes in listed[0] and no in listed[1]
        await pilot.press("2")
        await pilot.pause()
        assert game.history[-1] == cmd.TakeWound(who=who.id, way=ways[1])
        assert game.asked is None
