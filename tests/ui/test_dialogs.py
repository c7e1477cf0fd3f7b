"""Dialogs that behave (issue 19, points 6 and 9, and the prompt words of point 3).

``at_a_choice_seed()`` (tests/fixtures/choices.py): exploring from the first room meets a
choice; its option 2 is a Wands test that falls short and waits to be pushed or let stand.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual import events
from textual.widgets import Input, Static

from tests.fixtures.choices import at_a_choice_seed, explored
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.text import repl
from worm.text.summary import summarize
from worm.ui import ending, title
from worm.ui.app import WormApp
from worm.ui.help import HelpScreen
from worm.ui.newguild import NewGuildScreen
from worm.ui.prompts import (
    ChoiceScreen,
    LogScreen,
    PendingScreen,
    Prompt,
    QuitScreen,
    TextScreen,
)
from worm.ui.title import TitleScreen

SIZE = (120, 40)
QUOTED = re.compile(r"'([a-z]+)[^']*'")
"""A quoted word: a text-game command when it is one of the text game's verbs."""
VERBS = {m.group(1) for line in repl.HELP.splitlines() if (m := re.match(r"  ([a-z]+)", line))}
VERBS |= {"fight", "withdraw", "retreat", "status", "pass"}  # the fight's and the parley's


def at_the_choice(tmp_path: Path, **kwargs: object) -> WormApp:
    """The quickstart guild a step (``o``) from the choice of ``at_a_choice_seed()``."""
    seed = at_a_choice_seed()
    return WormApp(seed=seed, quickstart=True, saves_dir=tmp_path, **kwargs)  # type: ignore[arg-type]


def shown(screen: Prompt) -> str:
    """Every word the dialog shows."""
    return "\n".join(str(s.render()) for s in screen.query(Static))


def text_commands(words: str) -> list[str]:
    return [w for w in QUOTED.findall(words) if w in VERBS]


async def test_the_choice_dialog_shows_the_event_it_asks_about(tmp_path: Path) -> None:
    """The choice's own words, not the newest lines of the log (another event's, often)."""
    app = at_the_choice(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert app.driver is not None
        choice = app.driver.game.choice
        assert choice is not None and isinstance(app.screen, ChoiceScreen)
        for line in ("A bat flutters past.", "Water drips.", "Somebody coughs."):
            app.driver.say(line)  # the log moves on: the dialog still asks about the choice
        app.pop_screen()
        app.route()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChoiceScreen)
        scene = str(screen.query_one("#scene", Static).render())
        assert choice.scene and scene == choice.scene
        assert "coughs" not in shown(screen)


async def test_a_key_typed_as_the_dialog_comes_up_answers_nothing(tmp_path: Path) -> None:
    """A 2 pressed in the Crawl (a step south) that arrives as the choice opens, or in the
    moment after, before anyone could read it, is not option 2; pressed once the dialog has
    been up a moment, it answers as ever."""
    app = at_the_choice(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.settle = 3.0  # long, for a slow machine (headless, dialogs take keys at once)
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Explore())  # the choice opens ...
        app.post_message(events.Key("2", "2"))  # ... and a key already typed comes in
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("2")  # held down, the key repeats
        assert isinstance(app.screen, ChoiceScreen)
        assert game.choice is not None  # not answered by a stray key
        await pilot.pause(3.0)  # the dialog has been up a while: read, and answered
        await pilot.press("2")
        await pilot.pause()
        assert game.choice is None and game.pending is not None
        bare = explored(at_a_choice_seed())
        bare.execute(cmd.Choose(option=2))
        assert bare.pending is not None  # option 2's test, as a bare engine asks it
        assert game.pending.asked.task == bare.pending.asked.task


@pytest.mark.parametrize("dialog", ["choice", "pending"])
async def test_the_app_keys_work_in_a_dialog(tmp_path: Path, dialog: str) -> None:
    """? help, m the log, w why, q asks to quit: in the choice and the failed test alike."""
    app = at_the_choice(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await pilot.pause()
        if dialog == "pending":
            await pilot.press("2")
            await pilot.pause()
        kind = ChoiceScreen if dialog == "choice" else PendingScreen
        assert isinstance(app.screen, kind)
        for key, opened in (
            ("question_mark", HelpScreen),
            ("m", LogScreen),
            ("w", TextScreen),
            ("q", QuitScreen),
        ):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, opened), key
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, kind), key
        assert app.is_running  # asked, and stayed


