"""Walking tile by tile, to a tile, and exploring (p. 86): the moves the terminal game's keys,
clicks and auto-explore send. A watch passes only when the guild passes into another room.

``STEPS``, the first seed found by ``_steps``: as test_crawl's ``STEPS`` (101 leads to 102, with no
creatures or traps, and ``go`` to 102 enters it alone), and besides: exploring from 101 goes to
102; the guild can step east, and has a straight run of floor to a wall; and a new game's few
steps and an explore meet no fight.
"""

from __future__ import annotations

import pytest

from tests.fixtures import seeds
from tests.unit.engine.test_crawl import _enters, _walk, below, of, snapshot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gen import maps


def to_102(game: Game) -> list[tuple[int, int]]:
    goal = game.plan.level.map.rooms[game.plan.by_key["102"]].centre
    return game.plan.path(game.pos, goal, game.plan.cost(game.state))


def _wander(seed: int) -> list[str]:
    """A new game's guild steps about, then explores: the log (``test_steps_are_deterministic``)."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    for dx, dy in [(1, 0), (1, 0), (-1, 0), (0, -1)]:
        try:
            game.execute(cmd.Step(dx=dx, dy=dy))
        except IllegalCommand:
            pass
    game.execute(cmd.Explore())
    return game.log.to_jsonl().splitlines()


def _steps(seed: int) -> bool:
    """Whether seed ``seed`` is as ``STEPS`` is described above."""
    if not _walk(seed) or _enters(seed, cmd.Explore()) != ["102"]:
        return False
    game = below(seed, 6)
    try:
        toward_a_wall(game)
        game.execute(cmd.Step(dx=1, dy=0))
        _wander(seed)
    except (AssertionError, IllegalCommand):
        return False
    return True


def test_the_seed_is_as_described() -> None:
    """The preconditions of the tests below (``_steps`` found it; this names it on failure)."""
    assert _steps(STEPS), f"seed {STEPS}"


def test_a_step_inside_a_room_moves_one_tile_and_passes_no_watch() -> None:
    game = below(STEPS, 6)
    start, watches = game.pos, game.watches
    events = game.execute(cmd.Step(dx=1, dy=0))
    assert game.pos == (start[0] + 1, start[1])
    assert game.watches == watches and not of(events, ev.Watch)


def test_a_step_into_a_wall_is_refused_and_changes_nothing() -> None:
    game = below(STEPS, 6)
    (dx, dy), floor = toward_a_wall(game)
    for _ in range(floor):  # across the room's floor, up to the wall
        game.execute(cmd.Step(dx=dx, dy=dy))
    at, before = game.pos, snapshot(game)
    with pytest.raises(IllegalCommand, match="wall blocks the way"):
        game.execute(cmd.Step(dx=dx, dy=dy))
    assert game.pos == at and snapshot(game) == before


def toward_a_wall(game: Game) -> tuple[tuple[int, int], int]:
    """A straight way from where the guild stands over plain floor (at least one tile of it)
    to a wall, and how many floor tiles lie before the wall."""
    tiles = game.plan.level.tiles
    x, y = game.pos
    for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        k = 1
        while int(tiles[y + k * dy, x + k * dx]) == maps.FLOOR:
            k += 1
        if k > 1 and int(tiles[y + k * dy, x + k * dx]) == maps.WALL:
            return (dx, dy), k - 1
    raise AssertionError(f"no straight floor to a wall from the guild at {game.pos}")


def test_a_step_needs_a_direction() -> None:
    game = below(STEPS, 6)
    with pytest.raises(IllegalCommand, match="direction"):
        game.execute(cmd.Step(dx=0, dy=0))


def test_stepping_along_the_route_into_the_next_room_passes_one_watch() -> None:
    """The same tiles ``go`` walks, one key press each: entering 102 is one watch, one draw."""
    game = below(STEPS, 6, 7)
    route = to_102(game)
    watches, entered = game.watches, []
    for x, y in route:
        events = game.execute(cmd.Step(dx=x - game.pos[0], dy=y - game.pos[1]))
        entered += [e.room for e in of(events, ev.Enter)]
    assert entered == ["102"] and game.watches == watches + 1
    assert game.plan.key(game.room) == "102"


def test_stepping_out_and_back_into_the_same_room_passes_no_watch() -> None:
    game = below(STEPS, 6, 7)
    route = to_102(game)
    for x, y in route:
        game.execute(cmd.Step(dx=x - game.pos[0], dy=y - game.pos[1]))
    watches = game.watches
    back = route[-2::-1][:3]
    for x, y in back:
        game.execute(cmd.Step(dx=x - game.pos[0], dy=y - game.pos[1]))
    for x, y in reversed(back[:-1]):
        game.execute(cmd.Step(dx=x - game.pos[0], dy=y - game.pos[1]))
    assert game.watches == watches


def test_a_step_remembers_what_the_light_shows() -> None:
    game = below(STEPS, 6)
    before = int(game.seen[game.depth].tiles.sum())
    game.execute(cmd.Step(dx=1, dy=0))
    assert int(game.seen[game.depth].tiles.sum()) >= before


def test_walking_to_a_room_tile_goes_like_go_and_says_it_arrived() -> None:
    game = below(STEPS, 6, 7)
    x, y = game.plan.level.map.rooms[game.plan.by_key["102"]].centre
    events = game.execute(cmd.Walk(x=x, y=y))
    assert [e.room for e in of(events, ev.Enter)] == ["102"]
    assert [(s.reason, s.detail) for s in of(events, ev.Stop)] == [("arrived", "102")]
    assert game.pos == (x, y)


def test_walking_off_the_map_or_into_the_unknown_is_refused() -> None:
    game = below(STEPS, 6)
    height, width = game.level.tiles.shape
    with pytest.raises(IllegalCommand, match="off the map"):
        game.execute(cmd.Walk(x=width, y=0))
    with pytest.raises(IllegalCommand, match="knows nothing"):
        game.execute(cmd.Walk(x=0, y=0))


def test_explore_goes_to_the_nearest_room_not_yet_entered() -> None:
    game = below(STEPS, 6, 7)
    events = game.execute(cmd.Explore())
    assert [e.room for e in of(events, ev.Enter)] == ["102"]
    assert [s.reason for s in of(events, ev.Stop)] == ["arrived"]
    assert any("nearest room" in g.why for g in of(events, ev.Gm))


def test_explore_says_why_when_every_room_has_been_entered() -> None:
    game = below(STEPS, 6)
    rooms = range(len(game.plan.level.map.rooms))
    game.states[game.depth] = game.state.__class__(visited=frozenset(rooms))
    with pytest.raises(IllegalCommand, match="every room on the guild's map"):
        game.execute(cmd.Explore())


def test_explore_stops_where_the_meatgrinder_brings_something() -> None:
    game = below(STEPS, 6, 7, marked=frozenset({6}))
    events = game.execute(cmd.Explore())
    assert [(s.reason, s.detail) for s in of(events, ev.Stop)] == [("meatgrinder", "in 102")]


def test_steps_are_deterministic() -> None:
    assert _wander(STEPS) == _wander(STEPS)


STEPS = seeds.find(_steps, "a calm walk from 101 to 102, a wall to step to, no fight")
