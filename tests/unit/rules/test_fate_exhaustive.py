"""Every possible draw of a test of fate, against probabilities counted from the rules (pp. 8–10).

The engine side runs ``fate.resolve`` (and ``fate.push``) over every first card of the 57-card
minor deck and, for a push, every second card of the 56 left. The oracle side never calls the
engine: it counts cards by value from the rules' text. Both are exact Fractions.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from worm import tarot
from worm.rules import fate
from worm.rules.fate import Outcome

CASES = [(r, m) for r in (1, 2, 3, 4) for m in (3, 0, -3)]


def engine_distribution(attribute: tarot.Suit, rating: int, favor: int, push: bool) -> Counter:
    """Outcome → probability, by running the engine over every card (and every push card)."""
    result: Counter = Counter()
    deck = tarot.MINOR_CARDS
    for first in deck:
        test = fate.resolve(attribute, rating, favor, first)
        if push and test.can_push:
            rest = [c for c in deck if c is not first]
            for second in rest:
                result[fate.push(test, second).outcome] += Fraction(1, 57 * 56)
        else:
            result[test.outcome] += Fraction(1, 57)
    return result


def in_range(low: int, high: int = 14) -> int:
    """How many of the values 1..14 lie in [low, high]."""
    return max(0, min(14, high) - max(1, low) + 1)


def oracle_distribution(rating: int, favor: int, push: bool) -> dict[Outcome, Fraction]:
    """Count, from the rules alone, how many cards give each outcome."""
    need = 14 - rating - favor  # the first card's value that reaches 14
    great = Fraction(in_range(need), 57)  # the 14 cards of the tested suit
    success = Fraction(3 * in_range(need), 57)  # the other three suits
    if not push:
        return {
            Outcome.GREAT_SUCCESS: great,
            Outcome.SUCCESS: success,
            Outcome.FAILURE: 1 - great - success,
            Outcome.GREAT_FAILURE: Fraction(0),
        }
    pushed_success = Fraction(0)
    # Failing first cards: the Fool (value 0) and every suited card worth less than ``need``.
    failing_values = [0] + [v for v in range(1, 15) if v < need for _ in range(4)]
    for v0 in failing_values:
        wanted = 4 * in_range(need - v0)  # suited second cards that reach 14; never the Fool
        if v0 >= 1 and need - v0 <= v0:
            wanted -= 1  # the first card itself is no longer in the deck
        pushed_success += Fraction(1, 57) * Fraction(wanted, 56)
    failing = Fraction(len(failing_values), 57)
    return {
        Outcome.GREAT_SUCCESS: great,
        Outcome.SUCCESS: success + pushed_success,
        Outcome.FAILURE: Fraction(0),
        Outcome.GREAT_FAILURE: failing - pushed_success,
    }


@pytest.mark.parametrize("attribute", tarot.SUITS)
@pytest.mark.parametrize("push", [False, True], ids=["no-push", "push"])
@pytest.mark.parametrize(("rating", "favor"), CASES, ids=[f"r{r}{m:+d}" for r, m in CASES])
def test_engine_matches_the_counted_probabilities(attribute, rating, favor, push):
    engine = engine_distribution(attribute, rating, favor, push)
    oracle = oracle_distribution(rating, favor, push)
    for outcome in Outcome:
        assert engine[outcome] == oracle[outcome], (attribute, rating, favor, push, outcome)
    assert sum(engine.values()) == 1


def test_the_books_anchor_rating_two_no_favor():
    """Rating 2, no favor, no push: success 12/57, of which great success 3/57."""
    engine = engine_distribution("cups", 2, 0, push=False)
    assert engine[Outcome.SUCCESS] + engine[Outcome.GREAT_SUCCESS] == Fraction(12, 57)
    assert engine[Outcome.GREAT_SUCCESS] == Fraction(3, 57)


def test_favor_makes_tests_easier_and_disfavor_harder():
    def succeeds(rating, favor):
        d = engine_distribution("swords", rating, favor, push=True)
        return d[Outcome.SUCCESS] + d[Outcome.GREAT_SUCCESS]

    for rating in (1, 2, 3, 4):
        assert succeeds(rating, -3) < succeeds(rating, 0) < succeeds(rating, 3)
