"""The text game answers what the GM waits on in its own words (issue 19, point 3): the engine
asks in plain words, and the text game adds the line to type."""

from __future__ import annotations

import io

from tests.unit.engine.test_choice_room import parley_with_a_choice
from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_parley import LOSES, character, meeting
from worm.engine.session import Game
from worm.text import repl


def said(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out)
    return out.getvalue()


def test_a_failed_test_is_answered_with_push_or_accept() -> None:
    game = meeting(character())
    stack(game, minor=[LOSES])
    text = said(game, "flatter")
    assert game.pending is not None
    assert "push fate, or let the failure stand?" in text
    assert "Type 'push' to draw again, or 'accept' to let the failure stand." in text
    assert "Type 'push'" not in said(game, "accept")  # answered: nothing waits any more


def test_a_command_refused_while_creatures_wait_names_the_words_that_answer() -> None:
    game = parley_with_a_choice()
    text = said(game, "search")
    assert text.startswith("No: creatures stand before the guild")
    assert "Type 'talk', 'fight' or 'withdraw'." in text


def test_a_refusal_for_another_reason_adds_nothing() -> None:
    game = parley_with_a_choice()
    text = said(game, "choose x")
    assert text.startswith("No: ") and "Type" not in text
