"""The text game's words for growth and loss (pp. 33, 38–39): ``quest``, ``quest WHO``,
``quest done``, ``retire WHO``, ``recruit [PATH]``; no line typed prints a traceback."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_city import sheet, surfaced
from worm.engine import commands as cmd
from worm.errors import IllegalCommand
from worm.text import repl


def said(game: object, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)  # type: ignore[arg-type]
    return out.getvalue()


def test_the_words_read_as_the_commands() -> None:
    game = surfaced()
    name = game.guild.adventurer("a2").name.split()[0]
    assert repl.parse(game, "quest done") == cmd.Quest(done=True)
    assert repl.parse(game, f"quest {name}") == cmd.Quest(who="a2")
    assert repl.parse(game, "retire a3") == cmd.Retire(who="a3")
    assert repl.parse(game, "recruit") == cmd.Recruit()
    assert repl.parse(game, "recruit wa") == cmd.Recruit(path="wands")
    with pytest.raises(IllegalCommand, match="not a path"):
        repl.parse(game, "recruit thieves")


def test_a_quest_completed_then_a_retirement_and_a_recruit_told_in_words() -> None:
    game = surfaced()
    sheet(game, "a1", xp=12)
    shown = said(game, "quest")
    assert "The guild's quest:" in shown and "12 XP" in shown
    assert said(game, "quest done").count("gains 3 XP") == 3
    assert "retires to the City" in said(game, "retire a1")
    assert "left 1 gift for" in said(game, "quest")
    told = said(game, "recruit")
    assert "joins the guild" in told and "takes the retirees' gifts" in told
    assert len(game.guild.adventurers) == 3


@pytest.mark.parametrize(
    "line", ["quest", "quest done done", "quest nobody", "retire", "retire nobody x", "recruit 4 2"]
)
def test_no_line_prints_a_traceback(line: str) -> None:
    game = surfaced()
    shown = said(game, line)
    assert "Traceback" not in shown and shown.strip()


def test_the_help_lists_the_words() -> None:
    game = surfaced()
    shown = repl.parse(game, "help")
    assert isinstance(shown, str)
    assert "retire WHO" in shown and "recruit [PATH]" in shown and "quest done" in shown
