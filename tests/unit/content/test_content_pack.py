"""The shipped pack loads cleanly and carries the book's counts and numbers."""

from __future__ import annotations

from collections import Counter

import pytest

from worm import content
from worm.content import constants
from worm.content.loader import ASSETS
from worm.content.models import ContentPack


def test_the_shipped_pack_has_no_problems() -> None:
    assert content.check(ASSETS) == []


def test_default_is_read_once_and_equals_a_fresh_load(pack: ContentPack) -> None:
    assert content.default() is pack
    assert content.load() == pack


def test_tables_are_read_only(pack: ContentPack) -> None:
    with pytest.raises(TypeError):
        pack.items["lantern"] = pack.items["torch"]  # type: ignore[index]


def test_a_dumped_pack_validates_back_to_itself(pack: ContentPack) -> None:
    assert ContentPack.model_validate(pack.model_dump()) == pack


def test_four_kiths_and_twelve_kins(pack: ContentPack) -> None:
    """p. 23: humans (a house), four fay kins, three underfolk kins, four orcish kins."""
    assert sorted(pack.kiths) == ["fay", "humans", "orcs", "underfolk"]
    assert len(pack.kins) == 12
    per_kith = Counter(kin.kith for kin in pack.kins.values())
    assert per_kith == {"humans": 1, "fay": 4, "underfolk": 3, "orcs": 4}


def test_every_kith_has_three_arete_triggers(pack: ContentPack) -> None:
    assert {kith.id: len(kith.arete_triggers) for kith in pack.kiths.values()} == {
        "humans": 3,
        "fay": 3,
        "underfolk": 3,
        "orcs": 3,
    }


def test_talents_by_source(pack: ContentPack) -> None:
    """7 per path (p. 21), one per kin, nine arête talents, and the optional Turncloak (p. 53)."""
    by_source = Counter(talent.source for talent in pack.talents.values())
    assert by_source == {"path": 28, "kin": 12, "arete": 9, "optional": 1}
    per_path = Counter(t.path for t in pack.talents.values() if t.source == "path")
    assert per_path == {"swords": 7, "pentacles": 7, "cups": 7, "wands": 7}
    assert pack.talents["turncloak"].source == "optional"
    assert not any(t.trainable for t in pack.talents.values() if t.source != "path")


def test_orcs_share_jarl_and_everyone_else_has_their_own_arete(pack: ContentPack) -> None:
    """p. 65: Jarl is the orc arête talent whatever the kin."""
    wearers = Counter(kin.arete_talent for kin in pack.kins.values())
    assert wearers["jarl"] == 4
    assert len(wearers) == 9


def test_the_effects_vocabulary_is_the_books(pack: ContentPack) -> None:
    """pp. 12–13: 18 entries, Grow/Shrink being one entry split into two ids."""
    assert len(pack.effects) == 19
    assert pack.effects["grow"].pair == "shrink" and pack.effects["shrink"].pair == "grow"
    entries = {
        effect.pair and "/".join(sorted((effect.id, effect.pair))) or effect.id
        for effect in pack.effects.values()
    }
    assert len(entries) == 18
    on_page = Counter(effect.page for effect in pack.effects.values())
    assert on_page == {12: 14, 13: 5}


@pytest.mark.parametrize(
    ("effect", "blocks"),
    [
        ("root", {"Avoid", "Dash", "Dodge", "Move"}),
        ("trip", {"Avoid", "Move", "Dash"}),
        ("silence", {"Speak Incantation"}),
        ("knockout", {"*"}),
        ("blind", set()),
    ],
)
def test_what_effects_forbid(pack: ContentPack, effect: str, blocks: set[str]) -> None:
    assert set(pack.effects[effect].blocks) == blocks


def test_effect_flags(pack: ContentPack) -> None:
    effects = pack.effects
    assert {e.id for e in effects.values() if e.actor_disfavor} == {"blind", "exhaust"}
    assert {e.id for e in effects.values() if e.favor_against} == {"blind"}
    assert {e.id for e in effects.values() if e.disengages} == {"root", "trip"}
    assert effects["deafen"].disfavor_on == ("Speak Incantation",)
    assert {"stun", "heal", "displace", "destroy", "notch"} <= {
        e.id for e in effects.values() if e.instantaneous
    }


