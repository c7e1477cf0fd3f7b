"""A long pick list at 80×24 leaves its hint in sight (play-test g11: 'Offer what?' listed
fourteen things and the line saying how to answer, with Escape to go back, was cut off below)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from tests.ui.test_parley import VODYANOY, app, open_parley
from worm.ui import talk
from worm.ui.parley import PickScreen


async def test_at_80_by_24_the_offer_list_keeps_its_hint_on_screen(tmp_path: Path) -> None:
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(80, 24)) as pilot:
        await open_parley(a, pilot, VODYANOY)
        assert a.driver is not None
        assert len(talk.gifts(a.driver.game)) > 12  # the precondition: a list taller than fits
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        hint = a.screen.query_one(".hint", Static)
        dialog = a.screen.query_one(".dialog")
        assert "Escape goes back" in str(hint.render())
        assert hint.region.height > 0, hint.region  # laid out, not squeezed away
        assert hint.region.bottom <= dialog.content_region.bottom, (hint.region, dialog.region)
        assert a.screen.query_one(OptionList).option_count == len(talk.gifts(a.driver.game))
