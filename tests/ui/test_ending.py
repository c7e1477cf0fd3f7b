"""The end of a game in the terminal (issue 16, point 8): game over shows the chronicle, which
can be read whole, and offers a new guild or the title; the chronicle is saved beside the
game."""

from __future__ import annotations

import functools
from pathlib import Path

from textual.widgets import Markdown

from tests.fixtures.meetings import first_seed
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.saves import games
from worm.text import chronicle
from worm.ui import ending
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.creation import CreationScreen
from worm.ui.driver import Driver
from worm.ui.newguild import NewGuildScreen
from worm.ui.title import TitleScreen


def played(seed: int) -> Game:
    """Sixty steps of a daring autoplay guild, by its own commands (so the game can be replayed
    up to its last one)."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    autoplay.run(game, 60, daring=0.5)
    return game


@functools.cache
def lost_seed() -> int:
    """The first seed whose daring guild is lost below: searched for by the first test that
    needs it, not as the module is collected, which every pytest-xdist worker does."""
    return first_seed(lambda seed: played(seed).phase == "over")


def lost() -> Game:
    game = played(lost_seed())
    assert game.phase == "over", f"seed {lost_seed()}'s daring guild is not lost"
    return game


async def test_game_over_shows_the_chronicle_then_a_new_guild(tmp_path: Path) -> None:
    game = lost()
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        over = app.screen
        assert isinstance(over, ending.OverScreen)
        assert over.text == chronicle.of(game)
        assert over.query_one(Markdown)  # shown there, scrollable
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ending.ChronicleScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is over
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGuildScreen)  # asked how, and where
        await pilot.press("c")
        await pilot.pause()
        assert app.driver is None
        assert isinstance(app.screen, CreationScreen)
        assert isinstance(app.screen_stack[-2], TitleScreen)
        assert app.screen_stack[-2].seed == app.seed == lost_seed()  # the same Underworld


async def test_a_quick_new_guild_after_game_over_plays_the_same_underworld(
    tmp_path: Path,
) -> None:
    game = lost()
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        assert isinstance(app.screen, ending.OverScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGuildScreen)
        await pilot.press("n")
        await pilot.pause()
        driver = app.driver
        assert driver is not None and driver.game is not game
        assert driver.game.seed == lost_seed()  # the Underworld the lost guild was lost in
        assert driver.game.phase != "over" and driver.game.guild.name
        assert isinstance(app.screen_stack[1], CrawlScreen)
        lost_save = tmp_path / f"guild-{lost_seed()}.json"
        assert games.load(lost_save)[0].phase == "over"  # the lost guild's save is kept
        assert (tmp_path / f"guild-{lost_seed()}-2.json").is_file()  # the new one beside it
        # Issue 19 play-test point 8: the new guild is its own draw, not the lost one again
        names = {a.name for a in driver.game.guild.adventurers}
        assert names != {a.name for a in game.guild.adventurers}, names
        levels = [(lv.seed.name, lv.keyed) for lv in driver.game.world.levels]
        assert levels == [(lv.seed.name, lv.keyed) for lv in game.world.levels]  # same Underworld


async def test_a_new_guild_can_be_put_off_or_taken_to_another_underworld(tmp_path: Path) -> None:
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.begin(Driver(lost()))
        await pilot.pause()
        over = app.screen
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is over and app.driver is not None  # back at game over
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.driver is None
        assert app.screen.seed == app.seed  # a new seed, shown on the title to keep or change


async def test_game_over_offers_the_title(tmp_path: Path) -> None:
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.begin(Driver(lost()))
        await pilot.pause()
        assert isinstance(app.screen, ending.OverScreen)
        await app.run_action("app.to_title")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.driver is None
        assert len(app.screen_stack) == 2


async def test_a_game_that_ends_in_play_is_chronicled_beside_its_save(tmp_path: Path) -> None:
    whole = lost()
    assert whole.start is not None
    *before, last = whole.history
    app = WormApp(seed=lost_seed(), saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.begin(Driver(Game.replay(whole.start, before)))
        await pilot.pause()
        written = tmp_path / f"guild-{lost_seed()}.chronicle.md"
        assert not written.exists()  # still below: no chronicle yet
        app.send(last)
        await pilot.pause()
        assert isinstance(app.screen, ending.OverScreen)
        assert app.driver is not None
        assert written.read_text(encoding="utf-8") == chronicle.of(app.driver.game)
