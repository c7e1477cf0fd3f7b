"""The terminal game in the City (chapter 9): the log reads the City's steps and this phase's
City Event (pp. 150–153), the status line names the event, and ':city' shows what it set.

Seed 2: the guild starts in room 101, which holds the way out to the surface."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import Input

from worm import tarot
from worm.ui.app import WormApp
from worm.ui.prompts import CommandScreen, TextScreen

CORONATION = 8  # p. 151: upkeep at about half price


def _stack_major(app: WormApp, value: int) -> None:
    game = app.driver.game  # type: ignore[union-attr]
    deck = game.decks.major
    card = tarot.MAJOR_CARDS[value - 1]
    rest = tuple(c for c in deck.draw_pile if c != card)
    discard = tuple(c for c in deck.discard_pile if c != card)
    decks = game.decks.replace(tarot.Deck(deck.name, (card, *rest), discard, deck.elsewhere))
    tarot.check(decks)
    game.decks = decks


async def _line(app: WormApp, pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("colon")
    assert isinstance(app.screen, CommandScreen)
    app.screen.query_one(Input).value = text
    await pilot.press("enter")
    await pilot.pause()


async def test_coming_up_the_log_and_status_name_the_city_event(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        _stack_major(app, CORONATION)
        await _line(app, pilot, "out")
        game = app.driver.game  # type: ignore[union-attr]
        assert game.phase == "city"
        texts = [m.text for m in app.driver.messages]  # type: ignore[union-attr]
        assert "— City, step 3: City Events —" in texts
        assert "City Event Justice [VIII]: The Coronation of Maiden Wisdom." in texts
        status = str(app.screen.query_one("#status").render())
        assert "City Event: The Coronation of Maiden Wisdom" in status
        await _line(app, pilot, "city")
        shown = [m.text.strip() for m in app.driver.messages]  # type: ignore[union-attr]
        assert "Upkeep this phase: impoverished 15, common 25, luxurious 50." in shown


async def test_going_down_again_the_log_tells_the_restock_and_the_roster_the_dastards(
    tmp_path: Path,
) -> None:
    """Step 8 (p. 160) in the log as the guild delves again; a roster of dastardly deeds says
    so where the player reads the guild (p. 46)."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await _line(app, pilot, "out")
        game = app.driver.game  # type: ignore[union-attr]
        assert game.phase == "city"
        deed = "fell on the goblins, who had met it in friendship"
        game.guild = game.guild.model_copy(update={"deeds": (deed,), "dastardly": (deed,)})
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, TextScreen)
        text = app.screen.text
        assert f"{deed} (dastardly)" in text
        assert "Known as dastards" in text
        await pilot.press("escape")
        await pilot.pause()
        await _line(app, pilot, "delve")
        assert game.phase != "city"
        texts = [m.text for m in app.driver.messages]  # type: ignore[union-attr]
        assert "— City, step 8: Restock the Underworld —" in texts
        assert any(t.startswith("The Underworld") for t in texts)


async def test_a_quest_done_a_retirement_and_a_recruit_from_the_command_line(
    tmp_path: Path,
) -> None:
    """pp. 33, 38–39 at the terminal: ':quest done' pays everyone 3 XP, ':retire' sends one to
    the City with their gifts, ':recruit' brings a newcomer in; the status line names them."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.pause()
        await _line(app, pilot, "out")
        game = app.driver.game  # type: ignore[union-attr]
        status = str(app.screen.query_one("#status").render())
        assert "quest, retire, recruit" in status and "':city'" not in status
        a1 = game.guild.adventurer("a1")
        game.set_adventurer(a1.model_copy(update={"xp": 10}))
        await _line(app, pilot, "quest done")
        assert game.guild.quest is None and game.guild.adventurer("a1").xp == 13
        await _line(app, pilot, "retire a1")
        assert [a.id for a in game.guild.adventurers] == ["a2", "a3"] and game.guild.gifts == 1
        await _line(app, pilot, "recruit")
        texts = [m.text for m in app.driver.messages]  # type: ignore[union-attr]
        assert any("joins the guild" in t for t in texts)
        assert len(game.guild.adventurers) == 3 and game.guild.gifts == 0


async def test_the_log_tells_the_quest_deed_and_the_new_rumor_after_the_restock(
    tmp_path: Path,
) -> None:
    """pp. 149, 160, 173 at the terminal: ':quest done' writes the quest on the roster as a
    deed; delving again, the restock's new rumour (from the entries it wrote) is in the log."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.pause()
        await _line(app, pilot, "out")
        game = app.driver.game  # type: ignore[union-attr]
        quest = game.guild.quest
        await _line(app, pilot, "quest done")
        texts = [m.text for m in app.driver.messages]  # type: ignore[union-attr]
        assert f"a noteworthy deed: the guild completed its quest: {quest} (p. 149)" in texts
        game.states[1] = replace(game.states[1], marked=frozenset(range(6, 22)))
        await _line(app, pilot, "delve")
        assert game.rumor is not None
        texts = [m.text for m in app.driver.messages]  # type: ignore[union-attr]
        assert f"a new rumor in the City: {game.rumor} (p. 160)" in texts