def test_market_tiers_hold_16_24_18_rows(pack: ContentPack) -> None:
    """p. 163: the Omphalic Market's three columns (alchemy, never sold, has no row)."""
    rows = {(item.market_row, item.tier) for item in pack.items.values() if item.market_row}
    assert Counter(tier for _, tier in rows) == {"impoverished": 16, "common": 24, "luxurious": 18}


def test_weaponry_stands_for_every_weapon_type_and_its_ammo(pack: ContentPack) -> None:
    """p. 163 "Weaponry" (impoverished) = the p. 170 weapons; "Weaponry, silver" is luxurious."""
    weaponry = {i.id for i in pack.items.values() if i.market_row == "Weaponry"}
    assert weaponry == set(pack.weapons) | {"arrows", "bolts"}
    assert all(pack.items[i].tier == "impoverished" for i in weaponry)
    assert pack.items["silver_blade"].tier == "luxurious"
    assert pack.items["silver_blade"].weapon == "blade"


@pytest.mark.parametrize(
    ("item", "flickers", "others", "on_drop"),
    [
        ("candle", 2, "none", "out"),
        ("torch", 3, "dim", "half_out"),
        ("lantern", 4, "dim", "shatter"),
    ],
)
def test_light_sources(
    pack: ContentPack, item: str, flickers: int, others: str, on_drop: str
) -> None:
    """pp. 95, 166–169."""
    light = pack.items[item].light
    assert light is not None
    assert (light.flickers, light.holder, light.others, light.on_drop) == (
        flickers,
        "bright",
        others,
        on_drop,
    )


def test_lanterns_burn_oil_at_four_flickers_a_flask(pack: ContentPack) -> None:
    """p. 168."""
    light = pack.items["lantern"].light
    assert light is not None and light.fuel == "oil"
    assert pack.items["oil"].fuel_flickers == 4


@pytest.mark.parametrize(
    ("item", "stack"), [("lockpicks", 6), ("iron_spikes", 6), ("arrows", 12), ("bolts", 12)]
)
def test_stacks_per_slot(pack: ContentPack, item: str, stack: int) -> None:
    """pp. 163, 170."""
    assert pack.items[item].stack == stack
    assert pack.items[item].slots == 1


@pytest.mark.parametrize(
    ("item", "notches", "belt_slots"),
    [
        ("armor_light", 1, 1),
        ("armor_iron", 2, 2),
        ("armor_steel", 3, 3),
        ("helm", 1, 1),
    ],
)
def test_armor_notches_and_belt_slots(
    pack: ContentPack, item: str, notches: int, belt_slots: int
) -> None:
    """pp. 164, 167: worn armor sits on the belt."""
    armor = pack.items[item]
    assert (armor.notches, armor.slots, armor.belt_only, armor.hands) == (
        notches,
        belt_slots,
        True,
        0,
    )


@pytest.mark.parametrize(("item", "notches"), [("shield_light", 1), ("shield_heavy", 2)])
def test_shields_take_a_hand_and_their_notches(pack: ContentPack, item: str, notches: int) -> None:
    """p. 168."""
    assert (pack.items[item].notches, pack.items[item].hands) == (notches, 1)


def test_silver_weapons_take_one_notch(pack: ContentPack) -> None:
    """p. 169."""
    assert pack.items["silver_blade"].notches == 1


def test_notches_follow_durability_where_the_book_gives_no_number(pack: ContentPack) -> None:
    """p. 12: fragile 1, durable 2, tempered 3."""
    for item in pack.items.values():
        if item.durability is not None:
            assert item.notches == constants.BOOK.notches[item.durability], item.id


def test_oversized_items_take_two_belt_slots(pack: ContentPack) -> None:
    """pp. 37, 163: pole, pick, shovel, tent."""
    oversized = {i.id for i in pack.items.values() if i.oversized}
    assert oversized == {"pole", "pick", "shovel", "tent"}
    assert all(pack.items[i].slots == 2 and pack.items[i].belt_only for i in oversized)


@pytest.mark.parametrize(
    ("item", "slots"), [("bedroll", 2), ("alchemy_kit", 2), ("tinkers_kit", 2), ("polearm", 2)]
)
def test_two_slot_items(pack: ContentPack, item: str, slots: int) -> None:
    assert pack.items[item].slots == slots


def test_worn_clothes_take_no_slot_and_a_spare_set_one(pack: ContentPack) -> None:
    """p. 166."""
    clothes = [i for i in pack.items.values() if "clothes" in i.tags]
    assert {i.tier for i in clothes} == {"impoverished", "common", "luxurious"}
    assert all((i.slots, i.carried_slots) == (0, 1) for i in clothes)


