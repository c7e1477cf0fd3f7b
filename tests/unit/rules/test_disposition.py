"""Starting Disposition and one step of it (p. 100; wheel inferred, rules digest §19.4)."""

import pytest

from worm import tarot
from worm.rules import disposition

BOOK = {  # p. 100: card value → starting Disposition
    1: "anger", 2: "anger", 3: "distaste", 4: "distaste", 5: "sadness", 6: "sadness",
    7: "joy", 8: "joy", 9: "surprise", 10: "surprise", 11: "trust", 12: "trust",
    13: "fear", 14: "fear",
}


@pytest.mark.parametrize("suit", tarot.SUITS)
@pytest.mark.parametrize("value", sorted(BOOK))
def test_the_starting_table_reads_the_value_and_ignores_the_suit(suit, value):
    card = next(c for c in tarot.MINOR_CARDS if c.suit == suit and c.value == value)
    assert disposition.starting(card) == BOOK[value], card.name


def test_the_fool_and_major_cards_give_no_starting_disposition():
    fool = next(c for c in tarot.MINOR_CARDS if c.is_fool)
    with pytest.raises(ValueError, match="draw again"):
        disposition.starting(fool)
    with pytest.raises(ValueError):
        disposition.starting(tarot.MAJOR_CARDS[0])


def test_joy_and_trust_bargain_anger_and_distaste_want_it_over():
    assert {e for e in BOOK.values() if disposition.valence(e) == "positive"} == {"joy", "trust"}
    assert {e for e in BOOK.values() if disposition.valence(e) == "negative"} == {
        "anger", "distaste"}
    assert disposition.valence("fear") == "neutral"


def test_a_good_step_from_surprise_is_joy_keeping_its_intensity():
    """p. 103's example: mild surprise talked round becomes mild joy."""
    assert disposition.shift("surprise", "mild", True) == ("joy", "mild")
    assert disposition.shift("joy", "mild", True) == ("joy", "basic")


def test_a_bad_step_deepens_anger_and_sours_trust():
    assert disposition.shift("anger", "basic", False) == ("anger", "intense")
    assert disposition.shift("trust", "basic", False) == ("fear", "basic")
