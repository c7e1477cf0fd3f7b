"""Each level is keyed from where the guild really comes in (issue 20: the way-in bug).

The true way in is worked out here from the layout alone: a level's known surface entrance (the
main one on level 1), else the connection by which the shortest known route from the main
entrance reaches the level. The keyed entry must be the room of that way, and every lock's key
must be reachable from there without passing that lock. Locks are laid after the topology's
bypasses, so each one shut alone cuts at least one known room off from the way in.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen.layout import Layout, LayoutSettings
from worm.gen.underworld import Level, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 12)


def _arrivals(plan: Layout) -> dict[int, int]:
    """Level number → the connection the shortest known route from level 1 arrives by."""
    parent: dict[int, int] = {1: -1}
    frontier = [1]
    while frontier:
        nxt = []
        for here in frontier:
            for index, c in enumerate(plan.connections):
                if c.secret or here not in (c.a, c.b):
                    continue
                other = c.b if c.a == here else c.a
                if other not in parent:
                    parent[other] = index
                    nxt.append(other)
        frontier = sorted(nxt)
    return parent


def _known_reach(level: Level, start: int, closed_edge: int) -> set[int]:
    hidden = level.keyed.secret_rooms
    seen, stack = {start}, [start]
    while stack:
        here = stack.pop()
        for other, edge in level.map.neighbours()[here]:
            e = level.map.edges[edge]
            if edge == closed_edge or e.secret or other in hidden or other in seen:
                continue
            seen.add(other)
            stack.append(other)
    return seen


@settings(max_examples=30, deadline=None)
@given(seeds, levels)
def test_the_keyed_entry_is_the_end_of_the_known_route_in(seed: int, k: int) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    arrivals = _arrivals(world.layout)
    for level in world.levels:
        surface = world.layout.level(level.number).surface_entrance
        if surface in ("main", "known"):
            way = next(w for w in level.ways if w.end == "entrance")
        else:
            way = next(w for w in level.ways if w.connection == arrivals[level.number])
        assert not way.secret, f"level {level.number} is entered by a secret way"
        assert level.keyed.entry == way.room, f"level {level.number} keyed from the wrong room"
        assert level.ways[0] == way  # the way in is listed first
        everywhere = _known_reach(level, way.room, -1)
        for edge, holder in level.keyed.locks:
            reached = _known_reach(level, way.room, edge)
            assert holder in reached, f"level {level.number}: a key lies behind its own lock"
            assert reached < everywhere, f"level {level.number}: a lock with a way round it"
