"""The frame of the terminal game (issue 19, points 8, 10 and 11): the first meeting shown over
the map, the too-small notice on every screen, the map recentred after a resize, the side
panel's dead and lights, our themes alone in the palette, the title's help, the wide layout.

Seed 2's quickstart guild stands in room 101 with nothing waiting (tests/ui/test_crawl.py); a
meeting in the first room is built by laying The Tower (XVI: a random encounter) on top of the
major deck before the guild goes down, and a minor card on top of the minor deck for the band's
mood, on the first seed where the band fights or talks (tests/fixtures/meetings.py).
"""

from __future__ import annotations

import re
from pathlib import Path

from textual.command import CommandList, CommandPalette
from textual.widgets import Static

from tests.fixtures.meetings import FIGHT, PARLEY, met_at_once
from tests.ui.test_crawl import _screen_text
from worm import grammar
from worm.engine import commands as cmd
from worm.ui import themes
from worm.ui.app import WormApp
from worm.ui.camp import CampScreen
from worm.ui.challenge import ChallengeScreen
from worm.ui.city import CityScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.driver import Driver
from worm.ui.help import HelpScreen, rows
from worm.ui.mapview import MapView
from worm.ui.meeting import MeetingScreen
from worm.ui.parley import ParleyScreen
from worm.ui.title import TitleScreen


async def settled(pilot) -> None:  # type: ignore[no-untyped-def]
    """A few refreshes: the map centres and the dialog moves clear of the guild after the
    first layout (slow on a loaded machine)."""
    for _ in range(4):
        await pilot.pause(0.05)


def quick(tmp_path: Path, seed: int = 2) -> WormApp:
    return WormApp(seed=seed, quickstart=True, saves_dir=tmp_path)


# --- point 8: the first meeting over the map ------------------------------------------------


async def test_a_fight_in_the_first_room_is_shown_over_the_map_before_its_screen(
    tmp_path: Path,
) -> None:
    game = met_at_once(*FIGHT)
    assert game.phase == "challenge" and game.plan.key(game.room) == "101"
    band = next(g.name for g in game.challenge.groups if g.side == "foes")  # type: ignore[union-attr]
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.begin(Driver(game))
        await settled(pilot)
        assert isinstance(a.screen, MeetingScreen)
        assert isinstance(a.screen_stack[-2], CrawlScreen)  # the map is under it
        shown = _screen_text(a)
        assert "@" in shown  # the guild on the map, above the dialog
        scene = str(a.screen.query_one("#scene", Static).render())
        assert (
            grammar.capital(band) in scene and "101" in scene
        )  # who (opening a sentence), and where
        assert re.search(r"attacks? on sight", scene)  # how they came on the guild
        assert "into the fight" in shown
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(a.screen, ChallengeScreen)


async def test_a_parley_in_the_first_room_is_shown_over_the_map_too(tmp_path: Path) -> None:
    game = met_at_once(*PARLEY)
    assert game.phase == "parley"
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        a.begin(Driver(game))
        await settled(pilot)
        assert isinstance(a.screen, MeetingScreen)
        assert "to the parley" in _screen_text(a) and "@" in _screen_text(a)
        await pilot.press("space")
        await pilot.pause()
        assert isinstance(a.screen, ParleyScreen)


async def test_a_quiet_first_room_opens_on_the_crawl_with_no_meeting(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)


# --- point 10: the too-small notice on every screen -----------------------------------------

SMALL = (60, 20)


async def shrink_and_grow(a: WormApp, pilot, body_word: str) -> None:  # type: ignore[no-untyped-def]
    """At 60×20 the notice alone; back at 120×40 the screen again, the notice gone."""
    await pilot.resize_terminal(*SMALL)
    await settled(pilot)
    shown = _screen_text(a)
    assert "too small" in shown and body_word not in shown, type(a.screen).__name__
    await pilot.resize_terminal(120, 40)
    await settled(pilot)
    shown = _screen_text(a)
    assert "too small" not in shown and body_word in shown, type(a.screen).__name__


