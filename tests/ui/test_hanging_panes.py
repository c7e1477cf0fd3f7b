"""Every pane wraps as the log does (issue 19, points 1 and 7): at a word, its further lines
hung deeper than the line they go on from, never a card's name split ("Four of / Wands").

Each pane is read as the screen shows it (``render_lines``) at 80×24 and at 120×40: a line
starting at column 0 must be the start of one of the pane's own lines, and every card the
pane names must stand whole on one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import OptionList, Static

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_layout19 import quick
from worm import tarot
from worm.ui import field
from worm.ui.challenge import ChallengeScreen
from worm.ui.legend import LegendScreen
from worm.ui.prompts import TextScreen
from worm.ui.sheet import SheetScreen

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
        for pane in ("#status", "#field-text", "#hands", "#prompt"):
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
