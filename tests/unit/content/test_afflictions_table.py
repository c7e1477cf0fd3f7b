"""afflictions.toml (pp. 97–98): the book's example afflictions and every one the pack names."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content import book
from worm.content.afflictions import Affliction, outcomes_in
from worm.content.integrity import afflictions as affliction_rules
from worm.content.loader import ASSETS
from worm.content.tables import FILE, Tables
from worm.model.adventurer import Adventurer
from worm.model.adventurer import Affliction as AfflictionState

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
AFFLICTIONS = PACK.afflictions


def _block(affliction_id: str) -> str:
    return entry_block(ASSETS, "afflictions.toml", "affliction", affliction_id)


# --- the shipped pack ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("affliction_id", "charges"),
    [
        ("giant_rat_venom", (1, 1, 2)),
        ("black_honey", (5, 1)),
        ("ghost_lotus", (None, 2, 1)),
        ("great_contagion", (2, 2, 0)),
    ],
)
def test_the_books_examples_and_their_cures(affliction_id, charges):
    """p. 98: stage counts and the charges each stage takes to cure."""
    entry = AFFLICTIONS[affliction_id]
    assert entry.page == 98
    assert entry.charges_per_stage() == charges
    assert (entry.charges_per_stage(), entry.xp_per_stage()) == book.AFFLICTIONS[affliction_id]
    assert not entry.policy


def test_ghost_lotus_stage_1_costs_1_xp():
    """p. 98: recovering from the lotus's first stage takes 1 XP and no charges."""
    assert AFFLICTIONS["ghost_lotus"].xp_per_stage() == (1, None, None)


def test_the_great_contagion_kills_at_stage_3():
    stages = AFFLICTIONS["great_contagion"].stages
    assert [stage.deadly() for stage in stages] == [False, False, True]
    first, second = stages[0].on_enter[0], stages[1].on_enter[0]
    assert (first.effect, first.count, first.piercing) == ("wound", 1, True)
    assert (second.effect, second.critical) == ("wound", True)


def test_giant_rat_venom_exhausts_then_wounds_on_every_test():
    stages = AFFLICTIONS["giant_rat_venom"].stages
    assert stages[1].effects == ("exhaust",)
    (wound,) = stages[2].on_test
    assert (wound.effect, wound.count, wound.piercing) == ("wound", 1, True)


def test_black_honey_stage_2_sets_cups_to_1():
    assert AFFLICTIONS["black_honey"].stages[1].tags == ("cups_one", "fine_motor_disfavor")


def test_mummy_rot_is_our_own_three_stage_affliction():
    rot = AFFLICTIONS["mummy_rot"]
    assert rot.policy
    assert len(rot.stages) == 3
    assert all(stage.charges for stage in rot.stages)


def test_the_face_rats_disease_matches_its_bestiary_entry():
    entry = AFFLICTIONS["face_rat_disease"]
    theirs = PACK.bestiary["face_rat"].affliction
    assert entry.creature == "face_rat"
    assert entry.name == theirs.name
    assert entry.charges_per_stage() == tuple(stage.charges for stage in theirs.stages)


def test_every_affliction_outcome_in_the_pack_names_one():
    named = set()
    for name in FILE:
        table = getattr(PACK, name)
        for entry in table.values() if hasattr(table, "values") else (table,):
            for _, outcome in outcomes_in(entry):
                if outcome.effect == "affliction":
                    named.add(outcome.id)
    assert "mummy_rot" in named
    assert named <= set(AFFLICTIONS)


def test_outcomes_in_gives_the_field_path():
    feature = PACK.features["snake_headed_sarcophagus"]
    paths = [where for where, o in outcomes_in(feature) if o.effect == "affliction"]
    assert paths == ["interactions[2].on_failure[0]"]


def test_an_adventurer_starts_with_no_afflictions():
    assert "afflictions" in Adventurer.model_fields
    assert Adventurer.model_fields["afflictions"].default == ()
    assert AfflictionState(id="black_honey") == AfflictionState(
        id="black_honey", stage=1, cured=0, charges=0
    )


def test_a_stage_gives_exactly_one_price():
    stage = {"text": "x"}
    with pytest.raises(ValueError, match="exactly one price"):
        Affliction.model_validate(
            {"id": "a", "name": "A", "page": 1, "summary": "s", "stages": [stage]}
        )


# --- broken copies ---------------------------------------------------------------------------


