"""No dead choice in a room (issue 21): every way a feature, a trap or a hook offers to move
the guild leads somewhere on the level where it stands, over many Underworlds.

A counterweight cage that rides up on a level with no way up (a level of the surface row),
a glyph that sinks the guild from the deepest level, a misty wall that lets out in its own
room: each is an honest choice that does nothing. A failure names the seed, the level, the
room and the choice.
"""

from __future__ import annotations

import functools

from worm import content
from worm.gen import kinds, landings
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate

PACK = content.default()
SEEDS = range(40)


@functools.cache
def _worlds() -> tuple[tuple[int, Underworld], ...]:
    """Underworlds of three to eight levels, so surface rows and deepest levels both come."""
    return tuple((seed, generate(seed, LayoutSettings(levels=3 + seed % 6))) for seed in SEEDS)


def test_every_feature_that_carries_the_guild_lands_somewhere() -> None:
    carried = {"up": 0, "down": 0, "far": 0}
    for seed, world in _worlds():
        for level in world.levels:
            for room in range(len(level.stock)):
                for move in landings.of_room(world, level, room, PACK):
                    where = (seed, level.number, level.keyed.keys[room], move["feature"])
                    assert move["level"] and move["room"], (*where, move["move"])
                    if move["move"] == landings.FAR:
                        carried["far"] += 1
                        assert move["room"] != level.keyed.keys[room], where
                    else:
                        carried[landings.LEVEL_MOVES[move["move"]]] += 1
    assert all(carried.values()), carried


def test_every_trap_and_hook_that_moves_the_guild_has_a_way_that_way() -> None:
    """A trap's or a hook's move up or down needs a way up or down on its level."""
    hooks = 0
    for seed, world in _worlds():
        for level in world.levels:
            ends = {way.end for way in level.ways}
            for room, here in enumerate(level.stock):
                needed = [kinds.ends_needed(PACK.traps[t]) for t in here.traps]
                for hook in here.hooks:
                    entry = PACK.hooks.get(hook["id"])
                    moves = [o.id for o in entry.on_done if o.effect == "move"] if entry else []
                    hooks += bool(moves)
                    needed.append(frozenset(landings.LEVEL_MOVES.get(m, "") for m in moves) - {""})
                for need in needed:
                    assert need <= ends, (seed, level.number, level.keyed.keys[room], need, ends)
    assert hooks, "no hook that moves the guild was placed"


def test_a_cage_that_rides_up_is_not_placed_where_no_way_runs_up() -> None:
    """The Counterweight Cage offers both ways: on a level with none up it fits no room."""
    cage = PACK.features["counterweight_cage"]
    assert kinds.ends_needed(cage) == {"up", "down"}
    surface = [
        (seed, level)
        for seed, world in _worlds()
        for level in world.levels
        if "down" in {w.end for w in level.ways} and "up" not in {w.end for w in level.ways}
    ]
    assert surface, "no level had a way down and none up"
    for seed, level in surface:
        for room, here in enumerate(level.stock):
            assert "counterweight_cage" not in here.features, (seed, level.number, room)
