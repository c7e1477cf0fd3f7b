"""The text game tells a parley's end once (p. 100): the GM's ruling gives the reason, and the
phase change that follows from it is not said again in the same words."""

from __future__ import annotations

from worm.engine import events as ev
from worm.text import narrate

WHY = "Sirens let the guild go its way"


def test_a_phase_change_a_ruling_just_gave_is_not_told_again() -> None:
    lines = narrate.events(
        [ev.Gm(seq=1, rule="p. 100", why=WHY), ev.Phase(seq=2, phase="crawl", cause=WHY)]
    )
    assert lines == [f"  [GM, p. 100] {WHY}"]


def test_a_phase_change_with_its_own_reason_is_told() -> None:
    lines = narrate.events(
        [
            ev.Gm(seq=1, rule="p. 100", why=WHY),
            ev.Phase(seq=2, phase="camp", cause="the guild makes camp"),
        ]
    )
    assert lines == [f"  [GM, p. 100] {WHY}", "The guild makes camp."]


def test_the_end_of_the_game_is_still_said_after_its_ruling() -> None:
    why = "the dark keeps everyone"
    lines = narrate.events(
        [ev.Gm(seq=1, rule="p. 95", why=why), ev.Phase(seq=2, phase="over", cause=why)]
    )
    assert lines == [f"  [GM, p. 95] {why}", "The game is over."]
