"""The sim's stall invariant: a campaign that passes ``STALL`` watches with no room newly
entered and no fight is going round in circles (play-test 19, seed 42: watches 20 to 78)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import InvariantViolation
from worm.text import sim


def below() -> Game:
    game = Game.new(2)
    game.execute(cmd.Delve())
    return game


def test_watches_with_nothing_new_break_the_invariant() -> None:
    game, stall = below(), sim.Stall()
    stall.after(game)
    game.watches += sim.STALL - 1
    stall.after(game)  # one short: still fine
    game.watches += 1
    with pytest.raises(InvariantViolation, match="round in circles"):
        stall.after(game)


def test_a_room_newly_entered_starts_the_count_again() -> None:
    game, stall = below(), sim.Stall()
    stall.after(game)
    game.watches += sim.STALL - 1
    state = game.state
    unseen = next(r for r in range(len(game.plan.level.map.rooms)) if r not in state.visited)
    game.states[game.depth] = replace(state, visited=state.visited | {unseen})
    stall.after(game)
    game.watches += sim.STALL - 1
    stall.after(game)


def test_a_fight_starts_the_count_again() -> None:
    game, stall = below(), sim.Stall()
    stall.after(game)
    game.watches += sim.STALL - 1
    game.phase = "challenge"  # type: ignore[misc]
    stall.after(game)
    game.watches += sim.STALL - 1
    stall.after(game)
