"""Falling (p. 96): Piercing Wounds per full 10', the Pentacles test, fragile gear."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from worm import content
from worm.model.inventory import SIZES, Carried, Inventory
from worm.rules import falling
from worm.rules.fate import Outcome

ITEMS = content.default().items
OUTCOMES = [None, *Outcome]


def test_the_books_25_foot_fall():
    """p. 96: 25' is 2 Wounds; 1 after a success; none after a great success."""
    assert falling.damage(25, None) == falling.Fall(wounds=2)
    assert falling.damage(25, Outcome.FAILURE).wounds == 2
    assert falling.damage(25, Outcome.SUCCESS).wounds == 1
    assert falling.damage(25, Outcome.GREAT_SUCCESS).wounds == 0


@pytest.mark.parametrize(("feet", "wounds"), [(0, 0), (9, 0), (10, 1), (19, 1), (20, 2), (99, 9)])
def test_one_wound_per_full_ten_feet(feet, wounds):
    assert falling.damage(feet, None).wounds == wounds


def test_fall_damage_is_piercing():
    """p. 96: armor cannot take these Wounds."""
    assert all(falling.damage(40, outcome).piercing for outcome in OUTCOMES)


def test_a_great_failure_hurts_as_normal_and_breaks_fragile_things():
    fall = falling.damage(25, Outcome.GREAT_FAILURE)
    assert fall == falling.Fall(wounds=2, piercing=True, fragile_destroyed=True)


@pytest.mark.parametrize("outcome", [None, Outcome.FAILURE, Outcome.SUCCESS, Outcome.GREAT_SUCCESS])
def test_only_a_great_failure_breaks_fragile_things(outcome):
    assert not falling.damage(25, outcome).fragile_destroyed


def test_a_short_fall_and_a_good_test_never_heal():
    assert falling.damage(5, Outcome.GREAT_SUCCESS).wounds == 0


def test_outcomes_may_be_their_string_values():
    assert falling.damage(25, "great_failure").fragile_destroyed  # type: ignore[arg-type]
    assert falling.damage(25, "success").wounds == 1  # type: ignore[arg-type]


def test_a_negative_fall_is_refused():
    with pytest.raises(ValueError, match="-5"):
        falling.damage(-5, None)


@given(st.integers(0, 10_000), st.sampled_from(OUTCOMES))
@example(25, Outcome.SUCCESS)
def test_wounds_are_never_negative_and_never_more_than_the_full_fall(feet, outcome):
    fall = falling.damage(feet, outcome)
    assert 0 <= fall.wounds <= feet // 10
    assert fall.wounds >= falling.damage(feet, Outcome.GREAT_SUCCESS).wounds


@given(st.integers(0, 1000), st.integers(0, 1000), st.sampled_from(OUTCOMES))
def test_a_longer_fall_never_hurts_less(a, b, outcome):
    low, high = sorted((a, b))
    assert falling.damage(low, outcome).wounds <= falling.damage(high, outcome).wounds


def _slots(things, size):
    return tuple(things) + (None,) * (size - len(things))


def test_fragile_things_on_the_belt_and_in_the_pack():
    """p. 96: hermetic bottles and other fragile gear on the belt or in the pack."""
    bottle = Carried(uid=3, item="hermetic_bottle")
    kit = Carried(uid=5, item="alchemy_kit")  # fragile, two slots: listed once
    bag = Inventory(
        hands=_slots([Carried(uid=1, item="lantern")], SIZES["hands"]),  # held: spared
        belt=_slots(
            [Carried(uid=2, item="torch"), bottle, Carried(uid=4, item="lantern")], SIZES["belt"]
        ),
        pack=_slots(
            [kit, kit, Carried(uid=6, item="rope"), Carried(uid=7, item="x")], SIZES["pack"]
        ),
        worn=(Carried(uid=8, item="mirror"),),
    )
    assert falling.fragile(bag, ITEMS) == (3, 4, 5)


def test_the_pack_marks_glassware_fragile():
    assert ITEMS["hermetic_bottle"].durability == "fragile"
    assert ITEMS["lantern"].durability == "fragile"
    assert falling.fragile(Inventory(), ITEMS) == ()