async def test_dialogs_name_the_terminals_keys_not_typed_commands(tmp_path: Path) -> None:
    """The failed test's dialog names its keys — those of a keymap file, when one changes
    them — and quotes no text-game command; those keys answer it."""
    app = at_the_choice(tmp_path, keymap={"pending_push": "x"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert text_commands(shown(app.screen)) == []
        await pilot.press("2")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PendingScreen)
        words = shown(screen)
        assert "x pushes, a lets it stand" in words
        assert "tested Wands" in words  # the test it asks about, in words
        assert text_commands(words) == [], words
        assert app.driver is not None
        log = "\n".join(m.text for m in app.driver.messages)
        assert text_commands(log) == []  # the log's question is asked in plain words too
        await pilot.press("x")
        await pilot.pause()
        assert app.driver.game.pending is None or app.driver.game.pending.test.pushed


async def test_the_inspiration_key_is_live_only_with_a_card_to_spend(tmp_path: Path) -> None:
    """The tester holds no inspiration card: i in the failed test sends nothing to be refused."""
    app = at_the_choice(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, PendingScreen) and app.driver is not None
        game = app.driver.game
        assert game.pending is not None
        assert game.guild.adventurer(game.pending.test.who).inspiration is None
        written = len(game.log.events)
        await pilot.press("i")
        await pilot.pause()
        assert len(game.log.events) == written  # no command, no refusal
        assert isinstance(app.screen, PendingScreen)


async def test_keys_typed_as_the_title_comes_up_are_not_lost_in_the_seed_box(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Digits typed while the title screen is being set up make a new seed in the box (as its
    label asks, play30 new fault 1); the guild's size stays."""
    setting_up = title.TitleScreen.on_mount

    def on_mount(screen: TitleScreen) -> None:
        for early in ("4", "2"):  # typed before the screen is up
            screen.app.post_message(events.Key(early, early))
        setting_up(screen)

    monkeypatch.setattr(title.TitleScreen, "on_mount", on_mount)
    app = WormApp(seed=11, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        assert screen.query_one("#seed", Input).value == "42"
        assert screen.query_one("#seed", Input).has_focus
        assert screen.guild_size == 3


# --- game over (point 9) -------------------------------------------------------------------


def lost() -> Game:
    """A guild below whose every adventurer has just died."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    for a in game.guild.adventurers:
        dead = a.conditions.model_copy(update={"dead": True})
        game.set_adventurer(a.model_copy(update={"conditions": dead}))
    game.check_guild()
    assert game.phase == "over"
    return game


async def over(app: WormApp, game: Game) -> ending.OverScreen:
    from worm.ui.driver import Driver

    app.begin(Driver(game))
    screen = app.screen
    assert isinstance(screen, ending.OverScreen)
    return screen


async def test_game_over_shows_the_game_in_figures(tmp_path: Path) -> None:
    game = lost()
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await over(app, game)
        await pilot.pause()
        figures = str(screen.query_one("#summary", Static).render())
        assert figures == "\n".join(summarize(game.log.events).lines())
        assert f"Watches: {game.watches} · deepest level: 1 · 1 room explored" in figures


@pytest.mark.parametrize(
    ("key", "then"),
    [
        ("r", ending.ChronicleScreen),
        ("n", NewGuildScreen),  # asks how, and in which Underworld (test_ending.py)
        ("t", TitleScreen),
        ("q", QuitScreen),
        ("m", LogScreen),
        ("w", TextScreen),
        ("question_mark", HelpScreen),
    ],
)
async def test_every_key_the_game_over_dialog_names_works(
    tmp_path: Path, key: str, then: type
) -> None:
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await over(app, lost())
        await pilot.pause()
        named = (
            shown(screen)
            + "\n"
            + "\n".join(
                str(o.prompt) for o in screen.query_one("#over").query("OptionList").first().options
            )
        )
        readable = {"question_mark": "?"}.get(key, key)
        assert re.search(rf"(^|[ \n]){re.escape(readable)} ", named), named
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, then)
