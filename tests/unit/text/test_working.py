"""Every number in a test's or an action's working says what it is (issue 19, play-test point
16): no bare "-3", the favor of Resolve shown, the talent a Wound falls on named, and a pass
that explains why no minor actions follow."""

from __future__ import annotations

from worm import tarot
from worm.engine import events as ev
from worm.text import narrate


def test_disfavor_in_a_test_is_labelled_not_a_bare_number() -> None:
    e = ev.Fate(
        seq=1,
        who="Gregor",
        attribute="cups",
        rating=4,
        cards=(tarot.card_named("Nine of Cups"),),
        favor=-3,
        total=10,
        pushed=False,
        outcome="failure",
        disfavor_reasons=("Injured (p. 125)",),
    )
    said = narrate.event(e) or ""
    assert "9 + Cups 4 − 3 disfavor (Injured, p. 125) = 10" in said
    assert " -3 " not in said


def test_favor_in_a_test_is_labelled() -> None:
    e = ev.Fate(
        seq=1,
        who="Gregor",
        attribute="wands",
        rating=2,
        cards=(tarot.card_named("Five of Wands"),),
        favor=3,
        total=10,
        pushed=False,
        outcome="success",
    )
    assert "5 + Wands 2 + 3 favor = 10" in (narrate.event(e) or "")


def test_an_actions_attribute_and_the_favor_of_resolve_are_named() -> None:
    e = ev.Action(
        seq=1,
        who="Bidziil",
        action="Attack",
        card=tarot.card_named("Six of Swords"),
        value=12,
        target="Skeleton Jellies",
        vs=8,
        result="hit",
        favor=3,
        reasons=("1 Resolve spent (p. 113)",),
    )
    said = narrate.event(e) or ""
    assert "Six of Swords (6) + Swords 3 + 3 favor = 12" in said
    assert "Resolve spent" in said


def test_a_wound_on_a_talent_names_the_talent() -> None:
    e = ev.Wound(seq=1, who="Evie", taken_as="talent", talent="Dwimmercraft")
    assert narrate.event(e) == "Evie takes a Wound on the talent Dwimmercraft."


def test_an_aids_card_in_the_sum_is_said() -> None:
    e = ev.Action(
        seq=1,
        who="Tanselle",
        action="Attack",
        card=tarot.card_named("King of Cups"),
        value=30,
        target="Scorpion Men",
        vs=14,
        result="hit (aided by Olgar)",
    )
    assert "King of Cups (14) + Swords and aid 16 = 30" in (narrate.event(e) or "")
