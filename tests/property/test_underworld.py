"""Appendix E end to end: what every generated Underworld guarantees, for any seed and K."""

from __future__ import annotations

import json

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.property.test_maps import graph_from_tiles, reach
from worm.content import book
from worm.gen import export, maps
from worm.gen.layout import LayoutSettings
from worm.gen.meatgrinder import band_of
from worm.gen.underworld import generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 12)


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
@example(4, 4)  # found by CI's run: every quiet room of the Inverted Castle's 8 was taken
def test_every_room_is_reachable_and_every_level_has_a_loop_and_a_safe_room(seed, k) -> None:
    underworld = generate(seed, LayoutSettings(levels=k))
    assert len(underworld.levels) == k
    for level in underworld.levels:
        tiles = maps.draw(level.map, marks=level.marks)
        pairs = graph_from_tiles(level.map, tiles)
        rooms = len(level.map.rooms)
        assert reach(pairs, level.keyed.entry) == set(range(rooms))  # secret doors counted
        assert level.metrics["unreachable_tiles"] == 0  # tcod's walk reaches every open tile
        assert len(pairs) - rooms + 1 >= 1, f"level {level.number} has no loop"
        assert any(stock.safe for stock in level.stock), f"level {level.number} has no safe room"
        for stock in level.stock:
            assert stock.reasons, f"a room of level {level.number} has no reason to enter"
            assert set(stock.reasons) <= set(book.REASONS)


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_every_meatgrinder_has_21_entries_in_the_books_bands(seed, k) -> None:
    document = export.document(generate(seed, LayoutSettings(levels=k)))
    for level in document["levels"]:
        table = level["meatgrinder"]
        assert [entry["card"] for entry in table] == list(range(1, 22))
        assert [entry["band"] for entry in table] == [band_of(card) for card in range(1, 22)]
        assert all(entry["text"] and "{" not in entry["text"] for entry in table)
        travel = {entry["kind"] for entry in table if entry["band"] == "travel_event"}
        assert {"tax", "choice", "hazard"} <= travel


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_connections_end_in_real_rooms_of_their_levels(seed, k) -> None:
    document = export.document(generate(seed, LayoutSettings(levels=k)))
    keys = {
        level["number"]: {room["key"] for room in level["rooms"]} for level in document["levels"]
    }
    for connection in document["connections"]:
        assert connection["a_room"] in keys[connection["a"]]
        assert connection["b_room"] in keys[connection["b"]]
        assert connection["a_room"].startswith(str(connection["a"]))
    for level in document["levels"]:
        for room in level["rooms"]:
            for exit_ in room["exits"]:
                assert exit_["to"] in keys[level["number"]]


@settings(max_examples=10, deadline=None)
@given(seeds, st.integers(3, 8))
def test_the_same_seed_gives_byte_identical_json(seed, k) -> None:
    first = export.to_json(generate(seed, LayoutSettings(levels=k)))
    second = export.to_json(generate(seed, LayoutSettings(levels=k)))
    assert first == second
    assert json.loads(first)["seed"] == seed
