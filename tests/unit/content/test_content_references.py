"""Every cross-reference of the shipped pack, one test per entry so a failure names it."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from worm import content
from worm.content.models import ContentPack

PACK = content.default()


def _ids(table: Mapping[str, object]) -> list[str]:
    return sorted(table)


@pytest.mark.parametrize("talent_id", [t.id for t in PACK.talents.values() if t.requires_any_item])
def test_items_a_talent_needs_exist(pack: ContentPack, talent_id: str) -> None:
    missing = [i for i in pack.talents[talent_id].requires_any_item if i not in pack.items]
    assert missing == [], talent_id


@pytest.mark.parametrize("kin_id", _ids(PACK.kins))
def test_kin_names_its_kith_and_talents(pack: ContentPack, kin_id: str) -> None:
    kin = pack.kins[kin_id]
    assert kin_id in pack.kiths[kin.kith].kins
    assert pack.talents[kin.kin_talent].source == "kin"
    assert pack.talents[kin.arete_talent].source == "arete"


@pytest.mark.parametrize("kith_id", _ids(PACK.kiths))
def test_kith_kins_point_back(pack: ContentPack, kith_id: str) -> None:
    kith = pack.kiths[kith_id]
    assert [pack.kins[k].kith for k in kith.kins] == [kith_id] * len(kith.kins)


@pytest.mark.parametrize("path_id", _ids(PACK.paths))
def test_path_lists_seven_talents_of_its_own(pack: ContentPack, path_id: str) -> None:
    path = pack.paths[path_id]
    assert len(set(path.talents)) == 7
    for talent_id in path.talents:
        talent = pack.talents[talent_id]
        assert (talent.source, talent.path, talent.trainable) == ("path", path_id, True), talent_id
    assert pack.attributes[path_id].archetype == path.archetype


@pytest.mark.parametrize("talent_id", [t.id for t in PACK.talents.values() if t.path])
def test_path_talent_is_listed_by_its_path(pack: ContentPack, talent_id: str) -> None:
    talent = pack.talents[talent_id]
    assert talent.path is not None
    assert talent_id in pack.paths[talent.path].talents


@pytest.mark.parametrize(
    "talent_id", [t.id for t in PACK.talents.values() if t.source in ("kin", "arete")]
)
def test_kin_and_arete_talents_belong_to_a_kin(pack: ContentPack, talent_id: str) -> None:
    field = "kin_talent" if pack.talents[talent_id].source == "kin" else "arete_talent"
    owners = [kin.id for kin in pack.kins.values() if getattr(kin, field) == talent_id]
    assert owners, talent_id
    if field == "kin_talent":
        assert len(owners) == 1, owners


@pytest.mark.parametrize("item_id", [i.id for i in PACK.items.values() if i.weapon])
def test_item_weapon_type_exists_and_fits(pack: ContentPack, item_id: str) -> None:
    item = pack.items[item_id]
    assert item.weapon is not None
    weapon = pack.weapons[item.weapon]
    assert item.slots == weapon.slots
    assert item.hands == (2 if weapon.slots == 2 else 1)


@pytest.mark.parametrize("weapon_id", [w.id for w in PACK.weapons.values() if w.ammo])
def test_weapon_ammo_exists(pack: ContentPack, weapon_id: str) -> None:
    ammo = pack.weapons[weapon_id].ammo
    assert ammo is not None
    assert "ammo" in pack.items[ammo].tags


@pytest.mark.parametrize("item_id", [i.id for i in PACK.items.values() if i.light])
def test_light_fuel_exists(pack: ContentPack, item_id: str) -> None:
    light = pack.items[item_id].light
    assert light is not None
    if light.fuel is not None:
        assert pack.items[light.fuel].fuel_flickers


@pytest.mark.parametrize("house_id", _ids(PACK.houses))
def test_house_is_a_human_surname(pack: ContentPack, house_id: str) -> None:
    assert pack.houses[house_id].name in pack.kiths["humans"].names.surnames


@pytest.mark.parametrize(
    "item_id",
    ["wand_of_archwood", "bow", "armor_iron", "armor_steel", "poultice", "hermetic_bottle"],
)
def test_the_treats_from_ma_examples_exist(pack: ContentPack, item_id: str) -> None:
    """p. 20 gives examples of gear that talents call for; each must be in the market."""
    assert item_id in pack.items


@pytest.mark.parametrize("suit", ["swords", "pentacles", "cups", "wands"])
def test_suit_keywords_cover_the_attributes(pack: ContentPack, suit: str) -> None:
    assert suit in pack.attributes
    assert suit in {row.id for row in pack.cards.suits}
