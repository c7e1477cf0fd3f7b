"""Fishing gear (p. 166): a Hunt (p. 137) fished from the level's deep water, without a
missile weapon (policy ``worm.gm.tools.fishes``). What the water is: the generator's deep
water tiles (``worm.gen.maps.WATER``: lakes, the sea of a drowned level) anywhere on the
level the guild camps on."""

from __future__ import annotations

from worm.engine import kit
from worm.engine.table import Table
from worm.gen import maps
from worm.gm import tools
from worm.model.adventurer import Adventurer


def water(game: Table) -> bool:
    """Whether the level the guild is on has deep water to fish."""
    return bool((game.plan.level.tiles == maps.WATER).any())


def may_fish(game: Table, a: Adventurer) -> bool:
    """Whether ``a`` may fish for the Hunt here (policy ``worm.gm.tools.fishes``)."""
    return tools.fishes(bool(kit.find(a, "fishing_gear")), water(game))
