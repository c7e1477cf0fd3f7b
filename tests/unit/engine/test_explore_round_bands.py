"""`o` explore and the bands the guild backed away from (play-test 19, seed 42: with every light
out, explore set off again and again through 104, where angry Animate Columns waited as the
guild had left them, and the guild backed away each time).

Explore goes round a room where such a band waits when there is a way round; when the only way
on is through it, explore says so, naming the room and the band, and does not set off.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import crawl, restocking
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.level import Band

from .fight_kit import STAND_IN
from .test_crawl import below, route_seed


def holding(game: Game, key: str) -> int:
    """A band the guild backed away from waits in room ``key`` as it was left (p. 160)."""
    room = game.plan.by_key[key]
    band = Band(room, STAND_IN, 2, "left", (2, 2), emotion="surprise", intensity="basic")
    state = game.state
    game.states[game.depth] = replace(state, bands=(*state.bands, band))
    return room


def way_round(game: Game, held: int, goal: int) -> bool:
    """Whether the guild could walk to ``goal`` without setting foot in ``held``: the oracle."""
    cost = game.plan.cost(game.state).copy()
    cost[game.plan.room_at == held] = 0
    return bool(game.plan.path(game.pos, game.plan.level.map.rooms[goal].centre, cost))


@pytest.mark.parametrize("unseen", ["all", "beyond"])
def test_explore_never_walks_into_a_band_backed_away_from(unseen: str) -> None:
    """With every room left to see, or only 104 (which the shortest way reaches through 102):
    explore goes round 102 if it can, and otherwise says the way on is held, and stays."""
    game = below(route_seed(), 6, 7, 8, 9)
    held = holding(game, "102")
    assert crawl.held_rooms(game) == {held: grammar.band(2, game.pack.monsters[STAND_IN].name)}
    goal = game.plan.by_key["104"]
    if unseen == "beyond":
        rooms = set(range(len(game.plan.level.map.rooms)))
        state = game.state
        game.states[game.depth] = replace(state, visited=frozenset(rooms - {goal}))
        assert game.plan.known(goal, game.state)
    room = game.room
    try:
        events = game.execute(cmd.Explore())
    except IllegalCommand as refused:
        assert unseen == "beyond" and not way_round(game, held, goal)
        assert "the only way on, to 104, lies through 102" in str(refused)
        assert game.pack.monsters[STAND_IN].name in str(refused)
        assert game.room == room
        return
    entered = [e.room for e in events if isinstance(e, ev.Enter)]
    assert "102" not in entered, entered
    assert unseen == "all" or way_round(game, held, goal)


def test_a_band_met_on_the_way_and_waiting_is_gone_round_too() -> None:
    """A band met on the way that the guild backed away from waits where it was met
    (``restocking.part``): that room is held as well."""
    game = below(route_seed(), 6)
    room = game.plan.by_key["102"]
    state = game.state
    band = Band(-1, STAND_IN, 3, "left", (1, 2, 2), emotion="anger", intensity="basic", at=room)
    game.states[game.depth] = replace(state, bands=(band,))
    assert set(crawl.held_rooms(game)) == {room}
    assert restocking.waiting is not None  # the record explore reads is the one met again


def test_a_band_slain_or_fought_holds_no_room() -> None:
    game = below(route_seed(), 6)
    room = game.plan.by_key["102"]
    state = game.state
    game.states[game.depth] = replace(
        state, bands=(Band(room, STAND_IN, 0, "slain"), Band(room, STAND_IN, 2, "fled", (2, 2)))
    )
    assert crawl.held_rooms(game) == {}
