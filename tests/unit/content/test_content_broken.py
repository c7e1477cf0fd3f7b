"""Damaged copies of the pack: every problem is found and named by file › entry › field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from worm import content
from worm.errors import ContentError, WormError

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)


def _load_error(folder: Path) -> str:
    with pytest.raises(ContentError) as caught:
        content.load(folder)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_missing_field_is_named(damaged: Damage) -> None:
    folder = damaged("talents.toml", 'page = 71\ntiming = "challenge_action"\n', "page = 71\n")
    expected = "talents.toml › reaver › timing: is missing: add it"
    assert content.check(folder) == [expected]
    assert _load_error(folder) == expected


def test_an_unknown_item_in_a_talent_is_named(damaged: Damage) -> None:
    folder = damaged("talents.toml", '"shield_light", "shield_heavy"', '"shield_light", "pavise"')
    expected = "talents.toml › aegis › requires_any_item: 'pavise' is not an id in items.toml"
    assert content.check(folder) == [expected]
    assert _load_error(folder) == expected


def test_negative_slots_are_named(damaged: Damage) -> None:
    folder = damaged(
        "items.toml",
        'page = 167\nslots = 1\nhands = 1\ndurability = "fragile"\ntags = ["light"',
        'page = 167\nslots = -1\nhands = 1\ndurability = "fragile"\ntags = ["light"',
    )
    expected = "items.toml › lantern › slots: -1 is not ≥ 0"
    assert content.check(folder) == [expected]
    assert _load_error(folder) == expected


def test_flickers_in_words_are_named(damaged: Damage) -> None:
    folder = damaged("items.toml", "flickers = 3,", 'flickers = "three",')
    expected = "items.toml › torch › light.flickers: 'three' is not a whole number"
    assert content.check(folder) == [expected]
    assert _load_error(folder) == expected


def test_numbers_written_as_text_are_not_coerced(damaged: Damage) -> None:
    folder = damaged("constants.toml", "success_at = 14 ", 'success_at = "14" ')
    assert content.check(folder) == ["constants.toml › success_at: '14' is not a whole number"]


def test_unparseable_toml_names_file_and_line(damaged: Damage) -> None:
    folder = damaged("kiths.toml", 'id = "fay"\n', 'id = "fay\n')
    lines = (folder / "kiths.toml").read_text(encoding="utf-8").splitlines()
    line = lines.index('id = "fay') + 1
    problems = content.check(folder)
    assert len(problems) == 1
    assert problems[0].startswith(f"kiths.toml › line {line}: ")
    assert _load_error(folder).startswith(f"kiths.toml › line {line}: ")


def test_every_problem_is_listed_not_just_the_first(damaged: Damage) -> None:
    damaged("items.toml", "flickers = 3,", 'flickers = "three",')
    damaged("weapons.toml", 'ammo = "bolts"', 'ammo = "quarrels"')
    damaged("kins.toml", 'kin_talent = "blur"', 'kin_talent = "byname"')
    folder = damaged("effects.toml", 'id = "stun"', 'id = "stunned"')
    problems = content.check(folder)
    assert problems == [
        "items.toml › torch › light.flickers: 'three' is not a whole number",
        "effects.toml › id: needs exactly the book's 19 ids; missing ['stun'], "
        "unexpected ['stunned']",
        "kins.toml › stormblooded › kin_talent: 'byname' has source 'arete', needs 'kin'",
        "talents.toml › blur › source: a kin talent belongs to exactly one kin; 0 name it",
        "weapons.toml › crossbow › ammo: 'quarrels' is not an id in items.toml",
    ]
    assert _load_error(folder) == f"{problems[0]} (and 4 more: run `worm assets check`)"


def test_a_broken_entry_is_not_reported_again_through_its_references(damaged: Damage) -> None:
    """The talent fails on its own; the paths and kins pointing at it stay quiet."""
    folder = damaged("talents.toml", 'id = "reaver"\nname = "Reaver"\n', 'id = "reaver"\n')
    assert content.check(folder) == ["talents.toml › reaver › name: is missing: add it"]


def test_a_missing_file_is_named(tmp_path: Path, damaged: Damage) -> None:
    folder = damaged("bonds.toml", 'id = "ally"', 'id = "ally"')
    (folder / "bonds.toml").unlink()
    problems = content.check(folder)
    assert len(problems) == 1 and problems[0].startswith("bonds.toml: missing from ")


def test_a_repeated_id_is_named(damaged: Damage) -> None:
    folder = damaged("bonds.toml", 'id = "rival"', 'id = "sibling"')
    assert "bonds.toml › sibling › id: 'sibling' is used twice: ids are unique" in content.check(
        folder
    )


def test_a_misspelt_field_is_named(damaged: Damage) -> None:
    folder = damaged("items.toml", 'id = "rope"\nname = "Rope"', 'id = "rope"\nnmae = "Rope"')
    assert content.check(folder) == [
        "items.toml › rope › name: is missing: add it",
        "items.toml › rope › nmae: 'Rope' is set but is not a known field: "
        "remove it or fix its spelling",
    ]


def test_a_path_listing_another_paths_talent_is_named(damaged: Damage) -> None:
    folder = damaged("paths.toml", '"acrobat", ', '"alchemy", ')
    problems = content.check(folder)
    assert "paths.toml › pentacles › talents: 'alchemy' belongs to path 'cups'" in problems
    assert (
        "talents.toml › acrobat › path: path 'pentacles' does not list 'acrobat' among its talents"
    ) in problems


def test_a_kin_missing_from_its_kith_is_named(damaged: Damage) -> None:
    folder = damaged("kiths.toml", '"dwarf", "halfling", "troll"', '"dwarf", "halfling"')
    assert content.check(folder) == [
        "kins.toml › troll › kith: kith 'underfolk' does not list 'troll'"
    ]


def test_eight_talents_on_a_path_is_named(damaged: Damage) -> None:
    folder = damaged("paths.toml", '"war_stories"]', '"war_stories", "reaver"]')
    assert content.check(folder) == [
        "paths.toml › swords › talents: has 8 entries, allows at most 7"
    ]


def test_a_light_burning_a_non_fuel_is_named(damaged: Damage) -> None:
    folder = damaged("items.toml", 'fuel = "oil"', 'fuel = "lard"')
    assert content.check(folder) == [
        "items.toml › lantern › light.fuel: 'lard' has no fuel_flickers"
    ]


def test_a_notch_limit_at_odds_with_durability_is_named(damaged: Damage) -> None:
    folder = damaged(
        "items.toml", 'durability = "tempered"\nnotches = 3', 'durability = "tempered"\nnotches = 2'
    )
    assert content.check(folder) == [
        "items.toml › armor_steel › notches: 2 disagrees with durability 'tempered' (3): "
        "drop one of them"
    ]


def test_a_missing_major_arcana_row_is_named(damaged: Damage) -> None:
    folder = damaged("cards.toml", "value = 21\n", "value = 20\n")
    assert content.check(folder) == [
        "cards.toml › major: needs one row per value 1–21; missing [21], repeated [20]"
    ]


def test_content_errors_are_worm_errors() -> None:
    assert issubclass(ContentError, WormError)
