"""The tarot engine (p. 7): 78 named cards, two decks, ordered discard piles, reshuffles."""

from __future__ import annotations

import pytest

from worm import rng, tarot
from worm.errors import IllegalCommand, InvariantViolation


def fresh(seed: int = 7) -> tarot.Decks:
    return tarot.shuffled_decks(rng.stream(seed, "deck:minor"), rng.stream(seed, "deck:major"))


def test_seventy_eight_named_cards():
    assert len(tarot.MINOR_CARDS) == 57 and len(tarot.MAJOR_CARDS) == 21
    assert len({c.name for c in tarot.ALL_CARDS}) == 78
    assert tarot.card_named("Knight of Cups").value == 12
    assert tarot.card_named("king of swords").value == 14
    assert tarot.card_named("page of wands").value == 11
    assert tarot.card_named("the fool").is_fool and tarot.FOOL.suit is None
    assert (
        tarot.card_named("Temperance").value == 14 and tarot.card_named("Temperance").suit is None
    )
    assert str(tarot.card_named("the world")) == "The World [XXI]"
    assert [c.value for c in tarot.MAJOR_CARDS] == list(range(1, 22))


def test_card_json_is_the_contract_shape():
    assert tarot.card_named("knight of cups").model_dump() == {
        "deck": "minor",
        "suit": "cups",
        "value": 12,
        "name": "Knight of Cups",
    }
    assert tarot.FOOL.model_dump() == {
        "deck": "minor",
        "suit": None,
        "value": 0,
        "name": "The Fool",
    }


def test_unknown_card_names_are_refused():
    with pytest.raises(IllegalCommand, match="no card named"):
        tarot.card_named("Knight of Coins")


def test_discard_piles_keep_their_order_top_first():
    decks, g = fresh(), rng.stream(1, "x")
    drawn = []
    for _ in range(3):
        d = tarot.draw(decks, "minor", g)
        decks, _ = d.decks, drawn.append(d.card)
    decks = tarot.discard_all(decks, tuple(drawn))
    assert decks.minor.discard_pile == tuple(reversed(drawn))
    assert decks.minor.top_discard == drawn[-1]


def test_an_empty_deck_is_rebuilt_from_its_discard_pile():
    decks, g = fresh(), rng.stream(1, "x")
    for _ in range(21):
        d = tarot.draw(decks, "major", g)
        decks = tarot.discard(d.decks, d.card)
    assert decks.major.census().as_dict() == {"draw": 0, "discard": 21, "elsewhere": 0}
    d = tarot.draw(decks, "major", g)
    assert d.shuffled == (("major", "empty"),)
    assert d.decks.major.census().as_dict() == {"draw": 20, "discard": 0, "elsewhere": 1}


def test_a_deck_with_every_card_out_cannot_be_drawn():
    decks, g = fresh(), rng.stream(1, "x")
    for _ in range(21):
        decks = tarot.draw(decks, "major", g).decks
    with pytest.raises(IllegalCommand, match="no card to draw"):
        tarot.draw(decks, "major", g)


def test_the_fool_marks_both_decks_for_a_reshuffle_at_the_end():
    decks, g = fresh(), rng.stream(1, "x")
    while True:
        d = tarot.draw(decks, "minor", g)
        decks = tarot.discard(d.decks, d.card)
        if d.card.is_fool:
            break
    major = tarot.draw(decks, "major", g)
    decks = tarot.discard(major.decks, major.card)
    assert decks.fool_drawn
    settled, shuffled = tarot.settle(decks, g, g)
    assert shuffled == (("minor", "fool"), ("major", "fool"))
    assert not settled.fool_drawn
    assert settled.minor.census().draw == 57 and settled.major.census().draw == 21


def test_a_reshuffle_leaves_cards_in_play_out():
    decks, g = fresh(), rng.stream(1, "x")
    d = tarot.draw(decks, "minor", g)
    held = d.card
    decks = d.decks.replace(d.decks.minor, True)  # as if a Fool had been drawn
    settled, _ = tarot.settle(decks, g, g)
    assert settled.minor.elsewhere == (held,) and settled.minor.census().draw == 56


def test_settle_without_a_fool_changes_nothing():
    decks = fresh()
    assert tarot.settle(decks, rng.stream(1, "x"), rng.stream(1, "y")) == (decks, ())


def test_discarding_a_card_that_is_not_out_is_an_invariant_violation():
    with pytest.raises(InvariantViolation, match="not out of the minor deck"):
        tarot.discard(fresh(), tarot.card_named("ace of cups"))


def test_check_names_a_lost_card():
    decks = fresh()
    broken = decks.replace(tarot.Deck("minor", decks.minor.draw_pile[1:]))
    with pytest.raises(InvariantViolation, match="holds 56 cards, not 57"):
        tarot.check(broken)


def test_check_remembers_only_whole_decks():
    """A whole deck is not counted twice (it is frozen); a broken one after it still fails."""
    decks = fresh()
    tarot.check(decks)
    tarot.check(decks)
    doubled = decks.minor.draw_pile[:-1] + decks.minor.draw_pile[:1]
    with pytest.raises(InvariantViolation, match="duplicated 1"):
        tarot.check(decks.replace(tarot.Deck("minor", doubled)))
    with pytest.raises(InvariantViolation, match="duplicated 1"):
        tarot.check(decks.replace(tarot.Deck("minor", doubled)))


def test_same_seed_same_order_different_seed_different_order():
    assert fresh(3).minor.draw_pile == fresh(3).minor.draw_pile
    assert fresh(3).minor.draw_pile != fresh(4).minor.draw_pile
