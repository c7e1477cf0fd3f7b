"""Nothing in the log is ever cut (issue 19, point 1): the log under the map and the `m` dialog
wrap each message between words at their own width, wrap old messages again after a resize,
and never lose a long line; `:help` is a page that keeps its columns."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Input

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.saves import games, replay
from worm.ui.app import WormApp
from worm.ui.common import MessageLog
from worm.ui.driver import Message
from worm.ui.flowlog import FlowLog, flow
from worm.ui.pages import Page
from worm.ui.prompts import CommandScreen, LogScreen, TextScreen

LONG = (
    "Ursula of House Crowe, Wilhelmina of House Heartsbane and Bartholomew the Unready "
    "argue over the map while the lantern gutters, until Ursula of House Crowe settles it: "
    "they will follow the draught of cold air down to House Heartsbane's forgotten crypt."
)
SIZES = [(80, 24), (120, 40)]


def words_in_order(lines: list[str], text: str) -> bool:
    """Whether ``text``'s words come whole and in order among the lines' words: a word cut
    at a line's end would come back as two pieces, and a lost line would leave some out."""
    shown = [w for line in lines for w in line.split()]
    wanted = text.split()
    return any(shown[i : i + len(wanted)] == wanted for i in range(len(shown)))


def fits(log: FlowLog) -> bool:
    width = log.scrollable_content_region.width
    return all(line.cell_length <= width for line in log.lines)


def texts(log: FlowLog) -> list[str]:
    return [line.text for line in log.lines]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_long_message_wraps_between_words_in_the_log(size: tuple[int, int]) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=None)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.driver is not None
        app.driver.say(LONG, "gm")
        app.route()
        await pilot.pause()
        log = app.screen.query_one(MessageLog)
        assert len(texts(log)[-1]) < len(LONG)  # it did need wrapping at this width
        assert fits(log)
        assert words_in_order(texts(log), LONG)
        bottom = log.render_line(log.scrollable_content_region.height - 1).text
        assert bottom.rstrip() == texts(log)[-1].rstrip()  # drawn as laid out, not cropped
        assert texts(log)[-2].startswith(" " * 6)  # the words keep clear of the tag column


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_long_message_wraps_between_words_in_the_log_dialog(size: tuple[int, int]) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=None)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.driver is not None
        app.driver.say(LONG, "gm")
        app.route()
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        log = app.screen.query_one(FlowLog)
        assert log.scrollable_content_region.width < len(LONG)
        assert fits(log)
        assert words_in_order(texts(log), LONG)
        await pilot.press("g")  # the GM's messages only: the long one still whole
        await pilot.pause()
        assert fits(log) and words_in_order(texts(log), LONG)


async def test_old_lines_wrap_again_after_a_resize() -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        app.driver.say(LONG, "gm")
        app.route()
        await pilot.pause()
        log = app.screen.query_one(MessageLog)
        laid = {log.scrollable_content_region.width: len(log.lines)}
        for size in [(80, 24), (200, 60), (100, 30)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            width = log.scrollable_content_region.width
            assert fits(log) and words_in_order(texts(log), LONG), size
            assert " ".join(texts(log)).count("Bartholomew") == 1  # laid out once, not twice
            rows = range(log.scrollable_content_region.height)
            seen = [log.render_line(row).text.rstrip() for row in rows]
            assert texts(log)[-1].rstrip() in seen, size  # the newest still in view
            laid[width] = len(log.lines)
        assert len(laid) > 2  # the log's width did change, and each time:
        by_width = [laid[w] for w in sorted(laid)]
        assert by_width == sorted(by_width, reverse=True)  # wider, fewer lines; none lost


def test_a_word_longer_than_the_line_is_folded_not_lost() -> None:
    word = "Heartsbane" * 8
    lines = flow(Message(f"a {word} b", "gm", -1), 30, Console(width=200))
    assert all(line.cell_len <= 30 for line in lines)
    assert "".join(line.plain[6:] for line in lines).replace(" ", "") == f"a{word}b"


async def test_help_is_a_page_that_keeps_its_columns(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        before = app.driver.written
        await pilot.press("colon")
        assert isinstance(app.screen, CommandScreen)
        app.screen.query_one(Input).value = "help"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TextScreen)
        assert app.screen.text.startswith("Commands in the Underworld")
        assert app.screen.query_one(".dialog").has_class("-wide")  # room for its columns
        assert app.driver.written == before + 1  # one line in the log says where it went
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, TextScreen)


def test_a_page_wraps_under_the_column_its_words_begin_at() -> None:
    text = "Commands:\n  look [THING]      glance at the room, or scrutinize one thing (p. 183)"
    console = Console(width=44, legacy_windows=False)
    with console.capture() as out:
        console.print(Page(text))
    lines = out.get().splitlines()
    assert all(len(line) <= 44 for line in lines)
    assert lines[2].startswith(" " * 20) and not lines[2][20].isspace()  # under "glance"
    assert words_in_order(lines, text)


async def test_the_replay_log_wraps_between_words_too(tmp_path: Path) -> None:
    game = Game.new(26)
    game.execute(cmd.Delve())
    autoplay.run(game, 3, daring=0.5)
    games.save(game, tmp_path / "run.json")
    rp, _ = replay.load(tmp_path / "run.json")
    app = WormApp(replay=rp)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.run_action("screen.last")
        await pilot.pause()
        log = app.screen.query_one("#messages", FlowLog)
        assert log.kept and fits(log)
        for message in list(log.kept)[-5:]:  # the newest, whole, word by word
            assert words_in_order(texts(log), message.text)
