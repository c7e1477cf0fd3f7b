"""Saved games in the terminal game (issue 16, points 2 and 6): the game is saved as it goes
and when the player leaves, quitting says where, and the title's Continue lands in the same
room with the same log; a bad save is a dialog, and the file is left as it was."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from worm.engine import commands as cmd
from worm.engine import wounds
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.saves import folder, games
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
        said = " ".join(str(s.content) for s in quitting.query(Static))
        assert f"'worm play --load guild-{SEED} --saves-dir {tmp_path}'" in said  # point 9
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


def test_the_load_command_names_the_saves_folder_only_when_one_was_given(tmp_path: Path):
    assert folder.load_command(folder.DEFAULT / "guild-3.json") == "worm play --load guild-3"
    assert folder.load_command(tmp_path / "guild-3.json.gz") == (
        f"worm play --load guild-3 --saves-dir {tmp_path}"
    )


def _lost(seed: int) -> Game:
    """A guild lost on its first level: every one of it at Death's Door (p. 125)."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    for a in game.guild.adventurers:
        for _ in range(2):
            wounds.wound(game, game.guild.adventurer(a.id), critical=True, cause="a peck")
    game.check_guild()
    assert game.phase == "over"
    return game


async def test_the_title_lists_a_lost_game_apart_and_tells_one_guilds_saves_apart(
    tmp_path: Path,
) -> None:
    """Issue 19 play-test point 9: a lost game was listed first as "Continue", and two saves of
    one guild (one lost, one live) were two identical rows."""
    live = Game.new(SEED)
    live.execute(cmd.Delve())
    games.save(live, tmp_path / f"guild-{SEED}.json")
    games.save(_lost(SEED), tmp_path / f"guild-{SEED}-2.json")  # the newer save
    app = WormApp(seed=99, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        rows = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        saved = [row for row in rows if live.guild.name in row]
        assert len(saved) == 2 and len(set(saved)) == 2, saved
        assert saved[0].startswith("l  Continue: ") and f"(guild-{SEED})" in saved[0]
        assert saved[1].split()[0] == "Lost:" and f"(guild-{SEED}-2)" in saved[1]
        await pilot.press("l")  # the game still going, not the newer lost one
        await pilot.pause()
        assert app.driver is not None and app.driver.game.phase != "over"
