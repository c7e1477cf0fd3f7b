"""`go` and the bands the guild backed away from (p. 160; found in play: `g 110` walked the
guild back through 108, where the Painted Imps it had just left waited, and they fell on it).

`go` keeps clear of a room where such a band waits when the way to its goal can go round it,
as explore does; when the only way lies through it, `go` says so, naming the room and the band,
and the guild stays where it is. Going to the held room itself is the player's choice to face
the band again."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand

from .test_crawl import EVERY_EVENT, below
from .test_explore_round_bands import holding, way_round


def _routes(seed: int) -> list[tuple[str, str]]:
    """(held, goal) pairs of level 1 whose shortest known way from 101 to ``goal`` passes
    through the room ``held`` on the way (every room of the level marked known)."""
    game = _everywhere(seed)
    plan = game.plan
    found = []
    for goal in range(len(plan.level.map.rooms)):
        if goal == game.room:
            continue
        route = plan.path(game.pos, plan.stand(goal, plan.cost(game.state)), plan.cost(game.state))
        between = dict.fromkeys(int(plan.room_at[y, x]) for x, y in route)
        for room in between:
            if room >= 0 and room not in (game.room, goal):
                found.append((plan.key(room), plan.key(goal)))
    return found


def _everywhere(seed: int) -> Game:
    """Seed ``seed``'s guild in 101 with every room of level 1 already walked into."""
    game = below(seed, 6, marked=EVERY_EVENT)
    state = game.state
    game.states[game.depth] = replace(
        state, visited=frozenset(range(len(game.plan.level.map.rooms)))
    )
    return game


@pytest.mark.parametrize("seed", [2, 3, 5, 8])
def test_go_keeps_clear_of_a_held_room_or_says_the_way_is_held(seed: int) -> None:
    pairs = _routes(seed)
    assert pairs, f"seed {seed}: no room lies between 101 and another"
    rounded = refused = 0
    for held_key, goal_key in pairs[:6]:
        game = _everywhere(seed)
        held = holding(game, held_key)
        goal = game.plan.by_key[goal_key]
        room, before = game.room, game.state
        try:
            events = game.execute(cmd.Go(to=goal_key))
        except IllegalCommand as no:
            assert not way_round(game, held, goal), f"seed {seed}: {held_key} → {goal_key}"
            assert f"the way to {goal_key} lies through {held_key}" in str(no)
            assert game.room == room and game.state == before  # nothing changed
            refused += 1
            continue
        entered = [e.room for e in events if isinstance(e, ev.Enter)]
        assert held_key not in entered, (seed, held_key, goal_key, entered)
        rounded += 1
    assert rounded + refused == min(6, len(pairs))


def test_going_to_the_held_room_itself_faces_the_band() -> None:
    """The player who names the held room goes there: no refusal, the band is met again."""
    held_key, goal_key = _routes(2)[0]
    game = _everywhere(2)
    holding(game, held_key)
    events = game.execute(cmd.Go(to=held_key))
    assert held_key in [e.room for e in events if isinstance(e, ev.Enter)]
