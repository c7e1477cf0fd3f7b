"""The entry models' own rules, and how problems are worded."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from worm.content.integrity import problems
from worm.content.models import (
    CardKeywords,
    ContentPack,
    Item,
    KithNames,
    Path,
    Talent,
    WeaponType,
)
from worm.content.problems import Problem, dotted, from_validation_error
from worm.content.tables import FILE, Tables

LANTERN: dict[str, Any] = {
    "id": "lantern",
    "name": "Lantern",
    "tier": "luxurious",
    "page": 167,
    "slots": 1,
    "hands": 1,
    "summary": "A light.",
}


def _problems(model: type[Any], data: dict[str, Any]) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    return [str(p) for p in from_validation_error(caught.value, "x.toml", "e")]


@pytest.mark.parametrize(
    ("durability", "notches"), [("fragile", 1), ("durable", 2), ("tempered", 3)]
)
def test_notches_derive_from_durability(durability: str, notches: int) -> None:
    """p. 12."""
    assert Item.model_validate({**LANTERN, "durability": durability}).notches == notches


def test_an_item_that_is_never_notched_has_no_notches() -> None:
    assert Item.model_validate(LANTERN).notches is None


def test_an_explicit_notch_limit_stands_alone() -> None:
    assert Item.model_validate({**LANTERN, "notches": 1}).notches == 1


def test_oversized_items_must_be_belt_only_and_two_slots() -> None:
    assert _problems(Item, {**LANTERN, "oversized": True, "hands": 2, "slots": 2}) == [
        "x.toml › e › oversized: an oversized item takes 2 belt-only slots (p. 37), "
        "not slots=2, belt_only=False"
    ]


def test_two_handed_things_take_two_slots() -> None:
    assert _problems(Item, {**LANTERN, "hands": 2}) == [
        "x.toml › e › slots: 1: a two-handed thing takes 2 slots (p. 37)"
    ]


def test_hands_are_zero_one_or_two() -> None:
    assert _problems(Item, {**LANTERN, "hands": 3}) == ["x.toml › e › hands: 3 is not ≤ 2"]


def test_a_light_must_say_what_a_drop_does() -> None:
    light = {"flickers": 2, "holder": "bright", "others": "none", "relightable": True}
    assert _problems(Item, {**LANTERN, "light": light}) == [
        "x.toml › e › light.on_drop: is missing: add it"
    ]


def test_a_path_needs_exactly_seven_distinct_talents() -> None:
    base = {"id": "cups", "name": "Path of Cups", "archetype": "scholar", "page": 77}
    six = [f"t{n}" for n in range(6)]
    assert _problems(Path, {**base, "talents": six}) == [
        "x.toml › e › talents: has 6 entries, needs at least 7"
    ]
    assert _problems(Path, {**base, "talents": [*six, "t0"]}) == [
        "x.toml › e › talents: repeats ['t0']: list each once"
    ]


def test_only_path_talents_name_a_path_and_train() -> None:
    kin = {
        "id": "blur",
        "name": "Blur",
        "source": "kin",
        "page": 64,
        "summary": "Mist.",
        "timing": "reaction",
        "trainable": False,
    }
    assert Talent.model_validate(kin).path is None
    assert _problems(Talent, {**kin, "path": "swords"}) == [
        "x.toml › e › path: source 'kin' with path 'swords': only path talents name a path"
    ]
    assert _problems(Talent, {**kin, "trainable": True}) == [
        "x.toml › e › trainable: True for a kin talent: only path talents train (p. 33)"
    ]
    assert _problems(Talent, {**kin, "timing": "whenever"})[0].startswith(
        "x.toml › e › timing: 'whenever' is not one of 'passive', "
    )


def test_missile_weapons_and_only_they_need_ammo() -> None:
    bow = {"id": "bow", "name": "Bow", "page": 170, "slots": 1, "two_handable": False}
    assert _problems(WeaponType, {**bow, "missile": True, "summary": "Aim."}) == [
        "x.toml › e › ammo: None with missile=True: missile weapons, and only they, name ammo"
    ]


def test_fay_names_need_one_translation_each() -> None:
    assert _problems(
        KithNames,
        {"given_any": ["Fala", "Elsu"], "surname_rule": "translation", "surnames": ["Crow"]},
    ) == [
        "x.toml › e › surnames: 1 translations for 2 names: "
        "give one Vulgaris rendering per name in given_any"
    ]


def test_every_major_arcana_value_needs_keywords() -> None:
    suits = [{"id": s, "keywords": "k"} for s in ("swords", "pentacles", "cups", "wands")]
    major = [{"value": v, "keywords": "k"} for v in range(1, 21)]
    assert _problems(CardKeywords, {"major": major, "suits": suits}) == [
        "x.toml › e › major: needs one row per value 1–21; missing [21], repeated []"
    ]


def test_the_rules_find_a_reference_to_a_missing_entry(pack: ContentPack) -> None:
    talents = {key: talent for key, talent in pack.talents.items() if key != "reaver"}
    found = [str(p) for p in problems(Tables.of(pack.model_copy(update={"talents": talents})))]
    assert found == ["paths.toml › swords › talents: 'reaver' is not an id in talents.toml"]


def test_rules_run_on_a_partial_pack_without_reporting_what_they_cannot_see(
    pack: ContentPack,
) -> None:
    """A kin pointing at a broken talent is not reported; one pointing at nothing is."""
    unread = frozenset(FILE) - {"kins", "talents"}
    tables = Tables.partial(
        kins=pack.kins,
        talents={k: v for k, v in pack.talents.items() if k != "blur"},
        broken={"talents": frozenset({"blur"})},
        unreadable=unread,
    )
    assert problems(tables) == []
    tables = Tables.partial(kins=pack.kins, unreadable=unread)
    found = problems(tables)
    assert len(found) == 2 * len(pack.kins)
    assert (
        str(found[0])
        == "kins.toml › human › kin_talent: 'proud_and_ancient' is not an id in talents.toml"
    )


def test_problems_read_file_entry_field() -> None:
    assert str(Problem("items.toml", "lantern", "slots", "-1 is not ≥ 0")) == (
        "items.toml › lantern › slots: -1 is not ≥ 0"
    )
    assert str(Problem("effects.toml", None, "id", "missing")) == "effects.toml › id: missing"
    assert dotted(("kith", 0, "names", "surnames", 3)) == "kith[0].names.surnames[3]"


def test_long_bad_values_are_cut_to_keep_one_line() -> None:
    [message] = _problems(Item, {**LANTERN, "sluts": "x" * 500})
    assert len(message) < 160 and "…" in message
