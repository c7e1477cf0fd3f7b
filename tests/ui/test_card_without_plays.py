"""A card with nothing it can do now is not opened as a menu of nothing (play-test g11: an
interrupt's Three of Wands, marked "no play with it now", opened "— how? (… 1 …)" over the
line "nothing can be done with this card now"): the screen says no and stays on the hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from tests.ui.test_challenge import fight, to_the_fight
from worm.ui import challenge as challenge_screen
from worm.ui.challenge import ChallengeScreen


async def test_a_card_with_no_play_stays_in_the_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_fight(app, pilot)
        assert app.driver is not None and isinstance(app.screen, ChallengeScreen)
        game = app.driver.game
        for _ in game.under_way().side("guild"):
            await pilot.press("1")  # the hand's first card as Initiative
            await pilot.pause()
        screen = app.screen
        assert game.under_way().step == "turn" and screen.who is not None  # the precondition
        monkeypatch.setattr(challenge_screen.options, "plays", lambda *a, **k: [])  # none now
        await pilot.press("1")
        await pilot.pause()
        assert screen.card is None  # still choosing a card
        prompt = str(screen.query_one("#prompt", Static).render())
        assert "how?" not in prompt, prompt
