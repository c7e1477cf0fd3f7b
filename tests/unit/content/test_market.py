"""The Omphalic Market's prices: upkeep tiers (p. 154) that buy items of their tier or lower."""

from __future__ import annotations

import shutil

import pytest

from worm import content
from worm.content.loader import ASSETS
from worm.errors import ContentError

PACK = content.default()


@pytest.mark.parametrize(
    ("tier", "cost", "coronation"),
    [("destitute", 0, 0), ("impoverished", 25, 15), ("common", 50, 25), ("luxurious", 100, 50)],
)
def test_upkeep_costs_are_the_books(tier, cost, coronation):
    assert (PACK.market[tier].cost, PACK.market[tier].cost_coronation) == (cost, coronation)


@pytest.mark.parametrize("item", sorted(PACK.items))
def test_every_item_can_be_bought_at_its_tier(item):
    tier = PACK.items[item].tier
    cheapest = min((t for t in PACK.market.values() if tier in t.buys), key=lambda t: t.cost)
    assert cheapest.id == tier, item


def test_a_wrong_price_is_named(tmp_path):
    pack = tmp_path / "assets"
    shutil.copytree(ASSETS, pack)
    market = pack / "market.toml"
    market.write_text(market.read_text().replace("cost = 50\n", "cost = 55\n"))
    assert any("market.toml › common › cost" in p for p in content.check(pack))
    with pytest.raises(ContentError, match="market.toml › common › cost"):
        content.load(pack)
