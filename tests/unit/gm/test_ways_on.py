"""A room joined to another by two pathways (a tunnel dug round a choke, issue 20) names that
room once among its ways on, saying there are two ways: not "Ways on: 102, 102"."""

from __future__ import annotations

from collections import Counter

from worm.content import loader
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate
from worm.gm import describe
from worm.model.level import LevelState


def _doubled() -> tuple[Level, int, str]:
    """The first level (seeds in turn) with a room two known pathways join to another."""
    for seed in range(40):
        for level in generate(seed, LayoutSettings(levels=3)).levels:
            for room, links in enumerate(level.map.neighbours()):
                known = [o for o, e in links if not level.map.edges[e].secret]
                twice = [o for o, n in Counter(known).items() if n == 2]
                locked = {o for o, e in links if level.map.edges[e].locked}
                if twice and twice[0] not in locked:
                    return level, room, level.keyed.keys[twice[0]]
    raise AssertionError("no room with two known pathways to one other in seeds 0-39")


def test_a_room_reached_two_ways_is_named_once() -> None:
    level, room, other = _doubled()
    view = describe.View(level, LevelState(), loader.default(), "bright", frozenset())
    words = describe.glance(view, room, first=True)
    ways = words[words.index("Ways on: ") :]
    assert f"{other} (by two ways)" in ways
    assert ways.count(f"{other},") + ways.count(f"{other}.") == 0  # not named a second time
