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


def test_a_fleet_of_two_zones_and_wings_hunt_a_fleet_of_one_is_raced() -> None:
    """The questing beast's Fleet moves it 2 zones a turn (twice a person's Move); the
    cockatrice flutters; the lion's Fleet is 1 zone, every beast's (p. 247): raced."""
    pack = content.default()
    for creature, rule in (("questing_beast", "Fleet, 2 zones a turn"), ("cockatrice", "Flutter")):
        block = foes.statblock(pack, creature)
        assert pursuit.swift(block) == rule, creature
        assert pursuit.chase(block) == "hunts", creature
    lion = foes.statblock(pack, "lion")
    assert [n.name for n in lion.notes if n.name == "Fleet"] == ["Fleet"]
    assert pursuit.swift(lion) is None and pursuit.chase(lion) == "race"


def test_a_slow_lord_tied_to_its_lair_stays_and_a_plain_band_races() -> None:
    pack = content.default()
    titan = foes.statblock(pack, "titan_sporehulk")
    assert pursuit.swift(titan) is None and pursuit.chase(titan) == "stays"
    skeleton = foes.statblock(pack, "skeleton")
    assert pursuit.swift(skeleton) is None and pursuit.chase(skeleton) == "race"
