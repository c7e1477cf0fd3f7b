"""Going to a room whose centre hides a way not yet found (issue 19, point 17): the walk ends
on the open tile of the room nearest its centre (``Plan.stand``), where 'go' used to be refused
as the closed centre tile could not be routed to — and the demo's bot asked again for ever."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.engine.world import Plan
from worm.gen.underworld import Way
from worm.model.level import LevelState

from .test_crawl import below, route_seed


def _hidden_at_the_centre(game: Game, room: int) -> None:
    """The level with a way up hidden at the centre of ``room``, not yet found."""
    level = game.plan.level
    x, y = level.map.rooms[room].centre
    hidden = Way(room=room, x=x, y=y, end="up", connection=None, secret=True)
    game._plans[game.depth] = Plan.of(replace(level, ways=[*level.ways, hidden]))


def test_going_to_a_room_whose_centre_hides_a_way_not_yet_found() -> None:
    """Seed 5's demo: 201's way up is hidden at its centre, and 'go 201' from next door was
    refused ("no way"), for ever, as the tile routed to was closed."""
    game = below(route_seed(), 6, 7)
    target = game.plan.by_key["102"]
    _hidden_at_the_centre(game, target)
    plan = game.plan
    x, y = plan.level.map.rooms[target].centre
    assert plan.cost(game.state)[y, x] == 0
    spot = plan.stand(target, plan.cost(game.state))
    assert spot != (x, y) and plan.room_at[spot[1], spot[0]] == target
    game.execute(cmd.Go(to="102"))
    assert game.plan.key(game.room) == "102" and game.pos == spot


def test_a_found_way_at_the_centre_is_stood_on_as_before() -> None:
    game = below(route_seed(), 6, 7)
    target = game.plan.by_key["102"]
    _hidden_at_the_centre(game, target)
    found = LevelState(found_ways=frozenset({len(game.plan.level.ways) - 1}))
    assert (
        game.plan.stand(target, game.plan.cost(found)) == game.plan.level.map.rooms[target].centre
    )
