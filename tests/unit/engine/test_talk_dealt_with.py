"""``talk`` in a room whose creatures let the guild go (p. 100): they still stand there, so the
refusal names them and says why, rather than "there is no one here to talk with" (play-test,
session 11: Origami Golems let the guild pass, and ``t`` said no one was there)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import crawl
from worm.engine.session import Game
from worm.errors import IllegalCommand

from .test_crawl import below


def _held_room(game: Game) -> int:
    """A room of level 1 with creatures of its own and no named character or hook people."""
    rooms = [
        room for room, stock in enumerate(game.level.stock) if stock.denizens and room != game.room
    ]
    assert rooms, "level 1 holds no band"
    return rooms[0]


def _dealt_with(seed: int) -> tuple[Game, int]:
    game = below(seed)
    room = _held_room(game)
    state = game.state
    game.states[game.depth] = replace(state, settled=state.settled | {room})
    crawl.enter(game, room)
    assert game.meeting is None and game.phase == "crawl" and game.room == room
    return game, room


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_talking_to_creatures_already_dealt_with_names_them(seed: int) -> None:
    game, room = _dealt_with(seed)
    name = game.pack.monsters[game.level.stock[room].denizens[0]].name
    with pytest.raises(IllegalCommand) as refused:
        game.execute(cmd.Talk())
    said = str(refused.value)
    assert name in said and "p. 100" in said
    assert "no one here" not in said


def test_talking_in_an_empty_room_still_says_no_one_is_here() -> None:
    game = below(1)
    assert not game.level.stock[game.room].denizens or game.room not in game.state.settled
    with pytest.raises(IllegalCommand, match="no one here"):
        game.execute(cmd.Talk())
