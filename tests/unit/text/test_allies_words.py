"""The text game names the guild's allies (issue 19, point 13): 'guild' lists them under the
roster until the next Camp, and a fight's log says when they strike."""

from __future__ import annotations

import io

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.text import repl


def typed(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def test_guild_lists_the_allies_until_the_camp() -> None:
    game = Game.new(2)
    game.execute(cmd.Delve())
    assert "Allies" not in typed(game, "guild")
    game.allies = ("3 × Pacifist Werewolves",)
    assert "Allies, until the next Camp: 3 × Pacifist Werewolves." in typed(game, "guild")
