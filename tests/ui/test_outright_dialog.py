"""The push dialog offers Iron Beards (p. 61) when the failed test rests on strength, and
Colossal (p. 61) when it wrecks a thing."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from worm import tarot
from worm.engine import commands as cmd
from worm.model.adventurer import Talent
from worm.rules import wound_order
from worm.ui.app import WormApp
from worm.ui.prompts import PendingScreen, WoundScreen


@pytest.mark.parametrize(
    ("talent", "name", "task"),
    [("iron_beards", "Iron Beards", "force the gate"), ("colossal", "Colossal", "smash the gate")],
)
async def test_the_push_dialog_offers_the_talent_and_it_succeeds(
    tmp_path: Path, talent: str, name: str, task: str
) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        a = game.guild.adventurer("a2")
        talents = (*a.talents, Talent(id=talent, state="mastered"))
        game.guild = game.guild.with_adventurer(
            a.model_copy(update={"talents": talents, "resolve": 2})
        )
        deck = game.decks.minor
        low = tarot.card_named("Ace of Cups")
        game.decks = game.decks.replace(
            tarot.Deck(
                "minor",
                (low, *(c for c in deck.draw_pile if c != low)),
                tuple(c for c in deck.discard_pile if c != low),
                deck.elsewhere,
            )
        )
        app.send(cmd.TestFate(who="a2", attribute="pentacles", task=task))
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen)
        options = app.screen.query_one("OptionList")
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        line = next(i for i, p in enumerate(prompts) if p.startswith(name))
        options.highlighted = line
        await pilot.press("enter")
        await pilot.pause()
        assert game.pending is None and game.guild.adventurer("a2").resolve == 1
        fate = [e for e in game.log.events if e.type == "fate"][-1]
        assert fate.outcome == "success"


async def test_a_group_tests_failed_part_asks_the_talent_in_the_wound_dialog(
    tmp_path: Path,
) -> None:
    """p. 61 on a group test (p. 11): the dwarf's failed card is asked about in the dialog a
    Wound's way is asked in, and '1' spends the Resolve: the part succeeds."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        game.guild = wound_order.asking(game.guild)
        for a in game.guild.adventurers:
            rating = 4 if a.id == "a2" else 1
            attributes = a.attributes.model_copy(update={"pentacles": rating})
            talents = (*a.talents, Talent(id="iron_beards", state="mastered"))
            update = {"attributes": attributes, "resolve": 2}
            if a.id == "a2":
                update["talents"] = talents
            game.guild = game.guild.with_adventurer(a.model_copy(update=update))
        low = [tarot.card_named(n) for n in ("Ace of Cups", "Two of Cups")]
        deck = game.decks.minor
        game.decks = game.decks.replace(
            tarot.Deck(
                "minor",
                (*low, *(c for c in deck.draw_pile if c not in low)),
                tuple(c for c in deck.discard_pile if c not in low),
                deck.elsewhere,
            )
        )
        app.send(cmd.GroupTest(attribute="pentacles", task="haul the cart"))
        await pilot.pause()
        assert isinstance(app.screen, WoundScreen)
        options = app.screen.query_one("#options", OptionList)
        assert "Spend 1 Resolve" in str(options.get_option_at_index(0).prompt)
        await pilot.press("1")
        await pilot.pause()
        assert game.asked is None and game.guild.adventurer("a2").resolve == 1
        parts = [e for e in game.log.events if e.type == "fate"][-2:]
        assert parts[0].outcome == "success"
