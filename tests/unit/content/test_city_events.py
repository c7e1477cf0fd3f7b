"""The City Events table (pp. 150–152), its reserve (p. 160) and Signs and Portents (p. 153) as
content: one row per card, each in its band, with effects that name real tiers."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from worm import content
from worm.content.city_events import band
from worm.content.models import ContentPack
from worm.engine.city_events import FLAG_WORDS

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()


def test_the_table_has_one_row_per_major_card_in_the_books_bands() -> None:
    rows = sorted((e.card, e.category) for e in PACK.city_events.values() if not e.reserve)
    assert [card for card, _ in rows] == list(range(1, 22))
    assert [c for _, c in rows] == ["curiosity"] * 5 + ["happening"] * 5 + ["rumor"] * 5 + [
        "travel"
    ] * 5 + ["signs"]


def test_signs_and_portents_has_a_row_for_each_minor_value_but_the_fool() -> None:
    assert sorted(p.card for p in PACK.portents.values()) == list(range(1, 15))


def test_every_band_but_xxi_has_a_reserve_for_the_restock() -> None:
    reserve = {e.category for e in PACK.city_events.values() if e.reserve}
    assert reserve == {"curiosity", "happening", "rumor", "travel"}
    assert all(band(e.card) == e.category for e in PACK.city_events.values())


def test_the_coronation_prices_are_the_markets_coronation_prices(pack: ContentPack) -> None:
    """p. 151, VIII, and market.toml's cost_coronation (p. 154)."""
    prices = pack.city_events["coronation_of_maiden_wisdom"].effect.prices
    assert prices == {t.id: t.cost_coronation for t in pack.market.values() if t.cost}


@pytest.mark.parametrize(
    ("entry", "what"),
    [
        ("famine", "rations_at"),
        ("ecstasy_of_st_naos", "only"),
        ("feast_of_the_constellations", "banned"),
        ("a_theft", "theft"),
        ("a_challenge", "test"),
        ("a_disaster", "test"),
    ],
)
def test_the_books_mechanical_rows_carry_their_effect(entry: str, what: str) -> None:
    assert getattr(PACK.city_events[entry].effect, what)


def test_flavour_rows_do_nothing() -> None:
    for entry in ("gross", "an_execution", "lick_lick_lick", "a_proposition"):
        assert PACK.city_events[entry].effect.colour, entry


def test_the_disaster_waits_until_after_the_city_actions() -> None:
    test = PACK.city_events["a_disaster"].effect.test
    assert test is not None and test.when == "after_actions" and test.attribute == "pentacles"
    assert set(test.failure) == {"lose_bottom_two", "stressed"}


def test_a_price_for_an_unknown_tier_is_named(damaged: Damage) -> None:
    folder = damaged("city_events.toml", "impoverished = 30,", "hovel = 30,")
    assert content.check(folder) == [
        "city_events.toml › the_salt_levy › effect.prices: 'hovel' is not an id in market.toml"
    ]


def test_a_missing_card_is_named(damaged: Damage) -> None:
    folder = damaged("portents.toml", 'id = "mists"\ncard = 3', 'id = "mists"\ncard = 4')
    problems = content.check(folder)
    assert any("portents.toml › 3 › card: card 3 has 0 rows" in p for p in problems)


def test_a_row_out_of_its_band_is_named(damaged: Damage) -> None:
    folder = damaged("city_events.toml", 'id = "famine"\ncard = 6', 'id = "famine"\ncard = 16')
    assert any("card 16 is in the travel band" in p for p in content.check(folder))


def test_every_recorded_rule_has_words_for_the_log() -> None:
    """A row's recorded rules are told in words, never as their ids."""
    rows = [*PACK.city_events.values(), *PACK.portents.values()]
    flags = {f for row in rows for f in row.effect.flags}
    assert flags and flags <= set(FLAG_WORDS)
