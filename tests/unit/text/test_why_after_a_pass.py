"""``why`` after a command that needed no ruling (a look, a pass) explains the last ruling
made and what followed it, rather than saying nothing happened (issue 19, point 16)."""

from __future__ import annotations

import io

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.text import repl


def typed(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def below() -> Game:
    game = Game.new(2)
    game.execute(cmd.Delve())
    return game


def test_why_after_a_look_explains_the_ruling_before_it() -> None:
    game = below()
    game.execute(cmd.Careful(on=True))  # a ruling (p. 91)
    game.execute(cmd.Look())  # no ruling at all
    told = typed(game, "why")
    assert "Nothing has happened" not in told
    assert "needed no ruling" in told and "ruling [p. 91]: the guild moves carefully" in told


def test_why_after_a_ruling_explains_that_ruling_alone() -> None:
    game = below()
    game.execute(cmd.Look())
    game.execute(cmd.Careful(on=True))
    told = typed(game, "why")
    assert "ruling [p. 91]" in told and "needed no ruling" not in told


def test_a_look_and_a_refusal_keep_the_last_ruling() -> None:
    game = below()
    game.execute(cmd.Careful(on=True))
    game.execute(cmd.Look())
    typed(game, "take up")  # refused: nothing changes, the ruling to explain stays the same
    assert "the guild moves carefully" in typed(game, "why")
