"""The text game on allies and tolls (issue 19, points 13 and 14): 'guild' lists the allies
under the roster until the next Camp; a toll the guild cannot pay is refused with the reason."""

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
    game.allies = ("three Pacifist Werewolves",)
    assert "Allies, until the next Camp: three Pacifist Werewolves." in typed(game, "guild")


def test_the_text_game_says_no_to_a_toll_it_cannot_pay() -> None:
    """Issue 19, point 14 in the text game: the reason, and the gate still waiting."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    for a in game.guild.adventurers:
        game.set_adventurer(a.model_copy(update={"gold": 0}))
    entry = game.pack.meatgrinder["choice_toll_gate"]
    game.offer(entry.name, entry.interactions)
    told = typed(game, "choose 1")
    assert "No:" in told and "costs 10 gold, and the guild has none" in told
    assert game.choice is not None
