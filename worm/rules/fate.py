"""Tests of fate: drawing, favor, pushing fate, bound by fate, group tests (pp. 8–11).

A test draws one minor card and adds the tested attribute and the net favor. 14 or more succeeds;
it is a great success only when the first card's suit is the tested attribute. A failed test may
be pushed once: one more card, never a great success, and 13 or less is a great failure. The
Fool counts 0 when drawn first (the test fails, and may still be pushed) and is a great failure
when drawn to push. Everything here is pure: cards in, results out.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.fate import Binding, FateTest, Modifiers, Outcome, modifier
from worm.tarot import Card, Suit

__all__ = [  # the state types live in worm.model.fate; the rules read them from here too
    "HITS",
    "RATINGS",
    "Binding",
    "FateTest",
    "GroupOutcome",
    "Modifiers",
    "Outcome",
    "bind",
    "group_outcome",
    "group_testers",
    "hits",
    "modifier",
    "push",
    "refuse_if_bound",
    "release",
    "resolve",
]

RATINGS = range(1, 5)  # p. 23: attributes are rated 1–4


def resolve(attribute: Suit, rating: int, favor: int, card: Card, who: str = "") -> FateTest:
    """Resolve a test of fate from its first card (p. 8); the Fool counts 0 (p. 9)."""
    if rating not in RATINGS:
        raise IllegalCommand(f"an attribute is rated 1–4 (p. 23), got rating={rating!r}")
    if favor not in (-constants.BOOK.favor, 0, constants.BOOK.favor):
        raise IllegalCommand(
            f"net favor is −{constants.BOOK.favor}, 0 or +{constants.BOOK.favor} (p. 10), "
            f"got favor={favor!r}"
        )
    if card.deck != "minor":
        raise IllegalCommand(f"tests of fate draw from the minor deck (p. 8), got {card.name!r}")
    total = card.value + rating + favor
    if card.is_fool or total < constants.BOOK.success_at:  # p. 8
        outcome = Outcome.FAILURE
    elif card.suit == attribute:
        outcome = Outcome.GREAT_SUCCESS
    else:
        outcome = Outcome.SUCCESS
    return FateTest(who, attribute, rating, favor, (card,), total, False, outcome)


def push(test: FateTest, card: Card) -> FateTest:
    """Push fate after a failed test (p. 9): add one card; never a great success.

    The Fool drawn when pushing is a great failure whatever the total (p. 9).
    """
    if not test.can_push:
        raise IllegalCommand(
            f"cannot push a {test.outcome.value} test of {test.attribute}"
            f"{' that was already pushed' if test.pushed else ''}: "
            "only a failure may be pushed, and only once (p. 9)"
        )
    total = test.total + card.value
    failed = card.is_fool or total < constants.BOOK.success_at
    outcome = Outcome.GREAT_FAILURE if failed else Outcome.SUCCESS
    return FateTest(
        test.who, test.attribute, test.rating, test.favor, (*test.cards, card), total, True, outcome
    )


# --- Bound by fate (p. 11) -------------------------------------------------------------------


def bind(
    bindings: tuple[Binding, ...], obstacle: str, method: str, outcome: Outcome
) -> tuple[Binding, ...]:
    """Record a result so the same test is not drawn again (p. 11)."""
    return (*bindings, Binding(obstacle, method, outcome))


def refuse_if_bound(bindings: Sequence[Binding], obstacle: str, method: str) -> None:
    """Refuse a retry of the same approach to the same obstacle (p. 11): the result stands.

    Policy (p. 11): a retry is allowed when the method differs, or after :func:`release`
    (a new tool, spell or twist changed the circumstances).
    """
    for binding in bindings:
        if binding.obstacle == obstacle and binding.method == method:
            raise IllegalCommand(
                f"bound by fate (p. 11): the guild already tried {method!r} on {obstacle!r} and "
                f"it ended in {binding.outcome.value.replace('_', ' ')}; try another way, bring "
                "a new tool, or change the situation first"
            )


def release(bindings: tuple[Binding, ...], obstacle: str) -> tuple[Binding, ...]:
    """Circumstances changed for ``obstacle``: every approach to it may be tried again (p. 11)."""
    return tuple(binding for binding in bindings if binding.obstacle != obstacle)


# --- Group tests (p. 11) ---------------------------------------------------------------------


class GroupOutcome(StrEnum):
    """A group test's result for the whole guild (p. 11)."""

    SUCCESS = "success"
    TIGHT_SPOT = "tight_spot"
    FAILURE = "failure"
    DISASTER = "disaster"


HITS = {
    Outcome.GREAT_SUCCESS: 2,
    Outcome.SUCCESS: 1,
    Outcome.FAILURE: 0,
    Outcome.GREAT_FAILURE: -1,
}  # p. 11


def hits(outcome: Outcome) -> int:
    """Hits one tester scores in a group test (p. 11)."""
    return HITS[outcome]


def group_outcome(total_hits: int, testers: int = 2) -> GroupOutcome:
    """The group's result from its testers' hits (p. 11).

    Ambiguous (rules digest §6): the book lists only 2 hits; 3 or 4 also count as success.
    Policy (p. 11): the book's two testers need 2 hits, one each; when one adventurer is the
    whole group (the only one standing) they test once, and their 1 hit is enough.
    """
    if total_hits >= hits_needed(testers):
        return GroupOutcome.SUCCESS
    if total_hits >= 1:
        return GroupOutcome.TIGHT_SPOT
    if total_hits == 0:
        return GroupOutcome.FAILURE
    return GroupOutcome.DISASTER


def hits_needed(testers: int) -> int:
    """Hits a group test needs for success (p. 11): one for each tester, 2 for the usual two."""
    return max(1, min(testers, 2))


def group_testers(ratings: Sequence[tuple[str, int]]) -> tuple[str, str]:
    """The most and least qualified testers in a group test (p. 11), from (who, rating) pairs.

    Policy (p. 11): the book says ties are talked out; we take the earliest in roster order for
    the most qualified and the latest for the least, so two adventurers always test when the
    guild has two. A guild of one tests twice.
    """
    if not ratings:
        raise IllegalCommand("a group test needs at least one adventurer (p. 11)")
    best = max(rating for _, rating in ratings)
    worst = min(rating for _, rating in ratings)
    most = next(who for who, rating in ratings if rating == best)
    least = next(who for who, rating in reversed(ratings) if rating == worst)
    return most, least
