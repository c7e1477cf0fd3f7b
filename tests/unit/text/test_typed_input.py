"""Any typed line gets an answer, never a traceback (issue 15: what fuzzing found).

Python's ``str.isdigit()`` is True for '²' and '٣', which ``int()`` refuses; ``int()`` refuses
numbers of more than 4,300 digits; the engine's commands refuse an option of 0. Each of these
once escaped the text game as an "internal error"; now each is the book's "No" (p. 5), naming
what is wrong.
"""

from __future__ import annotations

import io

import pytest

from tests.fixtures.seeds import first_seed
from tests.unit.engine.test_crawl import stack
from worm.engine import commands as cmd
from worm.engine import meet
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.level import LevelState
from worm.text import repl

HUGE = "9" * 5000

LINES = [
    ("choose 0", "starts at 1"),
    ("choose 00", "starts at 1"),
    ("act foul 0", "starts at 1"),
    ("act X 0", "starts at 1"),
    ("appeal 0", "starts at 1"),
    ("threaten 0", "starts at 1"),
    ("offer gold 0", "starts at 1"),
    ("walk ² 1", "don't understand"),
    ("walk 1 ٣", "don't understand"),
    ("choose ²", "don't understand"),
    ("act foul ²", "don't understand"),
    ("appeal ²", "which?"),
    ("offer gold ²", "how much gold"),
    ("offer gold １０", "how much gold"),  # fullwidth digits
    (f"walk {HUGE} 1", "too large"),
    (f"choose {HUGE}", "too large"),
    (f"act foul {HUGE}", "too large"),
    (f"appeal {HUGE}", "too large"),
    (f"offer gold {HUGE}", "too large"),
    ("choose 99999999999999999999", "too large"),
    ("walk 1000000 2", "too large"),
    (f"{HUGE}", "too large"),  # a bare number answers the choice waiting
    ("²", "don't understand"),
    ("0", "starts at 1"),
]


def delved(seed: int | None = None) -> Game:
    """Seed ``seed`` gone down; with no seed, the first whose level 1 has Foul air on its
    Meatgrinder table, that card laid on top so the guild opens on it (its choice waiting)."""
    if seed is not None:
        game = Game.new(seed)
        game.execute(cmd.Delve())
        return game
    game = Game.new(first_seed(lambda g: bool(_foul_air(g)), "Foul air on level 1's table"))
    game.states[1] = LevelState(marked=frozenset())
    stack(game, major=_foul_air(game)[:1])
    game.execute(cmd.Delve())
    assert game.choice is not None and game.choice.title == "Foul air", "precondition"
    return game


def _foul_air(game: Game) -> list[int]:
    return [
        int(e["card"]) for e in game.world.levels[0].meatgrinder if e.get("id") == "choice_foul_air"
    ]


def answer(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out) is True
    return out.getvalue()


@pytest.mark.parametrize(("line", "said"), LINES, ids=lambda v: v[:20])
def test_a_bad_number_is_refused_by_name(line: str, said: str) -> None:
    """The game opens on Foul air, so 'choose' and 'act foul' reach their numbers."""
    text = answer(delved(), line)
    assert text.startswith("No: ") and said in text, text
    assert text.count("\n") == 1 and len(text) < 200, text


@pytest.mark.parametrize(
    "line", ["init ² of swords", "init 99999 of swords", f"init {HUGE} of swords", "play ² of cups"]
)
def test_a_card_with_strange_digits_is_refused_in_a_fight(line: str) -> None:
    game = delved(5)
    meet.start(game, "goblins", 2, game.room, True)
    game.follow_up()  # the fight begins as the loop would begin it
    game.execute(cmd.AcceptFate())
    assert game.challenge is not None
    assert answer(game, line).startswith("No: ")


def test_the_parser_raises_only_the_books_no() -> None:
    """The terminal game's ':' line calls ``repl.parse`` and shows an IllegalCommand as a
    refusal; a pydantic ValidationError there would crash it."""
    game = delved()
    for line, _ in LINES:
        with pytest.raises(IllegalCommand):
            repl.parse(game, line)


def test_plain_digits_still_work() -> None:
    game = delved()
    assert "hold your breath" in answer(game, "look foul")
    assert not answer(game, "choose 0002").startswith("No")  # leading zeros are still a 2


def test_a_blank_line_is_quiet_and_quit_says_farewell() -> None:
    game = delved()
    assert answer(game, "   ") == ""
    out = io.StringIO()
    assert repl.answer(game, "quit", out) is False and "Farewell" in out.getvalue()
