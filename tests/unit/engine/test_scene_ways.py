"""A fight's zones name two ways to one room apart (issue 19 play, seed 23): a room joined to
another by two pathways was set as "the way to 114; the way to 114", two zones of one name, so
'move to the way to 114' could mean either; come from 114, both were taken for the way back."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from tests.fixtures.seeds import find
from worm.engine import commands as cmd
from worm.engine import scene
from worm.engine.session import Game


def _doubled(game: Game) -> tuple[int, int] | None:
    """A room of the level two known pathways join to one other, and that other room."""
    for room, links in enumerate(game.plan.links):
        twice = [o for o, n in Counter(o for o, _ in links).items() if n == 2]
        if twice and len(links) <= 4:
            return room, twice[0]
    return None


def _delved(seed: int) -> Game:
    game = Game.new(seed)
    game.execute(cmd.Delve())
    return game


def test_two_ways_to_one_room_are_two_zones_of_two_names() -> None:
    game = _delved(find(lambda s: _doubled(_delved(s)) is not None, "a doubled pathway"))
    found = _doubled(game)
    assert found is not None
    room, other = found
    game.came_from = other  # the guild came in by one of the two
    zones, _, _, _ = scene.zones(game, room)
    names = [z.name for z in zones]
    assert len(set(names)) == len(names), names
    key = game.level.keyed.keys[other]
    assert {f"the way to {key}", f"the other way to {key}"} <= set(names), names
    assert [z.name for z in zones if z.back] == [f"the way to {key}"], names
    by_name = {z.name: z for z in zones}
    by_the_way_in = by_name[f"the way to {key}"].neighbours
    assert by_name[f"the other way to {key}"].neighbours == by_the_way_in  # the same side


def _hidden(game: Game) -> tuple[int, int, int] | None:
    """A room with a secret door out of it: (room, the room beyond, the door's edge)."""
    for room, links in enumerate(game.plan.links):
        for other, edge in links:
            if game.level.map.edges[edge].secret and len(links) <= 4:
                return room, other, edge
    return None


def test_a_secret_door_not_found_is_no_zone_of_the_fight() -> None:
    """A fight's zones are the ways the guild knows: a secret door it has not found stays
    hidden (seen in the golden playthrough: seed 1's 109 showed "the way to 108" and "the way
    to 105", both behind secret doors), and shows once found."""
    game = _delved(find(lambda s: _hidden(_delved(s)) is not None, "a secret door"))
    hidden = _hidden(game)
    assert hidden is not None
    room, other, edge = hidden
    key = game.level.keyed.keys[other]
    before = {z.name for z in scene.zones(game, room)[0]}
    assert f"the way to {key}" not in before, before
    state = game.states[game.depth]
    game.states[game.depth] = replace(state, found=state.found | {edge})
    after = {z.name for z in scene.zones(game, room)[0]}
    assert f"the way to {key}" in after, after
