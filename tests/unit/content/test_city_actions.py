"""The City Actions (pp. 156–159) and the Hangover table (p. 157) as content: every action the
engine plays is listed with its page and the book's prices, one Hangover row per major card and
the Fool's reading, and the rules read the pack they are given."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import one_line_error
from tests.unit.engine.test_city_actions import city
from worm import content
from worm.engine import city_actions as engine
from worm.engine import commands as cmd
from worm.errors import IllegalCommand
from worm.rules import city_actions as rules
from worm.rules import hangover
from worm.tarot import Card

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
FOOL = Card(deck="major", suit=None, value=0, name="The Fool")


def major(value: int) -> Card:
    return Card(deck="major", suit=None, value=value, name=str(value))


def test_the_table_lists_exactly_the_actions_the_engine_plays() -> None:
    assert set(PACK.city_actions) == set(engine.HANDLERS)


def test_each_action_names_the_page_the_book_gives_it() -> None:
    pages = {a.id: a.page for a in PACK.city_actions.values()}
    assert pages == {
        "bank": 156,
        "beg": 156,
        "build": 156,
        "camp": 156,  # any Camp Action of p. 137 may be taken as the City Action
        "carouse": 156,
        "commission": 158,
        "funeral": 158,
        "components": 159,
        "research": 159,
        "horde": 65,  # Jarl: a goblin horde gathered
        "quarry": 70,  # Monster Hunter: a new hated foe as a City Action
        "support": 159,
        "train": 159,
        "translate": 79,  # Loremaster: a longer text takes a City Action
    }


def test_the_prices_the_rules_read_are_the_books() -> None:
    """pp. 156, 158, 159: 50 a syllable built, 100 an XP kept, 50 for research, 50 an XP
    trained, 2% interest, 1/5/10/25 a syllable by band; the price guide's steps."""
    assert (rules.BUILD_RATE, rules.FUNERAL_COST, rules.RESEARCH_COST, rules.TRAIN_COST) == (
        50,
        100,
        50,
        50,
    )
    assert rules.INTEREST_PERCENT == 2
    assert rules.BANDS == {"farmer": 1, "adventurer": 5, "noble": 10, "new": 25}
    assert rules.SCALES == {"basic": (3, 50), "best": (5, 100), "city": (8, 100)}


def test_a_project_step_costs_what_its_scale_charges() -> None:
    assert [rules.step_price(n) for n in (3, 5, 8)] == [50, 100, 100]


def test_there_is_a_hangover_row_per_major_card_and_one_for_the_fool() -> None:
    assert sorted(h.card for h in PACK.hangover.values()) == list(range(22))
    assert all(h.page == 157 for h in PACK.hangover.values())
    assert [h.card for h in hangover.TABLE] == list(range(1, 22))


def test_the_fool_wakes_as_card_one() -> None:
    assert hangover.read(FOOL) == hangover.read(major(1))
    assert hangover.read(FOOL).effect == "gold"


@pytest.mark.parametrize(
    ("card", "effect"),
    [(1, "gold"), (7, "read"), (9, "read"), (10, "rags"), (11, "read"), (12, "stripped")]
    + [(13, "read"), (20, "burn")],
)
def test_the_rows_the_engine_plays_carry_their_effect(card: int, effect: str) -> None:
    assert hangover.read(major(card)).effect == effect


def test_the_other_rows_are_stories() -> None:
    told = {h.card for h in hangover.TABLE if h.effect == "story"}
    assert told == set(range(1, 22)) - {1, 7, 9, 10, 11, 12, 13, 20}


def test_a_row_that_reads_the_discard_must_say_so(damaged: Damage) -> None:
    folder = damaged("hangover.toml", 'effect = "burn"', 'effect = "story"')
    assert "burns" in one_line_error(folder)


def test_the_rules_read_the_pack_they_are_given(damaged: Damage) -> None:
    damaged("hangover.toml", "reads_as = 1", "reads_as = 12")
    folder = damaged("city_actions.toml", 'name = "Beg and Busk"', 'name = "Busk"')
    pack = content.load(folder)
    assert hangover.read(FOOL, pack).effect == "stripped"
    assert rules.find("busk", pack).id == "beg"
    with pytest.raises(IllegalCommand, match="no City Action 'beg and busk'"):
        rules.find("beg and busk", pack)


def test_the_engine_charges_the_price_in_its_own_pack(damaged: Damage) -> None:
    """A pack whose Research costs 60 (not the book's 50, p. 159) is charged 60."""
    folder = damaged(
        "city_actions.toml", 'great success three"\ngold = 50', 'great success three"\ngold = 60'
    )
    game = city(gold=(60, 0, 0))
    game.pack = content.load(folder)
    game.execute(cmd.CityAct(who="a1", action="research"))
    assert game.guild.adventurer("a1").gold == 0


def test_a_missing_hangover_row_is_named(damaged: Damage) -> None:
    folder = damaged("hangover.toml", 'id = "xiv"\ncard = 14', 'id = "xiv"\ncard = 15')
    problems = content.check(folder)
    assert "hangover.toml › 14 › card: card 14 has 0 rows" in problems
    assert "hangover.toml › 15 › card: card 15 has 2 rows" in problems


def test_only_the_fool_reads_another_row(damaged: Damage) -> None:
    folder = damaged(
        "hangover.toml", 'id = "xxi"\ncard = 21', 'id = "xxi"\ncard = 21\nreads_as = 3'
    )
    assert any("xxi › reads_as" in p for p in content.check(folder))


def test_a_missing_band_is_named(damaged: Damage) -> None:
    noble = '[[action.bands]]\nid = "noble"\ngold = 10\nexamples = ["mirror masquerade mask"]\n'
    folder = damaged("city_actions.toml", noble, "")
    problems = content.check(folder)
    assert "city_actions.toml › commission › bands: missing ['noble']" in problems


def test_a_repeated_band_is_named(damaged: Damage) -> None:
    folder = damaged("city_actions.toml", 'id = "noble"', 'id = "farmer"')
    assert any("commission › bands: repeats ['farmer']" in p for p in content.check(folder))


def test_a_price_the_rules_need_is_named(damaged: Damage) -> None:
    research = 'great success three"\ngold = 50\n'
    folder = damaged("city_actions.toml", research, 'great success three"\n')
    assert "city_actions.toml › research › gold: needs its price in gold" in content.check(folder)


def test_a_districts_special_action_has_a_word_of_its_own(damaged: Damage) -> None:
    folder = damaged("districts.toml", 'id = "eavesdrop"', 'id = "beg"')
    assert "'beg' is taken" in one_line_error(folder)


def test_a_special_action_must_be_one_its_district_names(damaged: Damage) -> None:
    folder = damaged("districts.toml", 'name = "Study language"', 'name = "Study magic"')
    assert "not one of its actions" in one_line_error(folder)


def test_a_special_selling_an_unknown_item_is_named(damaged: Damage) -> None:
    folder = damaged("districts.toml", 'item = "amulet"', 'item = "amulett"')
    assert any("amulets" in p and "'amulett' is not an id" in p for p in content.check(folder))
