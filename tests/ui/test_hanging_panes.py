"""Every pane wraps as the log does (issue 19, points 1 and 7): at a word, its further lines
hung deeper than the line they go on from, never a card's name split ("Four of / Wands").

Each pane is read as the screen shows it (``render_lines``) at 80×24 and at 120×40: a line
starting at column 0 must be the start of one of the pane's own lines, and every card the
pane names must stand whole on one line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import OptionList, Static

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_layout19 import quick
from tests.ui.test_parley import KNIGHTS, open_parley
from tests.unit.engine.fight_kit import give
from worm import tarot
from worm.engine import meet
from worm.saves.folder import Listed
from worm.ui import field
from worm.ui.app import WormApp
from worm.ui.camp import CampScreen
from worm.ui.challenge import ChallengeScreen
from worm.ui.legend import LegendScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import ChoiceScreen, TextScreen
from worm.ui.sheet import SheetScreen
from worm.ui.title import TitleScreen

SIZES = [(80, 24), (120, 40)]
CARDS = [field.card(c) for c in tarot.ALL_CARDS] + [c.name for c in tarot.ALL_CARDS]


def shown(widget: Widget) -> list[str]:
    """The widget's lines as the screen draws them, all of them (scrolled or not)."""
    width, height = widget.size
    return [strip.text.rstrip() for strip in widget.render_lines(Region(0, 0, width, height))]


