"""Taking Wounds as the player orders (p. 124; ``worm.rules.wound_order``) and armor that
takes a Notch at any step of the track (p. 124)."""

from __future__ import annotations

import pytest

from tests.unit.rules.test_sheet_rules import hero
from worm.errors import IllegalCommand
from worm.model.inventory import Carried
from worm.rules import conditions, wound_order


def test_armor_stays_open_once_injured_and_at_deaths_door() -> None:
    """p. 124: worn armor may take a Notch in place of any Wound; the track alone would force
    Death's Door once Injured (and death at the Door, ambiguity 17)."""
    injured = conditions.wound(hero(), "Injured")
    assert conditions.wound_options(injured, (9,)) == ("armor", "Death's Door")
    assert conditions.wound_options(injured) == ("Death's Door",)
    door = conditions.wound(injured, "Death's Door")
    assert conditions.wound_options(door, (9,)) == ("armor", "death")
    assert conditions.wounds_to_deaths_door(injured.conditions, 2, 3) == 2


def test_the_first_open_step_of_the_order_is_taken() -> None:
    a = conditions.wound(hero(), "Staggered")
    order = ("Staggered", "talent:reaver", "Injured")
    assert wound_order.pick(a, (), order) == ("talent", "reaver", ())
    a = conditions.wound(a, "talent", "reaver")
    assert wound_order.pick(a, (), order) == ("Injured", None, ())
    a = conditions.wound(a, "Injured")
    assert wound_order.pick(a, (), order) is None  # the GM's default takes it from here


def test_a_named_piece_of_armor_is_notched_first() -> None:
    worn = {
        4: Carried(uid=4, item="armor_light"),
        7: Carried(uid=7, item="shield_light"),
    }
    picked = wound_order.pick(hero(), (4, 7), ("armor:shield_light",), worn)
    assert picked == ("armor", None, (7, 4))
    assert wound_order.pick(hero(), (4,), ("armor:shield_light",), {4: worn[4]}) is None


@pytest.mark.parametrize(
    ("order", "words"),
    [
        (("Stressed",), "not a way to take a Wound"),
        (("talent:sneak",), "no talent 'sneak'"),
        (("Injured", "Injured"), "comes twice"),
        (("armor:teapot",), "no armor 'teapot'"),
    ],
    ids=["stressed", "unknown talent", "twice", "unknown armor"],
)
def test_orders_the_book_does_not_allow_are_refused(order: tuple[str, ...], words: str) -> None:
    with pytest.raises(IllegalCommand, match=words):
        wound_order.check(hero(), order, {"armor_light": object()})  # type: ignore[dict-item]


def test_ask_offers_every_open_way_and_armor_once_injured() -> None:
    """p. 124: the player chooses as the Wound lands — each worn piece, each talent not yet
    Wounded, each open mark; Injured, the armor is still offered beside Death's Door."""
    worn = {4: Carried(uid=4, item="armor_light"), 7: Carried(uid=7, item="shield_light")}
    a = hero()
    talents = tuple(f"talent:{t.id}" for t in a.talents)
    asked = wound_order.asks(a, (4, 7), ("ask",), worn)
    assert asked == (
        "armor:armor_light",
        "armor:shield_light",
        *talents,
        "Staggered",
        "Injured",
        "Death's Door",
    )
    injured = conditions.wound(a, "Injured")
    assert wound_order.asks(injured, (4,), ("ask",), worn) == ("armor:armor_light", "Death's Door")


def test_ask_waits_for_earlier_steps_and_one_way_is_not_asked() -> None:
    """An order's steps before ``ask`` are taken first; with one way left there is no choice."""
    worn = {4: Carried(uid=4, item="armor_light")}
    a = hero()
    assert wound_order.asks(a, (4,), ("armor", "ask"), worn) == ()
    assert wound_order.asks(a, (), ("armor", "ask"), worn) != ()  # no armor on: asked
    assert wound_order.asks(a, (4,), ("Injured",), worn) == ()
    injured = conditions.wound(a, "Injured")
    assert wound_order.asks(injured, (), ("ask",), worn) == ()  # Death's Door alone
