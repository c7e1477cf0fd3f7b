"""A room joined to another by two pathways (a tunnel dug round a choke, issue 20) names that
room once among its ways on, saying there are two ways: not "Ways on: 102, 102"."""

from __future__ import annotations

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


def test_a_room_reached_two_ways_is_named_once() -> None:
    level, room, other = _doubled()
    view = describe.View(level, LevelState(), loader.default(), "bright", frozenset())
    words = describe.glance(view, room, first=True)
    ways = words[words.index("Ways on: ") :]
    assert f"{other} (by two ways)" in ways
    assert ways.count(f"{other},") + ways.count(f"{other}.") == 0  # not named a second time
