"""The Challenge's header at 80×24 calls each adventurer by first name; the owner's mark goes
with the first name (play-test g11: "waiting on: Nahiossi' action" — the mark of "Nahiossi
Three-Fingers'" left on a first name that ends in no s)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.fixtures.meetings import meet_here
from tests.ui.test_challenge import CREATURE, MOOD, ROOM, SEED, fight, to_the_fight
from worm.engine import commands as cmd
from worm.ui.challenge import ChallengeScreen
from worm.ui.driver import Driver

LONG = "Nahiossi Three-Fingers"  # a full name ending in s, a first name that does not


def _first_to_act() -> str:
    """Who acts first in the fixture's fight once each adventurer lays the hand's first card."""
    game = Driver.quickstart(SEED).game
    game.execute(cmd.Go(to=ROOM))
    meet_here(game, CREATURE, MOOD)
    game.execute(cmd.Fight())
    ch = game.under_way()
    for f in ch.side("guild"):
        game.execute(cmd.Initiative(who=f.key, card=ch.hand(f.key)[0].name))
        ch = game.under_way()
    assert ch.step == "turn" and ch.actor is not None, ch.step
    return ch.actor


async def test_at_80_by_24_the_turn_is_named_by_first_name_with_its_own_mark(
    tmp_path: Path,
) -> None:
    actor = _first_to_act()
    app = fight(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        who = game.guild.adventurer(actor)
        game.guild = game.guild.with_adventurer(who.model_copy(update={"name": LONG}))
        await to_the_fight(app, pilot)
        assert isinstance(app.screen, ChallengeScreen)
        for _ in game.under_way().side("guild"):
            await pilot.press("1")  # the hand's first card as Initiative
            await pilot.pause()
        ch = game.under_way()
        assert ch.step == "turn" and ch.group(ch.actor or "").name == LONG  # the precondition
        header = " ".join(str(app.screen.query_one("#status", Static).render()).split())
        assert "waiting on: Nahiossi's action" in header, header
        assert "Nahiossi' " not in header, header
