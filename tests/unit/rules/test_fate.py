"""Tests of fate, one rule at a time, with the book's numbers (pp. 8–11)."""

from __future__ import annotations

import pytest

from worm import tarot
from worm.errors import IllegalCommand
from worm.rules import fate
from worm.rules.fate import GroupOutcome, Outcome

card = tarot.card_named


def test_fourteen_succeeds_and_thirteen_fails():
    assert fate.resolve("swords", 2, 0, card("knight of cups")).outcome is Outcome.SUCCESS
    assert fate.resolve("swords", 1, 0, card("knight of cups")).outcome is Outcome.FAILURE


def test_great_success_needs_the_first_cards_suit_to_match():
    assert fate.resolve("cups", 2, 0, card("knight of cups")).outcome is Outcome.GREAT_SUCCESS
    assert fate.resolve("wands", 2, 0, card("knight of cups")).outcome is Outcome.SUCCESS


def test_a_pushed_success_is_never_great():
    test = fate.resolve("cups", 2, 0, card("ten of cups"))
    assert test.outcome is Outcome.FAILURE and test.can_push
    pushed = fate.push(test, card("king of cups"))
    assert pushed.outcome is Outcome.SUCCESS and pushed.total == 26 and pushed.pushed


def test_a_push_that_stays_at_thirteen_is_a_great_failure():
    test = fate.resolve("cups", 2, 0, card("five of swords"))
    assert fate.push(test, card("six of wands")).outcome is Outcome.GREAT_FAILURE


def test_the_fool_first_is_zero_and_may_be_pushed():
    test = fate.resolve("wands", 4, 3, tarot.FOOL)
    assert test.total == 7 and test.outcome is Outcome.FAILURE and test.can_push
    assert fate.push(test, card("seven of swords")).outcome is Outcome.SUCCESS


def test_the_fool_drawn_to_push_is_a_great_failure_whatever_the_total():
    test = fate.resolve("wands", 4, 3, card("six of cups"))  # 13, a failure
    assert fate.push(test, tarot.FOOL).outcome is Outcome.GREAT_FAILURE


@pytest.mark.parametrize("outcome", [Outcome.SUCCESS, Outcome.GREAT_SUCCESS])
def test_only_failures_may_be_pushed(outcome):
    first = card("king of cups") if outcome is Outcome.GREAT_SUCCESS else card("king of swords")
    test = fate.resolve("cups", 2, 0, first)
    assert test.outcome is outcome
    with pytest.raises(IllegalCommand, match="only a failure may be pushed"):
        fate.push(test, card("ace of cups"))


def test_a_test_is_pushed_once_at_most():
    test = fate.push(fate.resolve("cups", 1, 0, card("ace of cups")), card("two of cups"))
    with pytest.raises(IllegalCommand, match="already pushed"):
        fate.push(test, card("king of cups"))


@pytest.mark.parametrize(
    ("favor", "disfavor", "net"),
    [(False, False, 0), (True, False, 3), (False, True, -3), (True, True, 0)],
)
def test_favor_and_disfavor_are_three_and_cancel(favor, disfavor, net):
    assert fate.modifier(favor, disfavor) == net


def test_many_reasons_still_make_one_favor():
    mods = fate.Modifiers().with_favor("motif").with_favor("Resolve").with_favor("aid")
    assert mods.value == 3
    assert mods.with_disfavor("dark").value == 0


@pytest.mark.parametrize("rating", [0, 5, -1])
def test_ratings_outside_one_to_four_are_refused(rating):
    with pytest.raises(IllegalCommand, match="rated 1–4"):
        fate.resolve("cups", rating, 0, card("ace of cups"))


def test_favor_must_be_net():
    with pytest.raises(IllegalCommand, match="−3, 0 or \\+3"):
        fate.resolve("cups", 2, 6, card("ace of cups"))


def test_major_cards_are_not_for_tests_of_fate():
    with pytest.raises(IllegalCommand, match="minor deck"):
        fate.resolve("cups", 2, 0, card("the tower"))


def test_bound_by_fate_refuses_the_same_approach_until_released():
    bindings = fate.bind((), "iron door", "force", Outcome.FAILURE)
    with pytest.raises(IllegalCommand, match="bound by fate"):
        fate.refuse_if_bound(bindings, "iron door", "force")
    fate.refuse_if_bound(bindings, "iron door", "pick the lock")  # another way is fine
    fate.refuse_if_bound(fate.release(bindings, "iron door"), "iron door", "force")


@pytest.mark.parametrize(
    ("outcomes", "group"),
    [
        ((Outcome.GREAT_SUCCESS, Outcome.FAILURE), GroupOutcome.SUCCESS),
        ((Outcome.SUCCESS, Outcome.SUCCESS), GroupOutcome.SUCCESS),
        ((Outcome.GREAT_SUCCESS, Outcome.GREAT_SUCCESS), GroupOutcome.SUCCESS),
        ((Outcome.SUCCESS, Outcome.FAILURE), GroupOutcome.TIGHT_SPOT),
        ((Outcome.GREAT_SUCCESS, Outcome.GREAT_FAILURE), GroupOutcome.TIGHT_SPOT),
        ((Outcome.FAILURE, Outcome.FAILURE), GroupOutcome.FAILURE),
        ((Outcome.SUCCESS, Outcome.GREAT_FAILURE), GroupOutcome.FAILURE),
        ((Outcome.FAILURE, Outcome.GREAT_FAILURE), GroupOutcome.DISASTER),
    ],
)
def test_group_tests_count_hits(outcomes, group):
    """p. 11: each tester scores 2, 1, 0 or −1 hits, from best outcome to worst."""
    assert fate.group_outcome(sum(fate.hits(o) for o in outcomes)) is group


def test_group_testers_are_the_most_and_least_qualified():
    assert fate.group_testers([("a", 2), ("b", 4), ("c", 1), ("d", 1)]) == ("b", "d")
    assert fate.group_testers([("a", 3), ("b", 3)]) == ("a", "b")
    assert fate.group_testers([("solo", 3)]) == ("solo", "solo")
