"""Issue 19, the layout play-test findings: what was cut, piled up or squeezed at small sizes."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.widgets import OptionList, Static

from tests.fixtures.choices import at_a_choice_seed
from tests.fixtures.meetings import FIGHT, first_seed, met_at_once
from tests.ui import test_ending
from tests.ui.test_crawl import _screen_text
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.ui import ending, field, panels
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.help import HelpScreen, rows
from worm.ui.mapview import MapView
from worm.ui.prompts import ChoiceScreen
from worm.ui.sheet import SheetScreen


def quick(tmp_path: Path, seed: int = 2) -> WormApp:
    return WormApp(seed=seed, quickstart=True, saves_dir=tmp_path)


def fight(tmp_path: Path) -> WormApp:
    return WormApp(seed=7, saves_dir=tmp_path)


async def to_the_fight(a: WormApp, pilot) -> None:  # type: ignore[no-untyped-def]
    """A band met in the first room that attacks on sight, then Enter: the Challenge."""
    await pilot.pause()
    a.begin(Driver(met_at_once(*FIGHT)))
    await pilot.pause()
    a.screen.action_onward()  # type: ignore[attr-defined]
    await pilot.pause()


def _calm_and_long_named(seed: int) -> bool:
    """The quickstart guild idle on the Crawl, on a level whose name is as long as the Drowned
    Wedding's."""
    game = Driver.quickstart(seed).game
    quiet = game.phase == "crawl" and game.choice is None and game.pending is None
    return quiet and len(game.level.seed.name) >= len("The Drowned Wedding")


async def test_one_refusal_pressed_five_times_is_one_toast(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)
        for _ in range(5):
            await pilot.press("p")  # nobody is at Death's Door: refused each time
        await pilot.pause()
        messages = [toast.message for toast in a._notifications]
        assert len(messages) == 1 and "Death's Door" in messages[0]


