"""A number typed alone answers the choice the GM waits on, as 'choose N' does (issue 19); one
out of range is refused in one line that names the options there are, and a number with no
choice waiting is refused, not taken for something else."""

from __future__ import annotations

import io

from tests.fixtures import seeds
from tests.unit.text.test_typed_input import delved
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import repl


def typed(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out) is True
    return out.getvalue()


def test_a_bare_number_answers_the_choice_as_choose_does() -> None:
    by_number, by_word = delved(), delved()
    assert by_number.choice is not None and len(by_number.choice.options) >= 2, "precondition"
    said = typed(by_number, "2")
    assert not said.startswith("No"), said
    assert by_number.choice is None, "the choice is answered"
    assert said == typed(by_word, "choose 2")
    assert by_number.log.to_jsonl() == by_word.log.to_jsonl()


def _idle(game: Game) -> bool:
    """The guild in the Crawl with nothing asked of it."""
    return game.choice is None and game.pending is None and game.phase == "crawl"


def test_a_bare_number_out_of_range_names_the_range() -> None:
    game = delved()
    assert game.choice is not None
    last = len(game.choice.options)
    said = typed(game, str(last + 1))
    assert (
        said == f"No: {game.choice.title} has no option {last + 1}: its options are 1 to {last}\n"
    )
    assert game.choice is not None, "still waiting"
    assert isinstance(game.log.events[-1], ev.Refused)


def test_a_bare_number_with_no_choice_waiting_is_refused() -> None:
    game = delved(seeds.find(lambda s: _idle(delved(s)), "a delve that opens on nothing asked"))
    before = game.log.to_jsonl()
    said = typed(game, "2")
    assert said == "No: no choice is waiting for '2' to answer\n"
    assert game.log.to_jsonl() == before


def test_digits_that_are_not_ascii_are_not_a_number() -> None:
    assert repl.number("12") and repl.number("007")
    assert not any(map(repl.number, ("²", "١٢", "１２", "-1", "1.5", "")))


def test_a_command_refused_for_the_choice_says_which_numbers_answer_it() -> None:
    game = delved()
    assert game.choice is not None
    last = len(game.choice.options)
    numbers = {1: "1", 2: "1 or 2"}.get(last, f"a number from 1 to {last}")
    said = typed(game, "explore").splitlines()
    assert said[-1] == f"Type {numbers} to answer {game.choice.title} ('look' shows the room)."
