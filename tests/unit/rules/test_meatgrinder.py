"""Reading Meatgrinder draws with the book's numbers (core pp. 5, 90–91)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worm.rules import meatgrinder as mg

NOTHING = frozenset()


@pytest.mark.parametrize(
    ("card", "band"),
    [
        (1, "torches_gutter"),
        (5, "torches_gutter"),
        (6, "curiosity"),
        (10, "curiosity"),
        (11, "travel_event"),
        (15, "travel_event"),
        (16, "random_encounter"),
        (20, "random_encounter"),
        (21, "quest_rumor"),
    ],
)
def test_the_five_bands(card: int, band: str) -> None:
    assert mg.band(card) == band


def test_there_is_no_card_zero_or_twenty_two() -> None:
    for card in (0, 22):
        with pytest.raises(ValueError):
            mg.band(card)


def test_a_watch_counts_every_card_and_marks_all_but_the_guttering() -> None:
    for card in range(1, 22):
        reading = mg.read(card, "watch", NOTHING)
        assert reading.counts and not reading.respite
        assert reading.marks == (card >= 6)


def test_loud_noise_only_brings_the_encounters_xvi_to_xx() -> None:
    counting = [card for card in range(1, 22) if mg.read(card, "loud_noise", NOTHING).counts]
    assert counting == [16, 17, 18, 19, 20]


@pytest.mark.parametrize("trigger", ["moving_carefully", "time"])
def test_care_and_slow_work_only_let_the_torches_gutter(trigger) -> None:
    counting = [card for card in range(1, 22) if mg.read(card, trigger, NOTHING).counts]
    assert counting == [1, 2, 3, 4, 5]
    assert not any(mg.read(card, trigger, NOTHING).marks for card in range(1, 22))


def test_a_marked_event_drawn_again_is_a_watch_of_respite() -> None:
    first = mg.read(17, "watch", NOTHING)
    marked = mg.mark_off(NOTHING, first)
    again = mg.read(17, "watch", marked)
    assert marked == {17}
    assert again.respite and not again.marks
    assert mg.mark_off(marked, again) == marked


def test_torches_gutter_again_and_again() -> None:
    marked = NOTHING
    for _ in range(3):
        reading = mg.read(3, "watch", marked)
        assert reading.counts and not reading.respite
        marked = mg.mark_off(marked, reading)
    assert marked == NOTHING


def test_a_noise_draw_that_brings_a_creature_marks_it_off() -> None:
    reading = mg.read(18, "loud_noise", NOTHING)
    assert reading.marks
    assert mg.read(18, "watch", mg.mark_off(NOTHING, reading)).respite


def test_restocking_after_the_city_clears_every_mark() -> None:
    marked = frozenset({6, 12, 19, 21})
    assert mg.read(12, "watch", marked).respite
    assert not mg.read(12, "watch", mg.restock()).respite


draws = st.lists(
    st.tuples(
        st.integers(1, 21),
        st.sampled_from(["watch", "camp", "loud_noise", "moving_carefully", "time"]),
    ),
    max_size=60,
)


@given(draws)
def test_marks_only_grow_never_hold_i_to_v_and_respite_only_on_marked(sequence) -> None:
    marked = NOTHING
    for card, trigger in sequence:
        reading = mg.read(card, trigger, marked)
        if reading.respite:
            assert card in marked
        after = mg.mark_off(marked, reading)
        assert marked <= after and not after & set(range(1, 6))
        assert len(after) - len(marked) == int(reading.marks)
        marked = after