async def test_at_most_two_toasts_at_once(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for word in ("one", "two", "three", "four"):
            a.notify(f"toast {word}")
            await pilot.pause()
        messages = [toast.message for toast in a._notifications]
        assert messages == ["toast three", "toast four"]


async def test_help_over_a_choice_names_keys_in_words_only(tmp_path: Path) -> None:
    """Point 10: help over a choice said ``pick(1)``…``pick(9)``, Scroll Left, Focus Next; now
    the number keys are one row in words and Textual's own keys are left out."""
    a = quick(tmp_path, seed=at_a_choice_seed())
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(a.screen, ChoiceScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(a.screen, HelpScreen)
        listed = rows(a.screen.below)
        said = " ".join(f"{keys} {does}" for keys, does, _ in listed)
        for internal in ("pick(", "Scroll Left", "Page Left", "Focus Next", "Copy selected"):
            assert internal not in said
        numbers = [keys for keys, does, _ in listed if does == "Choose the line with that number"]
        assert numbers and "1" in numbers[0].split() and "9" in numbers[0].split()


async def test_game_over_at_80_by_24_keeps_every_key_line_on_screen(tmp_path: Path) -> None:
    """Point 2: at 80×24 the chronicle was an empty box and the menu lost its last line, the
    border and the hint; now the chronicle scrolls and the menu and hint stay in view."""
    a = WormApp(seed=1, saves_dir=tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        a.begin(Driver(test_ending.lost()))
        await pilot.pause()
        over = a.screen
        assert isinstance(over, ending.OverScreen)
        menu = over.query_one(OptionList)
        assert menu.region.bottom <= 24 and menu.scrollable_content_region.height >= len(
            ending.CHOICES
        )
        hint = over.query_one("#over .hint").region
        assert hint.height >= 1 and hint.bottom <= 24
        box = over.query_one("#chronicle").region
        assert box.height >= 3 and box.bottom <= 24
        assert over.query_one("#over").region.bottom <= 24


async def test_the_crawl_footer_at_80_columns_shows_help_log_why_and_command(
    tmp_path: Path,
) -> None:
    """Point 3: at 80 columns the Crawl's footer ended at ``i Guild``; ``? m w :`` come first."""
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)
        footer = a.screen.query_one(KeyFooter)
        shown = footer.line().plain
        assert footer.region.width == 80
        for words in ("? Help", "m Log", "w Why", ": Command"):
            assert 0 <= shown.find(words) and shown.find(words) + len(words) <= 80, words


def _first_columns(text: Text, width: int) -> str:
    """What a one-line header shows in ``width`` columns."""
    return text.plain[:width]


async def test_headers_in_a_fight_at_80_columns_keep_the_phase_and_who_is_waited_on(
    tmp_path: Path,
) -> None:
    """Point 3: at 80 columns the Challenge header lost ``waiting on`` and the Crawl header lost
    CHALLENGE; now both come first and the header wraps to a second line before cutting. A
    guild of long names (Vaive Atoish Alights-on-the-Cloud) took three lines: at 80×24 the
    header calls each by first name, as the field below it does."""
    a = fight(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await to_the_fight(a, pilot)
        assert isinstance(a.screen, ChallengeScreen)
        game = a.driver.game  # type: ignore[union-attr]
        head = a.screen.query_one("#status", Static)
        shown = " ".join(_screen_text(a).split())
        waited = field.waiting(game, compact=True)
        assert "waiting on: " + " ".join(waited.split()) in shown
        lay = [f.name.split()[0] for f in game.under_way().side("guild")]
        assert fights.waiting_on(game).startswith("Initiatives") and all(n in waited for n in lay)
        assert 1 <= head.region.height <= 2
        assert "CHALLENGE" in _first_columns(panels.status(game), 80)


async def test_the_city_header_names_keys_not_the_text_games_words(tmp_path: Path) -> None:
    """Point 3: the City header said ``':city' shows the purses, ':upkeep WHO TIER…'``."""
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.send(cmd.Take(way="out"))
        await pilot.pause()
        said = str(a.screen.query_one("#status", Static).render())
        assert "':city'" not in said and "':upkeep" not in said
        assert "u: upkeep" in said and ">: delve" in said


async def test_the_sheet_gives_the_dialog_whole_lines_to_wrap_at_its_width(
    tmp_path: Path,
) -> None:
    """Point 4: the sheet came wrapped at 100 columns and the 72-column dialog wrapped it again
    (``XP 3`` alone on a line, ragged indents); now each field is one line the dialog wraps."""
    a = quick(tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        screen = a.screen
        assert isinstance(screen, SheetScreen)
        lines = screen.shown().plain.rstrip("\n").split("\n")
        assert not [line for line in lines if line.startswith("    ")]  # no hanging pieces
        assert any("Resolve" in line and "XP" in line for line in lines)
        body = screen.query_one("#sheet", Static)
        assert max(len(line) for line in lines) > body.content_region.width  # it wraps them


async def _plays_menu(a: WormApp, pilot) -> ChallengeScreen:  # type: ignore[no-untyped-def]
    """Lay each Initiative, then choose the first card of whoever acts: the plays menu."""
    await to_the_fight(a, pilot)
    for turn in range(12):
        screen = a.screen
        if isinstance(screen, ChallengeScreen) and screen.card is not None:
            return screen
        await pilot.press(str(1 + turn % 4))  # the next card along: the Fool never leads
        await pilot.pause()
    raise AssertionError("no plays menu")


async def test_the_plays_menu_at_80_by_24_is_wide_and_at_least_8_lines(tmp_path: Path) -> None:
    """Point 9: at 80×24 the plays menu was 25 columns and about 4 lines; one play filled it."""
    a = fight(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        screen = await _plays_menu(a, pilot)
        menu = screen.query_one("#menu", OptionList).region
        assert menu.height >= 8 and menu.width >= 40 and menu.bottom <= 24


async def test_the_plays_menu_takes_the_fields_spare_width(tmp_path: Path) -> None:
    """Point 9: at 120 and 200 columns the menu stayed about 37 columns and every play wrapped
    while the field pane stood mostly empty; now the menu is wide, and a play too long for it
    goes on under its own words, never past the menu's edge (point 7)."""
    for size in ((120, 40), (200, 60)):
        a = fight(tmp_path)
        async with a.run_test(size=size) as pilot:
            screen = await _plays_menu(a, pilot)
            menu = screen.query_one("#menu", OptionList)
            room = menu.scrollable_content_region.width
            assert room >= 50
            for i in range(menu.option_count):
                prompt = menu.get_option_at_index(i).prompt
                assert isinstance(prompt, Text), prompt
                for line in prompt.plain.split("\n"):
                    assert len(line) <= room, prompt.plain


async def test_at_80_by_24_the_map_keeps_the_guilds_whole_room_in_view(tmp_path: Path) -> None:
    """Map polish: at 80×24 a step into a tall room left its top cut off (the guild on the 4th
    row); now the view scrolls to show the room and its walls whenever it fits."""
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = a.driver.game  # type: ignore[union-attr]
        view = a.screen.query_one(MapView)
        height = view.scrollable_content_region.height
        rooms = [r for r in game.plan.level.map.rooms if r.h + 2 <= height]
        tall = max(rooms, key=lambda r: r.h)
        assert tall.h // 2 + 1 > min(5, height // 4)  # taller than the margin alone keeps
        top, bottom = tall.y - 1, tall.y + tall.h
        view.scroll_to(0, top + 1, animate=False)  # the room's top row out of view
        await pilot.pause()
        game.pos, game.room = tall.centre, tall.index  # the guild steps into it
        view.show(game)
        await pilot.pause()
        seen = view.scroll_offset.y
        assert seen <= top and bottom < seen + height


async def test_at_200_by_60_the_map_starts_with_what_the_guild_knows(tmp_path: Path) -> None:
    """Map polish: at 200×60 the level fits the view and its unknown top rows made an empty
    block with the map stuck under it; now the view's first row is already the known map."""
    for seed in (2, 42):
        a = quick(tmp_path, seed=seed)
        async with a.run_test(size=(200, 60)) as pilot:
            await pilot.pause()
            crawl = next(s for s in a.screen_stack if isinstance(s, CrawlScreen))
            view = crawl.query_one(MapView)
            game = a.driver.game  # type: ignore[union-attr]
            assert game.plan.level.tiles.shape[0] <= view.scrollable_content_region.height
            assert view.render_line(0).text.strip(), seed
            x, y = game.pos
            assert view.cell_region(x, y).y < view.scrollable_content_region.height


async def test_at_80_columns_the_crawl_header_keeps_room_and_watch_on_its_first_line(
    tmp_path: Path,
) -> None:
    """Seen in play (seed 7): "… The Drowned Wedding · room 102 · watch" with the watch's number
    alone on a second line. The numbers now come before the level's long name."""
    seed = first_seed(_calm_and_long_named)
    a = WormApp(seed=seed, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)
        game = a.driver.game  # type: ignore[union-attr]
        head = a.screen.query_one("#status", Static)
        first = head.render_line(0).text
        assert f"room {game.plan.key(game.room)} · watch {game.watches}" in first