def test_an_unknown_affliction_outcome_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", _block("mummy_rot"), "")
    expected = (
        "features.toml › snake_headed_sarcophagus › interactions[2].on_failure[0].id: "
        "'mummy_rot' is not an id in afflictions.toml"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_missing_book_affliction_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", _block("black_honey"), "")
    assert content.check(folder) == ["afflictions.toml › black_honey › id: is missing (p. 98)"]


def test_a_wrong_cure_price_is_named(damaged: Damage) -> None:
    block = _block("black_honey")
    folder = damaged("afflictions.toml", block, block.replace("charges = 5", "charges = 4"))
    (problem,) = content.check(folder)
    assert problem == (
        "afflictions.toml › black_honey › stages: cures (charges, xp) ((4, 1), (None, None)), "
        "but the book's are ((5, 1), (None, None)) (p. 98)"
    )


def test_a_wrong_page_is_named(damaged: Damage) -> None:
    folder = damaged(
        "afflictions.toml", 'name = "Ghost lotus"\npage = 98', 'name = "Ghost lotus"\npage = 97'
    )
    assert content.check(folder) == ["afflictions.toml › ghost_lotus › page: 97, but it is p. 98"]


def test_a_stage_with_two_prices_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", "xp = 1\n", "xp = 1\ncharges = 1\n")
    (problem,) = content.check(folder)
    assert problem.startswith("afflictions.toml › ghost_lotus › stages[0].charges: ")
    assert "exactly one price" in problem


def test_death_before_the_last_stage_is_named(damaged: Damage) -> None:
    block = _block("great_contagion")
    swapped = block.replace(
        '{ effect = "wound", count = 1, critical = true, text = "The fever wrings you out." }',
        '{ effect = "death" }',
    )
    folder = damaged("afflictions.toml", block, swapped)
    (problem,) = content.check(folder)
    assert problem.startswith("afflictions.toml › great_contagion › stages[1].on_enter: ")
    assert "stage 2 kills" in problem


def test_an_unknown_stage_effect_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", 'effects = ["silence"]', 'effects = ["sneeze"]')
    problems = content.check(folder)
    assert (
        "afflictions.toml › face_rat_disease › stages[1].effects: "
        "'sneeze' is not an id in effects.toml"
    ) in problems


def test_unknown_ids_in_stage_outcomes_are_named(damaged: Damage) -> None:
    old = '{ effect = "death", text = "The red welts close over; the contagion takes you." }'
    new = (
        '{ effect = "effect", id = "sneeze", until = "camp" }, '
        '{ effect = "lose_item", item = "teeth", count = 1 }'
    )
    folder = damaged("afflictions.toml", old, new)
    assert content.check(folder) == [
        "afflictions.toml › great_contagion › stages[2].on_enter[0].id: "
        "'sneeze' is not an id in effects.toml",
        "afflictions.toml › great_contagion › stages[2].on_enter[1].item: "
        "'teeth' is not an id in items.toml",
    ]


def test_a_bestiary_affliction_without_an_entry_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", _block("face_rat_disease"), "")
    assert content.check(folder) == [
        "bestiary.toml › face_rat › affliction: 'Face Rat Disease' has no entry with "
        "creature = 'face_rat' in afflictions.toml"
    ]


def test_a_disagreeing_creature_affliction_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", 'effects = ["blind"]', "")
    (problem,) = content.check(folder)
    assert problem.startswith("afflictions.toml › face_rat_disease › stages: ")
    assert "disagree with bestiary.toml's" in problem


def test_an_unknown_creature_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", 'creature = "face_rat"', 'creature = "face_cat"')
    problems = content.check(folder)
    assert (
        "afflictions.toml › face_rat_disease › creature: 'face_cat' is not an id in bestiary.toml"
        in problems
    )


def test_a_creature_without_an_affliction_is_named(damaged: Damage) -> None:
    folder = damaged("afflictions.toml", 'creature = "face_rat"', 'creature = "fungoid"')
    problems = content.check(folder)
    assert (
        "afflictions.toml › face_rat_disease › creature: "
        "'fungoid' has no [creature.affliction] in bestiary.toml" in problems
    )


def test_an_unreadable_file_is_named_once(damaged: Damage) -> None:
    folder = damaged(
        "afflictions.toml", '[[affliction]]\nid = "giant_rat_venom"', "[[affliction]\nid = 1"
    )
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("afflictions.toml › line ")


def test_a_broken_book_entry_is_not_also_missing(damaged: Damage) -> None:
    folder = damaged(
        "afflictions.toml", 'name = "Black honey"\npage = 98', 'name = "Black honey"\npage = 0'
    )
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("afflictions.toml › black_honey › page: ")


def _tables(**tables: object) -> Tables:
    return Tables.partial(**tables)


def test_rules_stay_quiet_about_what_a_broken_file_might_hold():
    face = AFFLICTIONS["face_rat_disease"]
    tables = _tables(afflictions={face.id: face}, unreadable=frozenset({"bestiary"}))
    assert list(affliction_rules.creature_afflictions(tables)) == []


def test_known_ids_in_stage_outcomes_pass():
    entry = Affliction.model_validate(
        {
            "id": "weak_lungs",
            "name": "Weak lungs",
            "page": 98,
            "summary": "A test entry.",
            "stages": [
                {
                    "text": "Wheezing.",
                    "charges": 1,
                    "on_enter": [{"effect": "effect", "id": "exhaust", "until": "camp"}],
                }
            ],
        }
    )
    tables = _tables(afflictions={entry.id: entry}, effects=PACK.effects, items=PACK.items)
    assert list(affliction_rules.stage_references(tables)) == []
