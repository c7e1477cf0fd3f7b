"""``worm.rules.odds``: the exact chance of beating a face-down Initiative (p. 112).

The chance is checked against brute force: every order the unseen cards could lie in is dealt
out, the face-down card being the first of the order, and the wins are counted with
``initiative.beats``, the engine's own comparison.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from worm import tarot
from worm.rules import fate, initiative, odds


def by_enumeration(
    value: int, cards: list[int], *, shield: bool, flail: bool, tough: bool
) -> Fraction:
    orders = list(itertools.permutations(range(len(cards))))
    won = sum(
        initiative.beats(value, cards[order[0]], shield=shield, flail=flail, tough=tough)
        for order in orders
    )
    return Fraction(won, len(orders))


@given(
    value=st.integers(0, 25),
    cards=st.lists(st.integers(1, 14), min_size=1, max_size=6),
    shield=st.booleans(),
    flail=st.booleans(),
    tough=st.booleans(),
)
def test_the_chance_is_exactly_what_every_deal_gives(
    value: int, cards: list[int], shield: bool, flail: bool, tough: bool
) -> None:
    assert odds.chance_to_beat(
        value, cards, shield=shield, flail=flail, tough=tough
    ) == by_enumeration(value, cards, shield=shield, flail=flail, tough=tough)


def test_ties_go_to_the_actor_unless_a_shield_or_tough_hide_stops_them() -> None:
    assert odds.chance_to_beat(7, [7, 8]) == Fraction(1, 2)
    assert odds.chance_to_beat(7, [7, 8], shield=True) == 0
    assert odds.chance_to_beat(7, [7, 8], shield=True, flail=True) == Fraction(1, 2)
    assert odds.chance_to_beat(7, [7, 8], tough=True) == 0
    assert odds.chance_to_beat(20, []) == 0


def test_the_unseen_cards_leave_out_the_discards_the_cards_face_up_and_greater_dooms() -> None:
    major = tarot.MAJOR_CARDS
    deck = tarot.Deck(
        "major",
        draw_pile=major[:3] + major[15:17],  # I, II, III and two greater dooms
        discard_pile=major[3:6],  # IV, V, VI: seen
        elsewhere=major[6:9],  # VII, VIII, IX: held or laid
    )
    assert sorted(odds.unseen(deck, [major[7]])) == [1, 2, 3, 7, 9]  # VIII lies face up
    assert odds.chance_to_beat(7, odds.unseen(deck, [major[7]])) == Fraction(4, 5)  # a tie wins


def test_a_chance_in_words_never_rounds_a_possible_outcome_away() -> None:
    assert odds.percent(Fraction(1)) == "sure"
    assert odds.percent(Fraction(0)) == "no chance"
    assert odds.percent(Fraction(1, 1000)) == "1%"
    assert odds.percent(Fraction(999, 1000)) == "99%"
    assert odds.percent(Fraction(3, 5)) == "60%"


def hits_by_enumeration(rating: int, favor: int, cards: list[tarot.Card]) -> dict[int, Fraction]:
    """Every order of the cards dealt out: the first is drawn, the second pushes a failure."""
    orders = list(itertools.permutations(cards, 2))
    counts: dict[int, Fraction] = {}
    for first, second in orders:
        test = fate.resolve("pentacles", rating, favor, first)
        if test.can_push:
            test = fate.push(test, second)
        hit = fate.hits(test.outcome)
        counts[hit] = counts.get(hit, Fraction(0)) + Fraction(1, len(orders))
    return counts


@given(
    st.integers(1, 4),
    st.sampled_from([-3, 0, 3]),
    st.lists(st.sampled_from(tarot.MINOR_CARDS), min_size=2, max_size=7, unique=True),
)
def test_a_testers_hits_with_a_push_match_dealing_every_order(
    rating: int, favor: int, cards: list[tarot.Card]
) -> None:
    """The retreat odds (p. 124): one tester's hits (p. 11), pushing any failure (p. 9)."""
    chances = odds.tester_hits("pentacles", rating, favor, cards, push=True)
    assert {h: p for h, p in chances.items() if p} == hits_by_enumeration(rating, favor, cards)
    assert sum(chances.values()) == 1


def test_group_hits_add_the_testers_hits() -> None:
    one = {2: Fraction(1, 2), -1: Fraction(1, 2)}
    assert odds.group_hits([one]) == one
    assert odds.group_hits([one, one]) == {4: Fraction(1, 4), 1: Fraction(1, 2), -2: Fraction(1, 4)}