def assert_hung(widget: Widget, source: str) -> None:
    """``widget`` shows ``source`` wrapped with hanging indents and every card whole."""
    lines = shown(widget)
    starts = [line for line in source.split("\n") if line[:1] not in ("", " ")]
    for line in lines:
        if line[:1] not in ("", " "):
            assert any(start.startswith(line) for start in starts), (line, lines)
    one_line = max(len(line) for line in lines) if lines else 0
    for name in sorted({n for n in CARDS if n in source}, key=len, reverse=True):
        if len(name) + 6 > one_line:
            continue  # a pane too narrow to hold it on a continuation line
        whole = sum(line.count(name) for line in lines)
        assert whole >= 1 and whole == source.count(name), (name, lines)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_the_challenge_panes_hang_their_lines_and_keep_cards_whole(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=size) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        for pane in ("#status", "#field-text", "#hands", "#prompt", "#flags"):
            widget = screen.query_one(pane, Static)
            assert_hung(widget, str(widget.visual))
        await pilot.press("1")  # a card: its plays, numbered, with their odds
        await pilot.pause()
        menu = screen.query_one("#menu", OptionList)
        wrapped = 0
        for i in range(menu.option_count):
            first, *rest = menu.get_option_at_index(i).prompt.plain.split("\n")  # type: ignore[union-attr]
            number = len(first) - len(first.lstrip()) + len(first.split()[0]) + 2
            wrapped += bool(rest)
            assert all(line.startswith(" " * number) for line in rest), (first, rest)
        if size == (80, 24):
            assert wrapped, "at 80 columns some play goes on to a second line"


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_the_side_panel_sheet_legend_and_why_hang_their_lines(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = quick(tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        side = app.screen.query_one("#guild", Static)
        assert_hung(side, str(side.visual))
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        for _ in app.screen.pages:  # the guild's page and each adventurer's
            sheet = app.screen.query_one("#sheet", Static)
            assert_hung(sheet, app.screen.shown().plain)
            await pilot.press("tab")
            await pilot.pause()
        await pilot.press("escape", "K")
        await pilot.pause()
        assert isinstance(app.screen, LegendScreen)
        legend = app.screen.query_one("#legend", Static)
        lines = shown(legend)
        assert_hung(legend, str(legend.visual))
        outline = next(i for i, line in enumerate(lines) if "outline:" in line)
        if lines[outline + 1].strip():  # the outline row goes on: under its words
            assert lines[outline + 1].index(lines[outline + 1].strip()) >= lines[outline].index(
                "outline"
            )
        await pilot.press("escape", "w")
        await pilot.pause()
        assert isinstance(app.screen, TextScreen)
        assert_hung(app.screen.query(Static)[1], app.screen.text)


EDGES = " ▊▎▌▐│▔▁"
"""What a pane's border or scroll bar draws at its edges."""


def assert_goes_on_deeper(lines: list[str], source: list[str], col: int = 0) -> int:
    """``lines`` as drawn (from column ``col`` on) show the lines ``source``: each drawn line is
    the start of one of them, or goes on one deeper than the line it goes on from. Returns
    how many went on to a further line."""
    heads = [(len(s) - len(s.lstrip()), s.strip()[:12]) for s in source if s.strip()]
    at: int | None = None  # the indent of the line being gone on with
    wrapped = 0
    for drawn in lines:
        body = drawn[col:].rstrip(EDGES)
        words = body.strip()
        if not words.strip(EDGES):  # blank, or a border drawn across
            continue
        indent = len(body) - len(body.lstrip())
        if (indent, words[:12]) in heads or any(
            indent == i and head.startswith(words) for i, head in heads
        ):
            at = indent
            continue
        assert at is not None and indent > at, (drawn, lines)
        wrapped += 1
    return wrapped


def drawn(widget: Widget) -> list[str]:
    """The widget's lines as the screen draws them, border and padding with them."""
    width, height = widget.outer_size
    return [strip.text.rstrip() for strip in widget.render_lines(Region(0, 0, width, height))]


def start_column(lines: list[str], source: list[str]) -> int:
    """The screen column a pane's own column 0 is drawn at (after its border and padding)."""
    first = next(s for s in source if s.strip())
    words = first.strip()[:12]
    return next(line.index(words) for line in lines if words in line) - (
        len(first) - len(first.lstrip())
    )


def options_drawn(menu: OptionList) -> tuple[list[str], list[str], int]:
    """A menu's lines as drawn, its options' own lines, and the column its words start at."""
    source = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
    lines = drawn(menu)
    return lines, source, start_column(lines, source)


LONG_LIKE = (
    "gifts brought in both hands, the finer the better, and laid down without a word "
    "(the want of the Bough-Walking Bloom)"
)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_the_title_hangs_its_preview_and_its_saved_games(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Play-test 30, §1: the title's Underworld preview and its list of saves went on at
    column 0 ("1. The Castle … light:" / "dim · halls")."""
    app = WormApp(seed=3, saves_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        preview = screen.query_one("#preview", Static)
        assert_goes_on_deeper(shown(preview), str(preview.visual).split("\n"))
        when = "2026-11-26T16:39:00"
        screen.saved_games = [
            Listed(f"guild-3-{n}", "the Chimera Company of the Long Road", 1, 9, phase, when)
            for n, phase in ((2, "crawl"), (1, "crawl"), (0, "over"))
        ]
        screen.show_menu()
        await pilot.pause()
        wrapped = assert_goes_on_deeper(*options_drawn(screen.query_one("#menu", OptionList)))
        assert wrapped >= 3, "each saved game's row goes on to a second line here"


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_a_parley_dialogs_list_hangs_its_lines(size: tuple[int, int]) -> None:
    """Play-test 30, §1: the appeal and offer lists ("▊ Copper-Bitten Host)")."""
    app = WormApp(seed=3)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        choices = [(str(n), f"{LONG_LIKE} {n}") for n in range(1, 4)]
        app.push_screen(PickScreen("Appeal to which like?", choices))
        await pilot.pause()
        wrapped = assert_goes_on_deeper(*options_drawn(app.screen.query_one(OptionList)))
        assert wrapped, "a like this long goes on to a second line"


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_a_choice_dialogs_options_hang_their_lines(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Play-test 30, §1: a choice's options went on at the dialog's edge."""
    app = WormApp(seed=3, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        entry = game.pack.meatgrinder["choice_toll_gate"]
        first, *rest = entry.interactions
        longer = first.model_copy(update={"verb": f"{LONG_LIKE}, and {first.verb}"})
        game.offer(entry.name, (longer, *rest), scene=entry.text)
        app.route()
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        menu = app.screen.query_one("#options", OptionList)
        wrapped = assert_goes_on_deeper(*options_drawn(menu))
        assert wrapped, "an option this long goes on to a second line"


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_the_parley_knowledge_hangs_under_each_numbered_line(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Play-test 30, §1: "4. gifts brought … (the" / " want of the Bough-Walking Bloom)"."""
    app = WormApp(seed=KNIGHTS[0], quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        screen = await open_parley(app, pilot, KNIGHTS)
        assert app.driver is not None
        game = app.driver.game
        assert game.meeting is not None
        traits = tuple(
            replace(t, text=f"{LONG_LIKE} {n}") for n, t in enumerate(game.meeting.traits)
        )
        game.meeting = replace(game.meeting, traits=traits)
        meet.learn(game, game.meeting, list(range(len(traits))), how="heard")
        app.driver.version += 1
        screen.update_view()
        await pilot.pause()
        for pane in ("#parley-who", "#parley-mood", "#parley-known"):
            widget = screen.query_one(pane, Static)
            wrapped = assert_goes_on_deeper(shown(widget), str(widget.visual).split("\n"))
        assert wrapped, "each like as long as this goes on to a second line"


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_the_camp_footer_hangs_under_its_words(tmp_path: Path, size: tuple[int, int]) -> None:
    """Play-test 30, §1: the camp's footer went on at column 0 (" charged.")."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("C")
        await pilot.pause()
        assert isinstance(app.screen, CampScreen)
        on = app.screen.query_one("#camp-on", Static)
        source = str(on.visual).split("\n")
        lines = drawn(on)
        wrapped = assert_goes_on_deeper(lines, source, start_column(lines, source))
        if size == (80, 24):
            assert wrapped, "who will simply rest goes on to a second line"


async def test_the_challenge_flags_break_between_flags_never_inside_one(tmp_path: Path) -> None:
    """Play-test 30, §1: at 80×24 "R: spend" / "Resolve off" went on at column 0."""
    app = fight(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen) and screen.who is not None
        assert app.driver is not None
        game = app.driver.game
        held = [c.name for c in game.under_way().hand(screen.who) if c != tarot.FOOL]
        give(game, screen.who, tarot.FOOL.name, *held)  # the Fool in hand: both flags shown
        screen.update_view()
        await pilot.pause()
        flags = [line.replace("\xa0", " ") for line in shown(screen.query_one("#flags", Static))]
        assert any("the Fool" in line for line in flags), flags
        for start, end in (("F:", "the Fool"), ("R:", "Resolve")):
            assert all((start in line) == (end in line) for line in flags), flags
        assert flags[0].startswith("F: ") and all(line[:1] in ("", " ") for line in flags[1:])
