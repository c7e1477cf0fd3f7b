"""The Challenge's header at 80×24 (play30, fault 8): with long names its last words, how many
cards the GM has laid, were cut when the header needed a third line."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.widgets import Static

from tests.ui.test_challenge import fight, to_the_fight
from worm.ui import hanging
from worm.ui.challenge import ChallengeScreen


async def test_at_80_by_24_a_long_header_is_shown_whole(tmp_path: Path) -> None:
    """The header takes the lines its words need at 80×24, so "and has laid 2" is seen."""
    app = fight(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_fight(app, pilot)
        assert app.driver is not None and isinstance(app.screen, ChallengeScreen)
        status = app.screen.query_one("#status", Static)
        long = Text(  # as long as the play-test's (seed 3)
            "Undead Bears · round 2 · count 5 · waiting on: Nahiossi Three-Fingers' action"
            " (Felix Whitesmith, Wesley Wainwright, Mordar Raenburhson) · the GM holds 4 cards"
            " and has laid 2"
        )
        status.update(hanging.Hung(long))
        await pilot.pause()
        needed = hanging.lines(Text(long.plain), status.size.width)
        assert len(needed) > 2, needed  # the precondition: a header of three lines
        assert status.size.height == len(needed)  # every line shown, the last one too
