"""Every way between levels says truly which way it runs (issue 21, GM read 25): up toward
the surface row of the tarot table, down away from it, across between two levels of one row
(p. 333); its tile on the GM's map and its words in the keyed document agree."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import keyed, maps
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)
TILES = {"up": maps.UP, "down": maps.DOWN, "across": maps.ACROSS, "entrance": maps.ENTRANCE}
MIRROR = {"up": "down", "down": "up", "across": "across"}


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_connection_end_agrees_with_the_rows_of_its_levels(seed: int, k: int) -> None:
    """s11 209 "down to level 3" and s23 104 "down to level 2" joined levels of one row."""
    world = generate(seed, LayoutSettings(levels=k))
    document = keyed.markdown(keyed.build(world))
    for level in world.levels:
        row = level.slot.position[0]
        for way in level.ways:
            assert level.tiles[way.y, way.x] == TILES[way.end], (level.number, way)
            if way.connection is None:
                assert way.end == "entrance"
                continue
            c = world.layout.connections[way.connection]
            other = c.b if c.a == level.number else c.a
            there = world.layout.level(other).position[0]
            expected = "across" if there == row else ("up" if there < row else "down")
            assert way.end == expected, (seed, level.number, other, way)
            far = next(w for w in world.levels[other - 1].ways if w.connection == way.connection)
            assert far.end == MIRROR[way.end]
            key = level.keyed.keys[way.room]
            assert f"[{key}](#room-{key}) {way.end} to level {other}," in document