async def test_the_notice_comes_and_goes_on_the_crawl_and_the_camp(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await shrink_and_grow(a, pilot, "Level 1")
        await pilot.press("C")
        await pilot.pause()
        assert isinstance(a.screen, CampScreen)
        await shrink_and_grow(a, pilot, "Camp Actions")


async def test_the_notice_comes_and_goes_on_the_challenge(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.begin(Driver(met_at_once(*FIGHT)))
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(a.screen, ChallengeScreen)
        await shrink_and_grow(a, pilot, "Initiative")


async def test_the_notice_comes_and_goes_on_the_city_and_the_title(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.send(cmd.Take(way="out"))
        await pilot.pause()
        assert isinstance(a.screen, CityScreen)
        await shrink_and_grow(a, pilot, "City")
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, TitleScreen)
        await shrink_and_grow(a, pilot, "Quick guild")


async def test_a_dialog_gives_way_to_the_notice(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(a.screen, HelpScreen)
        await shrink_and_grow(a, pilot, "Help")


# --- point 10: the map recentres, the panel, the themes, the title's help -------------------


def guild_in_view(a: WormApp) -> tuple[int, int]:
    """Where the guild stands in the map's view (column, row)."""
    view = a.screen.query_one(MapView)
    x, y = a.driver.game.pos  # type: ignore[union-attr]
    sx, sy = view.scroll_offset
    return x - sx, y - sy


async def test_the_map_recentres_on_the_guild_after_a_resize(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        for size in ((80, 24), (120, 40), (90, 30)):
            await pilot.resize_terminal(*size)
            await settled(pilot)
            view = a.screen.query_one(MapView)
            width, height = view.scrollable_content_region.size
            col, row = guild_in_view(a)
            assert 0 <= col < width and 0 <= row < height, size
            # centred, unless the map's own edge stops the scroll
            sx, sy = view.scroll_offset
            assert abs(col - width // 2) <= 1 or sx in (0, view.max_scroll_x), size
            assert abs(row - height // 2) <= 1 or sy in (0, view.max_scroll_y), size


def panel_text(a: WormApp) -> str:
    return str(a.screen.query_one("#guild", Static).render())


async def test_the_dead_go_last_in_the_panel_with_no_light(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = a.driver.game  # type: ignore[union-attr]
        first = game.guild.in_marching_order()[0]
        assert "light: bright, lantern" in panel_text(a)  # she carries the guild's light
        dead = first.conditions.model_copy(update={"dead": True})
        game.set_adventurer(first.model_copy(update={"conditions": dead}))
        a.driver.version += 1  # type: ignore[union-attr]
        a.route()
        await pilot.pause()
        text = panel_text(a)
        lines = text.splitlines()
        at = next(i for i, line in enumerate(lines) if first.name in line)
        assert "dead" in lines[at]
        assert all(not line.startswith(" ") or "dead" in line for line in lines[at:])  # last
        assert "1. " in text and f"1. {first.name}" not in text  # another heads the order
        assert "lantern" not in "\n".join(lines[at:])  # no light held by the dead
        assert not re.search(r"light:\s*$", text, re.MULTILINE)  # never an empty light word


async def test_the_palette_offers_our_themes_alone_and_the_map_follows(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert set(a.available_themes) == set(themes.THEMES)
        a.search_themes()  # what the palette's "Theme" command opens
        await pilot.pause()
        assert isinstance(a.screen, CommandPalette)
        await pilot.pause()
        await pilot.pause()
        listed = a.screen.query_one(CommandList)
        offered = {str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)}
        assert offered == set(themes.THEMES)  # not textual-dark, nord, gruvbox…
        await pilot.press(*"contrast")
        await pilot.pause()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert a.theme == themes.HIGH_CONTRAST
        view = a.screen.query_one(MapView)
        assert view._palette == themes.palette(themes.HIGH_CONTRAST)


async def test_the_titles_help_lists_the_game_keys_first(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        assert isinstance(a.screen, HelpScreen)
        where = [w for _, _, w in rows(a.screen.below)]
        assert where[0] == "title"
        last_game = max(i for i, w in enumerate(where) if w != "here")
        assert "here" not in where[:last_game]  # the list's own arrows come after


# --- point 11: the wide terminal ------------------------------------------------------------


async def test_a_wide_terminal_gives_the_log_a_column_beside_the_map(tmp_path: Path) -> None:
    for size in ((200, 60), (160, 50)):
        a = quick(tmp_path)
        async with a.run_test(size=size) as pilot:
            await pilot.pause()
            view = a.screen.query_one(MapView)
            log = a.screen.query_one("#messages").region
            level_width = view.virtual_size.width
            assert log.x >= view.region.right  # beside the map, not under it
            assert log.height > 9 and log.width >= 40, size  # taller than the 9-row strip
            assert view.region.width <= level_width + 2  # the map takes what its level needs
            assert view.max_scroll_x == 0, size  # and all of the level fits


async def test_120_and_80_columns_keep_the_log_under_the_map(tmp_path: Path) -> None:
    for size, rows_shown in (((120, 40), 9), ((80, 24), 6)):
        a = quick(tmp_path)
        async with a.run_test(size=size) as pilot:
            await pilot.pause()
            view = a.screen.query_one(MapView).region
            log = a.screen.query_one("#messages").region
            assert log.y >= view.bottom and log.x == view.x and log.width == view.width
            assert log.height == rows_shown


async def test_the_panel_is_rewritten_for_its_width_after_a_resize(tmp_path: Path) -> None:
    """Grown from 80×24 the side panel drops the compact wrapping (and gains the hands)."""
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert "hands:" not in panel_text(a)  # compact: no room for the hands
        await pilot.resize_terminal(120, 40)
        await settled(pilot)
        assert "hands:" in panel_text(a)
        await pilot.resize_terminal(80, 24)
        await settled(pilot)
        assert "hands:" not in panel_text(a)
