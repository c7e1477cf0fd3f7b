"""A toll the guild cannot pay, answered by its number on the terminal (issue 19, point 14):
the game says no with the reason, the gate still waits, and no coin has moved."""

from __future__ import annotations

from pathlib import Path

from worm.ui.app import WormApp
from worm.ui.prompts import ChoiceScreen


async def test_choosing_a_toll_with_empty_purses_says_no_and_the_gate_still_waits(
    tmp_path: Path,
) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        for a in game.guild.adventurers:
            game.set_adventurer(a.model_copy(update={"gold": 0}))
        entry = game.pack.meatgrinder["choice_toll_gate"]
        game.offer(entry.name, entry.interactions)
        app.route()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("1")
        await pilot.pause()
        last = game.log.events[-1]
        assert last.type == "refused" and "costs 10 gold" in last.reason
        assert game.choice is not None and isinstance(app.screen, ChoiceScreen)
        assert all(a.gold == 0 for a in game.guild.adventurers)
        shown = [n.message for n in app._notifications]
        assert any("costs 10 gold" in message for message in shown)
