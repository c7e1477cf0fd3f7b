"""Listening names each room beyond once (issue 19): a room two pathways join to this one (a
tunnel dug round a choke) was heard twice, the same sentence on two lines; now it is one line
that says it is heard "by two ways", as the ways on do."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from worm.content import loader
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate
from worm.gm import describe
from worm.model.level import LevelState


def _doubled() -> tuple[Level, int, str]:
    """A level with a room that two known pathways join to another, built by hand: today's
    keying digs few tunnels round chokes, so a generated level seldom has one. The first
    room of seed 0's first level with a known, unlocked pathway to another gets a second
    pathway, a copy of that one that closes a loop; the room and the other's key."""
    level = generate(0, LayoutSettings(levels=1)).levels[0]
    for edge in list(level.map.edges):
        if not (edge.secret or edge.locked) and edge.a != edge.b:
            level.map.edges.append(replace(edge, tree=False))
            links = level.map.neighbours()[edge.a]
            assert [o for o, _ in links].count(edge.b) >= 2  # the situation the rule is about
            return level, edge.a, level.keyed.keys[edge.b]
    raise AssertionError("seed 0's first level has no known, unlocked pathway")


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
