"""A room's type agrees with the room (issue 21, point 4; p. 335), and each dungeon seed's levels
are dressed from its own table, with its set piece (pp. 343–364), for any seed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)
PACK = loader.default()


def _ways_out(level: Level) -> list[int]:
    """Counted from the map itself: pathways at each room, and the ways up, down or out."""
    found = [0] * len(level.map.rooms)
    for edge in level.map.edges:
        found[edge.a] += 1
        found[edge.b] += 1
    for way in level.ways:
        found[way.room] += 1
    return found


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_rooms_type_agrees_with_its_exits_size_and_contents(seed, k) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        ways = _ways_out(level)
        floor = [int(room.mask.sum()) for room in level.map.rooms]
        by_size: dict[str, list[int]] = {"small": [], "medium": [], "large": []}
        for at, stock in enumerate(level.stock):
            kind = PACK.rooms[stock.type]
            said = "dead_end" if ways[at] <= 1 else "passage" if ways[at] == 2 else "hub"
            assert said in kind.exits, f"{kind.name} with {ways[at]} ways out"
            if kind.id == "dead_end":
                assert ways[at] == 1
            if kind.id == "crossroads":
                assert ways[at] >= 3
            if kind.holds == "creatures":
                assert stock.denizens, f"{kind.name} with no one in it"
            if stock.safe:
                assert kind.safe_ok, f"safe room typed {kind.name}"
            by_size[kind.size].append(floor[at])
        small, medium, large = by_size["small"], by_size["medium"], by_size["large"]
        if small and large:
            assert max(small) < min(large)
        if small and medium:
            assert max(small) < min(medium)
        if medium and large:
            assert max(medium) < min(large)
        if len(floor) >= 3 and min(floor) < max(floor):
            assert floor.index(max(floor)) in [
                i for i, s in enumerate(level.stock) if PACK.rooms[s.type].size == "large"
            ]


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_each_level_is_dressed_from_its_seeds_table_and_holds_its_set_piece(seed, k) -> None:
    own_rooms = total = 0
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        kinds = [PACK.rooms[stock.type] for stock in level.stock]
        assert all(kind.seed in (None, level.seed.id) for kind in kinds), "another seed's room"
        pieces = [kind for kind in kinds if kind.set_piece]
        assert pieces, f"level {level.number} ({level.seed.name}) has no set piece"
        assert len({kind.id for kind in pieces}) == len(pieces), "a set piece twice on a level"
        assert all(s.set_piece == PACK.rooms[s.type].set_piece for s in level.stock)
        assert any(kind.seed == level.seed.id and not kind.set_piece for kind in kinds)
        own_rooms += sum(kind.seed == level.seed.id for kind in kinds)
        total += len(kinds)
    assert own_rooms / total >= 0.4, f"only {own_rooms}/{total} rooms from the seeds' own tables"
