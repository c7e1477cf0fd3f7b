"""The cards as an oracle (p. 182)."""

from __future__ import annotations

import pytest

from worm import tarot
from worm.errors import IllegalCommand
from worm.rules import oracle

card = tarot.card_named
ROSTER = [("ann", "swords"), ("bo", "cups"), ("cy", "swords"), ("di", "wands")]


@pytest.mark.parametrize(
    ("drawn", "who"),
    [
        ("three of swords", "ann"),  # odd → earliest with the path
        ("four of swords", "cy"),  # even → latest with the path
        ("king of cups", "bo"),  # only one walks Cups
        ("ace of wands", "di"),
        ("two of pentacles", None),  # nobody walks Pentacles
        ("the fool", None),
    ],
)
def test_random_adventurer_by_suit_and_path(drawn, who):
    assert oracle.adventurer(card(drawn), ROSTER) == who


@pytest.mark.parametrize(
    ("drawn", "slot"),
    [
        ("ace of swords", 1),
        ("page of pentacles", 2),
        ("ten of cups", 3),
        ("king of wands", 4),
        ("the fool", None),
    ],
)
def test_belt_slot_by_suit(drawn, slot):
    assert oracle.belt_slot(card(drawn)) == slot


def test_pack_slot_by_major_value():
    assert [oracle.pack_slot(c) for c in tarot.MAJOR_CARDS] == list(range(1, 22))


def test_oracles_read_the_right_deck():
    with pytest.raises(IllegalCommand):
        oracle.pack_slot(card("ace of cups"))
    with pytest.raises(IllegalCommand):
        oracle.belt_slot(card("the sun"))
    with pytest.raises(IllegalCommand):
        oracle.adventurer(card("the sun"), ROSTER)
