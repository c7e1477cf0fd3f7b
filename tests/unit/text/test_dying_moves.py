"""A move that lets a dying guild-mate die is refused once in the text game (p. 126).

Play-test 30: the log said "unless healed before the next watch ends, Ituha dies", and the next
move spent that watch without a word. Now the move is refused with the question; said again, or
ended with 'anyway', it goes. The seed is the crawl tests' calm walk from 101
(``route_seed()``), and the first adventurer is put at Death's Door with the last watch of grace
running.
"""

from __future__ import annotations

import io

from tests.unit.engine.test_crawl import below, route_seed
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.text import dyingwords, repl


def dying_in_101() -> Game:
    game = below(route_seed(), 6)
    a = game.guild.adventurers[0]
    down = a.conditions.model_copy(update={"staggered": True, "deaths_door": True})
    game.guild = game.guild.with_adventurer(a.model_copy(update={"conditions": down}))
    game.dying = ((a.id, 1),)
    assert dyingwords.doomed(game, cmd.Go(to="102")) == [a.name], "precondition: 102 ends it"
    return game


def where(game: Game) -> str:
    return game.plan.key(game.room)


def test_a_move_that_ends_the_dyings_watch_is_refused_once_then_goes() -> None:
    game = dying_in_101()
    name = game.guild.adventurers[0].name
    out = io.StringIO()
    repl.play(game, ["go 102"], out)
    said = out.getvalue()
    assert f"{name} is at Death's Door and dies when this watch ends: tend first" in said
    assert where(game) == "101" and not game.guild.adventurers[0].conditions.dead

    game = dying_in_101()
    repl.play(game, ["go 102", "go 102"], io.StringIO())
    assert where(game) == "102" and game.guild.adventurers[0].conditions.dead


def test_anyway_forces_the_move_and_another_command_between_asks_again() -> None:
    game = dying_in_101()
    repl.play(game, ["go 102 anyway"], io.StringIO())
    assert where(game) == "102" and game.guild.adventurers[0].conditions.dead

    game = dying_in_101()
    repl.play(game, ["go 102", "look", "go 102"], io.StringIO())
    assert where(game) == "101" and not game.guild.adventurers[0].conditions.dead


def test_no_question_when_nobody_would_die() -> None:
    game = below(route_seed(), 6)
    repl.play(game, ["go 102"], io.StringIO())
    assert where(game) == "102"