def test_weapon_types(pack: ContentPack) -> None:
    """p. 170: eight types; polearms take 2 slots; all melee but daggers are two-handable."""
    weapons = pack.weapons
    assert len(weapons) == 8
    assert {w.id for w in weapons.values() if w.slots == 2} == {"polearm"}
    assert {w.id for w in weapons.values() if w.missile} == {"bow", "crossbow"}
    assert {w.id for w in weapons.values() if not w.missile and not w.two_handable} == {"dagger"}
    assert (weapons["bow"].ammo, weapons["crossbow"].ammo) == ("arrows", "bolts")


def test_conditions_and_the_heal_order(pack: ContentPack) -> None:
    """p. 31; the Heal policy heals the worst first."""
    order = sorted(
        (c for c in pack.conditions.values() if c.heal_order is not None),
        key=lambda c: c.heal_order or 0,
    )
    assert [c.id for c in order] == ["deaths_door", "injured", "wounded", "staggered"]
    assert pack.conditions["stressed"].from_wounds is False
    assert pack.conditions["wounded"].limit == 2


def test_languages(pack: ContentPack) -> None:
    """p. 29: five common tongues, Vetus alone written in the City; two ancient ones."""
    common = {lang.id for lang in pack.languages.values() if lang.common}
    assert common == {"vulgaris", "cant", "chivalric", "tylwyth", "vetus"}
    ancient = {lang.id for lang in pack.languages.values() if lang.ancient}
    assert ancient == {"ancient_mannish", "ancient_underfolk"}
    assert {lang.id for lang in pack.languages.values() if lang.common and lang.written} == {
        "vetus"
    }


def test_bonds(pack: ContentPack) -> None:
    """pp. 26–27: eleven Bonds, Ally the default; two are charged by both at once."""
    assert len(pack.bonds) == 11
    assert [b.id for b in pack.bonds.values() if b.default] == ["ally"]
    assert {b.id for b in pack.bonds.values() if b.mutual} == {"big_little", "best_friend"}


def test_motifs_guild_and_cards(pack: ContentPack) -> None:
    """pp. 25, 42–46: 50 + 50 motif words, 22 roles + sell-sword, 13 names, Fame 0–5."""
    assert (len(pack.motifs.descriptors), len(pack.motifs.professions)) == (50, 50)
    assert len(pack.guild.roles) == 23 and pack.guild.fallback_role == "sell-sword"
    assert len(pack.guild.name_examples) == 13
    assert [row.level for row in pack.guild.fame] == [0, 1, 2, 3, 4, 5]
    assert "equal" in pack.guild.default_terms and "bury" in pack.guild.default_terms
    assert len(pack.quests.goals) >= 10 and len(pack.quests.reasons) >= 10
    assert [row.value for row in pack.cards.major] == list(range(1, 22))
    assert [row.id for row in pack.cards.suits] == ["swords", "pentacles", "cups", "wands"]


MAJOR_NAMES = (
    "magician", "priestess", "empress", "emperor", "hierophant", "lovers", "chariot",
    "strength", "hermit", "wheel", "justice", "hanged", "death", "temperance", "devil",
    "tower", "star", "moon", "sun", "judgement", "world",
)  # fmt: skip


def test_card_keywords_leave_the_names_to_the_tarot_module(pack: ContentPack) -> None:
    for row in pack.cards.major:
        words = set(row.keywords.lower().replace(",", " ").split())
        assert not words & set(MAJOR_NAMES), (row.value, words & set(MAJOR_NAMES))


def test_attributes_are_the_four_suits_with_their_archetypes(pack: ContentPack) -> None:
    """p. 23."""
    assert {a.id: a.archetype for a in pack.attributes.values()} == {
        "swords": "warrior",
        "pentacles": "rogue",
        "cups": "scholar",
        "wands": "sorcerer",
    }


def test_names(pack: ContentPack) -> None:
    """pp. 51–63: fay names are ungendered and come with a Vulgaris rendering each."""
    fay = pack.kiths["fay"].names
    assert not fay.given_male and not fay.given_female
    assert len(fay.given_any) == len(fay.surnames) == 17
    rules = {kith.id: kith.names.surname_rule for kith in pack.kiths.values()}
    assert rules == {
        "humans": "house",
        "fay": "translation",
        "underfolk": "livery",
        "orcs": "matronym",
    }
    assert len(pack.houses) == 5
