"""Listening names each room beyond once (issue 19): a room two pathways join to this one (a
tunnel dug round a choke) was heard twice, the same sentence on two lines; now it is one line
that says it is heard "by two ways", as the ways on do."""

from __future__ import annotations

from collections import Counter

from worm.content import loader
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate
from worm.gm import describe
from worm.model.level import LevelState

from .test_ways_on import _doubled  # a level with a room two known pathways join to another


def test_a_room_reached_two_ways_is_heard_on_one_line() -> None:
    level, room, other = _doubled()
    view = describe.View(level, LevelState(), loader.default(), "bright", frozenset())
    lines = describe.listen(view, room).splitlines()
    towards = [line.split(":", 1)[0] for line in lines]
    assert towards.count(f"Towards {other} (by two ways)") == 1, lines
    assert f"Towards {other}" not in towards, lines  # not a second, plain line for it
    assert len(set(lines)) == len(lines), f"a line said twice: {lines}"


def test_every_room_beyond_is_heard_once_on_a_few_levels() -> None:
    for seed in range(4):
        for level in generate(seed, LayoutSettings(levels=2)).levels:
            view = describe.View(level, LevelState(), loader.default(), "bright", frozenset())
            for room in range(len(level.map.rooms)):
                lines = describe.listen(view, room).splitlines()
                rooms = [line.split(":", 1)[0].split(" (by")[0] for line in lines]
                repeated = [r for r, n in Counter(rooms).items() if n > 1]
                assert not repeated, f"seed {seed} {level.keyed.keys[room]}: {lines}"
