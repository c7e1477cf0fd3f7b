"""The quick Call to Adventure (pp. 20–21) makes valid, varied guilds of 1–4 from any seed."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import content, rng
from worm.gm import creation
from worm.rules import call_to_adventure

PACK = content.default()


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), size=st.integers(1, 4))
def test_every_seed_makes_a_valid_guild(seed, size):
    guild = creation.quick_guild(rng.stream(seed, "creation"), PACK, size=size)
    assert len(guild.adventurers) == size
    assert call_to_adventure.guild_problems(guild, PACK) == []
    # distinct paths while there are paths to go round (policy, pp. 20–21)
    assert len({a.path for a in guild.adventurers}) == size
    assert len({a.name for a in guild.adventurers}) == size  # no two share a name (policy)
    for adventurer in guild.adventurers:
        assert adventurer.inventory.free("pack") == 0  # step 7: until the pack is full
        lights = [t for t in adventurer.inventory.things() if PACK.items[t.item].light]
        assert lights
        for light in lights:  # candle 2, torch 3, lantern 4 (p. 95), all fresh
            assert light.flickers == {"candle": 2, "torch": 3, "lantern": 4}[light.item]


def test_a_name_already_taken_in_the_guild_is_rolled_again():
    """Seed 188's guild of three rolled two Makya Eagle-Hunters; a fight's log could not tell
    them apart (found by tests/property/test_challenge.py)."""
    names = [a.name for a in creation.quick_guild(rng.stream(188, "creation"), PACK, 3).adventurers]
    assert len(set(names)) == 3 and names.count("Makya Eagle-Hunter") == 1


def test_the_same_seed_makes_the_same_guild():
    make = lambda: creation.quick_guild(rng.stream(42, "creation"), PACK, size=4)  # noqa: E731
    assert make() == make()


def test_guilds_vary_across_seeds():
    guilds = [creation.quick_guild(rng.stream(s, "creation"), PACK, size=4) for s in range(60)]
    members = [a for g in guilds for a in g.adventurers]
    assert {a.kith for a in members} == set(PACK.kiths)
    assert len({a.kin for a in members}) >= 10
    assert len({a.name for a in members}) >= 180  # three in four names distinct
    assert len({g.name for g in guilds}) >= 10
    mastered = Counter(
        t.id
        for a in members
        for t in a.talents
        if t.state == "mastered" and t.id in PACK.paths[a.path].talents
    )
    assert len(mastered) >= 24  # nearly every path talent gets picked somewhere
