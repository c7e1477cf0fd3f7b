"""Policy (p. 124): who chases a guild that runs (``worm.gm.pursuit``), read off the
creatures' own stat blocks."""

from __future__ import annotations

from worm import content
from worm.gm import foes, pursuit


def test_a_flying_dragon_hunts_the_guild_down_though_it_is_huge() -> None:
    """p. 124's own example: no outpacing a flying dragon."""
    dragon = foes.statblock(content.default(), "dragon")
    assert dragon.size == "huge"
    assert pursuit.swift(dragon) == "Flight"
    assert pursuit.chase(dragon) == "hunts"


def test_fleet_and_flutter_creatures_hunt() -> None:
    pack = content.default()
    for creature, rule in (("griffin", "Fleet"), ("cockatrice", "Flutter")):
        block = foes.statblock(pack, creature)
        assert pursuit.swift(block) == rule, creature
        assert pursuit.chase(block) == "hunts", creature


def test_a_slow_lord_tied_to_its_lair_stays_and_a_plain_band_races() -> None:
    pack = content.default()
    titan = foes.statblock(pack, "titan_sporehulk")
    assert pursuit.swift(titan) is None and pursuit.chase(titan) == "stays"
    skeleton = foes.statblock(pack, "skeleton")
    assert pursuit.swift(skeleton) is None and pursuit.chase(skeleton) == "race"
