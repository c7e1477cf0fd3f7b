"""A failed test waiting to be pushed says how its total was made, favor and disfavor with
their reasons, and what it needed (p. 8; play-test of session 16: a poultice test in the dark
told its disfavor only after the push)."""

from __future__ import annotations

from worm import tarot
from worm.engine import fortune
from worm.model.crawl import Asked, Pending
from worm.model.fate import FateTest, Modifiers, Outcome


def _pending(favor: int, mods: Modifiers) -> Pending:
    card = tarot.card_named("Knight of Cups")
    test = FateTest("a1", "wands", 1, favor, (card,), 12 + 1 + favor, False, Outcome.FAILURE)
    return Pending(test, Asked("a1", "wands", "tend"), mods)


def test_disfavor_and_its_reason_are_told_before_the_push() -> None:
    dark = Modifiers(disfavor=("darkness: Blind, p. 94",))
    assert fortune._summed(_pending(-3, dark)) == (
        "Knight of Cups 12 + Wands 1 − 3 disfavor for darkness: Blind, p. 94"
    )


def test_favor_is_told_with_its_reasons() -> None:
    motif = Modifiers(favor=("a healer's motif",))
    assert (
        fortune._summed(_pending(3, motif))
        == "Knight of Cups 12 + Wands 1 + 3 favor for a healer's motif"
    )


def test_a_plain_test_is_its_card_and_attribute() -> None:
    assert fortune._summed(_pending(0, Modifiers())) == "Knight of Cups 12 + Wands 1"
