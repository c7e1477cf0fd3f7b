"""The text game's words for a Wound chosen as it lands (p. 124): 'wounds WHO ask' asks for
it, and a number or a way's name answers the Wound that waits."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401
from tests.unit.engine.test_wound_asked import _asked
from worm.engine import commands as cmd
from worm.text import answers, repl

pytestmark = pytest.mark.usefixtures("goblins")


def test_ask_is_a_step_of_an_order() -> None:
    game = _asked()
    first = game.guild.in_marching_order()[0]
    assert repl.parse(game, f"wounds {first.id} ask") == cmd.WoundOrder(
        who=first.id, order=("ask",)
    )


def test_a_number_or_a_way_answers_the_wound_that_waits() -> None:
    game = _asked()
    asked = game.asked
    assert asked is not None and "Injured" in asked.ways
    assert repl.parse(game, "2") == cmd.TakeWound(who=asked.who, way=asked.ways[1])
    assert repl.parse(game, "injured") == cmd.TakeWound(who=asked.who, way="Injured")
    name = game.guild.adventurer(asked.who).name
    hint = answers.hint(game)
    assert hint is not None and name in hint and f"1 to {len(asked.ways)}" in hint


def test_the_answer_is_played_and_a_word_that_is_no_way_is_refused() -> None:
    game = _asked()
    asked = game.asked
    assert asked is not None
    out = io.StringIO()
    repl.answer(game, "look", out)
    assert "No:" in out.getvalue() and "takes the Wound" in out.getvalue()
    out = io.StringIO()
    repl.answer(game, "injured", out)
    assert game.history[-1] == cmd.TakeWound(who=asked.who, way="Injured")
    assert "No:" not in out.getvalue()
