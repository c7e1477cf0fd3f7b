"""A way across (p. 333: two levels in one row of the tarot table) is taken by its own
command, in the text game's words and the terminal game's key, and the guild arrives at its
other end; asked for a way down there, the engine refuses."""

from __future__ import annotations

import pytest

from tests.fixtures import seeds
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.level import LevelState
from worm.text import repl
from worm.ui import keymap


def _across(game: Game) -> bool:
    return any(w.end == "across" and not w.secret for w in game.world.levels[0].ways)


def _at_the_way(seed: int) -> tuple[Game, int]:
    game = Game.new(seed)
    game.states[1] = LevelState(marked=frozenset(range(6, 22)))  # nothing met on the way in
    game.execute(cmd.Delve())
    index, way = next(
        (i, w) for i, w in enumerate(game.level.ways) if w.end == "across" and not w.secret
    )
    game.pos, game.room = (way.x, way.y), way.room
    assert game.phase == "crawl" and game.choice is None
    return game, index


def test_the_guild_takes_a_way_across_to_the_level_beside() -> None:
    seed = seeds.first_seed(_across, "a known way across from level 1")
    game, index = _at_the_way(seed)
    way = game.level.ways[index]
    assert way.connection is not None
    c = game.world.layout.connections[way.connection]
    other = c.b if c.a == 1 else c.a
    far = next(w for w in game.world.levels[other - 1].ways if w.connection == way.connection)
    with pytest.raises(IllegalCommand, match="no known way down"):
        game.execute(cmd.Take(way="down"))
    game.execute(cmd.Take(way="across"))
    assert (game.depth, game.room) == (other, far.room)
    assert game.world.layout.level(other).position[0] == game.world.layout.level(1).position[0]


def test_the_text_game_and_the_terminal_game_name_the_way_across() -> None:
    assert repl.WAYS["across"] == "across"
    assert "across" in repl.HELP
    bound = {k.id: k for k in keymap.KEYS}
    assert bound["across"].action == "way('across')"
