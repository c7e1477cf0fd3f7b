"""Death and taxes (p. 149, the example's numbers on p. 171), upkeep's tiers (p. 154) and the
Market's shares (p. 162), as pure rules."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worm import content
from worm.rules import taxes, upkeep


@pytest.mark.parametrize(("gold", "paid", "left"), [(120, 60, 60), (26, 13, 13), (51, 25, 26)])
def test_the_all_watch_takes_half_rounded_down_as_in_the_example(
    gold: int, paid: int, left: int
) -> None:
    """p. 171: 120 gold pays 60, 26 pays 13, 51 pays 25."""
    assert taxes.tax(gold) == paid
    assert taxes.after_tax(gold) == left


def test_an_empty_purse_pays_nothing_and_a_negative_one_is_an_error() -> None:
    assert taxes.tax(0) == 0 and taxes.tax(1) == 0
    with pytest.raises(ValueError):
        taxes.tax(-1)


def test_the_four_tiers_cost_what_the_book_says() -> None:
    """p. 154: destitute 0, impoverished 25, common 50, luxurious 100."""
    tiers = content.default().market
    assert {t.id: t.cost for t in tiers.values()} == {
        "destitute": 0,
        "impoverished": 25,
        "common": 50,
        "luxurious": 100,
    }
    assert tuple(tiers) == upkeep.TIERS


@pytest.mark.parametrize(
    ("gold", "tier"),
    [(0, "destitute"), (24, "destitute"), (25, "impoverished"), (99, "common"), (100, "luxurious")],
)
def test_the_best_tier_a_purse_pays_for(gold: int, tier: str) -> None:
    tiers = content.default().market.values()
    assert upkeep.best(gold, tiers).id == tier
    assert all(t.cost <= gold for t in upkeep.affordable(gold, tiers))


def test_the_refill_tops_up_only_supplies_of_the_tiers_bought() -> None:
    """p. 154: impoverished buys rations and candles but not torches (common) nor oil
    (luxurious); oil only beside a lantern."""
    pack = content.default()
    tier_of = {item: pack.items[item].tier for item, _ in upkeep.SUPPLIES}
    counts = {"ration": 1, "candle": 2, "lantern": 1}
    poor = dict(upkeep.refill(counts, ("impoverished",), tier_of))
    assert poor == {"ration": 3, "flint_and_tinder": 1, "poultice": 1}
    rich = dict(upkeep.refill(counts, ("impoverished", "common", "luxurious"), tier_of))
    assert rich == {"ration": 3, "torch": 2, "flint_and_tinder": 1, "poultice": 1, "oil": 2}
    no_lantern = dict(upkeep.refill({}, ("luxurious",), tier_of))
    assert "oil" not in no_lantern
    assert upkeep.refill({}, (), tier_of) == ()


@pytest.mark.parametrize(
    ("value", "members", "shares"),
    [(55, 3, (19, 18, 18)), (300, 3, (100, 100, 100)), (7, 2, (4, 3)), (5, 0, ())],
)
def test_the_sale_is_shared_equally_odd_coins_to_the_first(
    value: int, members: int, shares: tuple[int, ...]
) -> None:
    """p. 172: the guild splits what it earns evenly; the odd coins to the first in line."""
    assert upkeep.shares(value, members) == shares
    assert sum(upkeep.shares(value, members)) == (value if members else 0)


# --- pooling the guild's gold (policy, pp. 154, 172) -----------------------------------------

TIERS = tuple(content.default().market.values())


def paid_out(golds: list[int]) -> tuple[list[int], dict[int, str]]:
    """Play ``upkeep.pool``'s payments over ``golds`` as the engine would (``split``)."""
    gold, tiers = list(golds), {}
    for who, tier, helper in upkeep.pool(golds, TIERS):
        own, more = upkeep.split(tier.cost, gold[who])
        if helper is not None:
            assert gold[helper] >= more, (golds, who, helper)
            gold[helper] -= more
        else:
            assert more == 0, (golds, who)
        gold[who] -= own
        tiers[who] = tier.id
    return gold, tiers


@given(st.lists(st.integers(min_value=0, max_value=300), min_size=1, max_size=6))
def test_the_pool_pays_for_everyone_once_and_no_purse_goes_below_zero(golds: list[int]) -> None:
    left, tiers = paid_out(golds)
    assert sorted(tiers) == list(range(len(golds)))
    assert all(g >= 0 for g in left), (golds, left)


@given(st.lists(st.integers(min_value=0, max_value=60), min_size=1, max_size=6))
def test_nobody_is_destitute_while_the_pool_keeps_all_impoverished(golds: list[int]) -> None:
    _, tiers = paid_out(golds)
    if sum(golds) >= 25 * len(golds):
        assert "destitute" not in tiers.values(), (golds, tiers)


def test_the_one_paid_for_spends_their_own_purse_first() -> None:
    """Policy (p. 172): of 25 gold, one with 10 pays 10 and the helper 15."""
    assert upkeep.split(25, 10) == (10, 15)
    assert upkeep.split(25, 40) == (25, 0)
