"""Saved games in the terminal game (issue 16, points 2 and 6): the game is saved as it goes
and when the player leaves, quitting says where, and the title's Continue lands in the same
room with the same log; a bad save is a dialog, and the file is left as it was."""

from __future__ import annotations

from pathlib import Path

from worm.engine import commands as cmd
from worm.engine.autoplay import Autoplay
from worm.saves import games
from worm.ui import prompts
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.title import TitleScreen

SEED = 5


async def test_quit_then_continue_lands_in_the_same_room_with_the_same_log(tmp_path: Path):
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(3):
            app.send(cmd.Explore())
        assert app.driver is not None
        game = app.driver.game
        room, log = (game.depth, game.room), game.log.to_jsonl()
        app.action_ask_quit()
        await pilot.pause()
        quitting = app.screen
        assert isinstance(quitting, prompts.QuitScreen) and quitting.saved is not None
        assert str(tmp_path) in str(quitting.saved)
        await pilot.press("y")
    save = tmp_path / f"guild-{SEED}.json"
    assert save.is_file()

    again = WormApp(seed=99, saves_dir=tmp_path)
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, TitleScreen)
        await pilot.press("l")
        await pilot.pause()
        assert again.driver is not None
        assert any(isinstance(s, CrawlScreen) for s in again.screen_stack)
        back = again.driver.game
        assert (back.depth, back.room) == room
        assert back.log.to_jsonl() == log
        assert again.driver.messages  # the message log is there too


async def test_a_watch_saves_the_game_as_it_goes(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        before = app.driver.game.watches
        bot = Autoplay()
        for _ in range(200):
            if app.driver.game.watches > before:
                break
            command = bot.next(app.driver.game)
            assert command is not None
            if app.send(command).refused:
                bot.refused(app.driver.game, command)
            await pilot.pause()
        assert app.driver.game.watches > before
        saved, _ = games.load(tmp_path / f"guild-{SEED}.json")
        assert saved.watches == app.driver.game.watches  # saved at the watch, not at the end
        await pilot.press("ctrl+q")
        await pilot.press("y")


async def test_a_bad_save_is_a_dialog_and_is_left_untouched(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"schema_version": 7}')
    app = WormApp(seed=SEED, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, prompts.TextScreen)
        assert app.driver is None
    assert bad.read_text() == '{"schema_version": 7}'


async def test_opening_on_a_save_goes_straight_into_it(tmp_path: Path) -> None:
    first = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with first.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        first.send(cmd.Explore())
        first.keep()
    save = tmp_path / f"guild-{SEED}.json"
    app = WormApp(saves_dir=tmp_path, load=save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None and app.driver.game.seed == SEED
        assert any(isinstance(s, CrawlScreen) for s in app.screen_stack)
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    app = WormApp(saves_dir=tmp_path, load=bad)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, prompts.TextScreen) and app.driver is None
        assert any(isinstance(s, TitleScreen) for s in app.screen_stack)
