"""Tests of the foes policy: the numbers each creature fights with (Appendix C, pp. 242–252)."""

from __future__ import annotations

import ast
import hashlib
from pathlib import Path

import pytest

from worm import content
from worm.content import loader
from worm.content.models import ContentPack
from worm.gm import foes
from worm.gm.foes import Part
from worm.rules import creature_rules


@pytest.fixture(scope="module")
def pack() -> ContentPack:
    return content.default()


def numbers(block: foes.Statblock) -> tuple[int | None, ...]:
    return (block.swords, block.pentacles, block.cups, block.wands)


def hd(block: foes.Statblock) -> list[tuple[str, int | None, int, bool]]:
    return [(part.id, part.health, part.defense, part.core) for part in block.parts]


def names(dooms_or_notes) -> list[str]:
    return [entry.name for entry in dooms_or_notes]


def every_id(pack: ContentPack) -> list[tuple[str, bool]]:
    ids = [(i, False) for i in (*pack.monsters, *pack.bestiary, *pack.characters)]
    return ids + [(m.id, True) for m in pack.monsters.values() if m.common_threat]


# --- the book's numbers ------------------------------------------------------------------------


def test_goblins_take_the_minion_template(pack):
    """p. 250: a minion is 0/0/0/0 with HD 2/0. The Challenge example's goblins (HD 2/1,
    Swords 4, pp. 127–133) are a GM's tuning the seeds' Goblins do not carry."""
    goblins = foes.statblock(pack, "goblins")
    assert (goblins.theme, goblins.threat, goblins.size) == ("man", "minion", "small")
    assert numbers(goblins) == (0, 0, 0, 0)
    assert goblins.parts == (Part("body", "Body", 2, 0, True),)
    assert goblins.lesser == goblins.greater == goblins.notes == ()
    assert not (goblins.elite or goblins.lord or goblins.larger or goblins.tough)
    assert not (goblins.mindless or goblins.falls_apart or goblins.morale_immune)


def test_animate_statue(pack):
    """p. 254: Health 1, Defense 15, Tough, a seventeen-foot bronze: large."""
    statue = foes.statblock(pack, "animate_statue")
    assert numbers(statue) == (5, 5, 1, 1)
    assert hd(statue) == [("body", 1, 15, True)]
    assert statue.tough and statue.larger and statue.size == "large"
    assert statue.falls_apart  # a Construct (p. 125: made things simply fall apart)
    assert names(statue.lesser) == ["Haymaker", "Grab", "Throw Stones"]
    assert names(statue.greater) == ["Squeeze"]


def test_a_rebrand_keeps_the_numbers_and_takes_its_own_size(pack):
    armor = foes.statblock(pack, "living_armor")  # the statue's stats, a person's size
    assert hd(armor) == [("body", 1, 15, True)] and armor.tough
    assert armor.size == "human" and not armor.larger


def test_yellow_king_pools(pack):
    """p. 269: Phylactery 1/0 and Body 5/9 must both fall; the Crown 1/4 need not."""
    king = foes.statblock(pack, "lich_yellow_king")
    assert hd(king) == [
        ("phylactery", 1, 0, True),
        ("crown_of_archwood", 1, 4, False),
        ("body", 5, 9, True),
    ]
    assert numbers(king) == (3, 3, 3, 6)
    assert king.lord and not king.elite and not king.larger and king.falls_apart
    assert "Rotting Brains" in names(king.notes)  # a pool's note, flattened
    assert "Day of Tears and Mourning" in names(king.greater)  # the crown's doom


def test_sporehulk_pools(pack):
    """p. 279: four sections, each with its own HD, and the rune on his back (a pool of ours,
    1/0: one landed Attack breaks it); the lord falls with the Torso alone."""
    for creature in ("titan_sporehulk", "the_sporehulk"):
        titan = foes.statblock(pack, creature)
        assert hd(titan) == [
            ("legs", 4, 0, False),
            ("left_arm", 5, 0, False),
            ("right_arm", 5, 0, False),
            ("torso", 5, 10, True),
            ("rune", 1, 0, False),
        ], creature
        assert [p.rune_on for p in titan.parts if p.rune_on] == ["torso"]
        assert numbers(titan) == (7, 3, 3, 3)
        assert titan.lord and titan.larger and titan.size == "huge"
        assert not titan.tough, "only the Torso is Tough, not the whole titan"
        assert names(titan.greater).count("Smash") == 1  # both arms' doom, once


def test_bloodybones_cannot_be_wounded(pack):
    """p. 255: infinite Health."""
    bones = foes.statblock(pack, "bloodybones")
    assert hd(bones) == [("body", None, 0, True)]
    assert bones.mindless and bones.morale_immune


def test_slime_attributes_follow_health(pack):
    """p. 278: Swords and Pentacles equal current Health."""
    for creature in ("slime", "meat_slimes"):
        slime = foes.statblock(pack, creature)
        assert slime.health_suits == ("swords", "pentacles"), creature
        assert slime.swords is None and slime.pentacles is None
        assert hd(slime) == [("body", 6, 0, True)]
        assert slime.attribute("swords", health=4) == 4
        assert slime.attribute("pentacles", health=6) == 6
        assert slime.attribute("cups", health=4) == 0
        with pytest.raises(ValueError, match="current Health"):
            slime.attribute("swords")


def test_attribute_rejects_a_bad_suit(pack):
    with pytest.raises(ValueError, match="'coins' is not a suit"):
        foes.statblock(pack, "ogre").attribute("coins")


# --- every id resolves -------------------------------------------------------------------------


def test_every_creature_resolves(pack):
    for creature, common in every_id(pack):
        block = foes.statblock(pack, creature, common=common)
        where = f"{creature} common={common}"
        assert block.id == creature, where
        assert block.theme in pack.themes and block.threat in pack.threats, where
        assert block.size in ("small", "human", "large", "huge"), where
        assert block.parts and any(part.core for part in block.parts), where
        assert len({part.id for part in block.parts}) == len(block.parts), where
        for suit in foes.SUITS:
            value = getattr(block, suit)
            assert (value is None) == (suit in block.health_suits), where
            assert value is None or value >= 0, where
            assert block.attribute(suit, health=3) >= 0, where
        assert all(doom.kind == "lesser" for doom in block.lesser), where
        assert all(doom.kind == "greater" for doom in block.greater), where
        assert len(set(names(block.notes))) == len(block.notes), where
        assert block.elite == (block.threat == "elite"), where
        assert block.lord == (block.threat == "dungeon_lord"), where
        assert block.larger == (block.size in ("large", "huge")), where
        assert not block.morale_immune or block.mindless, where


def test_unknown_id(pack):
    with pytest.raises(ValueError, match="no creature with id 'tarrasque'"):
        foes.statblock(pack, "tarrasque")


def test_a_shared_id_is_the_monster(pack):
    """``cockatrice`` is in monsters.toml and bestiary.toml: the monster, with its own size."""
    bird = foes.statblock(pack, "cockatrice")
    assert bird.size == pack.monsters["cockatrice"].size == "small"
    assert numbers(bird) == (4, 4, 4, 4) and hd(bird) == [("body", 5, 0, True)]
    assert bird.elite and not bird.lord


# --- flags -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("creature", "elite", "lord", "larger"),
    [
        ("vampire", True, False, False),
        ("dragon", True, False, True),
        ("griffin", False, False, True),
        ("the_locust_lich", False, True, False),
        ("the_maimed_mermaid", False, True, False),
        ("dire_wolves", False, False, True),
        ("goblins", False, False, False),
    ],
)
def test_gm_card_flags(pack, creature, elite, lord, larger):
    """p. 121: +2 cards for an elite, +3 for a lord, +1 per enemy larger than a person."""
    block = foes.statblock(pack, creature)
    assert (block.elite, block.lord, block.larger) == (elite, lord, larger)


@pytest.mark.parametrize(
    ("creature", "tough", "falls_apart", "mindless", "morale_immune"),
    [
        ("skeleton", True, True, True, True),  # Fleshless: a tie is not enough (p. 277)
        ("zombies", False, True, True, True),  # mindless undead
        ("the_truesilver_golem", False, True, True, True),  # a made thing
        ("origami_golems", False, True, False, False),  # the statue's mind, a minion's body
        ("dire_wolves", False, False, True, False),  # a beast flees
        ("kelpie", False, False, False, False),  # mute, yet it understands Tylwyth
        ("wraiths", False, True, False, False),  # undead that talk still break
        ("iago", False, False, False, False),
    ],
)
def test_policy_flags(pack, creature, tough, falls_apart, mindless, morale_immune):
    block = foes.statblock(pack, creature)
    assert (block.tough, block.falls_apart, block.mindless, block.morale_immune) == (
        tough,
        falls_apart,
        mindless,
        morale_immune,
    )


# --- monsters built from templates -------------------------------------------------------------


def test_a_threat_change_takes_the_new_template(pack):
    """Origami Golems are minions on the Animate Statue: minion numbers, and no Tough."""
    golems = foes.statblock(pack, "origami_golems")
    assert numbers(golems) == (0, 0, 0, 0) and hd(golems) == [("body", 2, 0, True)]
    assert "Tough" not in names(golems.notes) and not golems.tough
    assert names(golems.lesser) == ["Haymaker", "Grab", "Throw Stones"]
    spawn = foes.statblock(pack, "vampire_spawn")  # strategists on the Vampire
    assert numbers(spawn) == (1, 4, 2, 3) and hd(spawn) == [("body", 3, 3, True)]
    assert not spawn.elite and "Invulnerable" in names(spawn.notes)  # its own pick stays


def test_a_theme_change_brings_the_new_theme_notes(pack):
    mummy = foes.statblock(pack, "mummified_dragons")  # undead on the (beast) Dragon
    assert {"Breathless and Undreaming", "Rotting Brains", "Tough"} <= set(names(mummy.notes))
    assert numbers(mummy) == (6, 3, 3, 3) and hd(mummy) == [("body", 5, 10, True)]
    assert mummy.falls_apart


def test_a_lord_without_pools_gets_the_policy_pools(pack):
    mermaid = foes.statblock(pack, "the_maimed_mermaid")
    assert hd(mermaid) == [("body", 6, 8, True), ("ward", 4, 4, False)]
    assert numbers(mermaid) == (3, 3, 3, 6)  # raise = "wands" to 6 (p. 251)
    assert names(mermaid.lesser) == ["Engulf"] and mermaid.greater == ()
    assert "Pools of Health and Defense" in names(mermaid.notes)
    assert "Elemental Immunity" in names(mermaid.notes)


def test_common_copies_of_a_lord(pack):
    """Xania (p. 355): the lord raises Pentacles; the copies met around the tower are minions."""
    lord = foes.statblock(pack, "xania")
    assert lord.lord and numbers(lord) == (3, 6, 3, 3)
    copy = foes.statblock(pack, "xania", common=True)
    assert copy.id == "xania" and copy.threat == "minion" and not copy.lord
    assert numbers(copy) == (0, 0, 0, 0) and hd(copy) == [("body", 2, 0, True)]
    assert foes.statblock(pack, "goblins", common=True) == foes.statblock(pack, "goblins")


def test_templates_give_the_threat_numbers(pack):
    for monster in pack.monsters.values():
        if monster.base or monster.lord:
            continue
        block = foes.statblock(pack, monster.id)
        threat = pack.threats[monster.threat]
        assert numbers(block) == (threat.swords, threat.pentacles, threat.cups, threat.wands)
        assert hd(block) == [("body", threat.health, threat.defense, True)], monster.id
        fewest, most = threat.choose or (0, 0)
        assert fewest <= len(block.greater) <= most, monster.id
        theme = pack.themes[monster.theme]
        assert len(block.lesser) == (theme.choose or len(theme.dooms)), monster.id


# --- characters --------------------------------------------------------------------------------


def test_characters_fight_as_people(pack):
    for character in pack.characters.values():
        block = foes.statblock(pack, character.id)
        assert block.theme == "man" and block.threat == "strategist", character.id
        assert numbers(block) == (1, 4, 2, 3) and hd(block) == [("body", 5, 1, True)]
        assert block.lesser == block.greater == () and not block.mindless
    assert foes.statblock(pack, "iago").size == "huge"  # "a huge turtle"
    assert foes.statblock(pack, "well_imp").size == "small"  # "a tiny blue imp"
    assert foes.statblock(pack, "zacchaeus").size == "human"


# --- determinism -------------------------------------------------------------------------------


def oracle_pick(creature: str, dooms, count: int) -> list[str]:
    def key(doom) -> int:
        digest = hashlib.sha256(f"{creature}/{doom.name}".encode()).digest()
        return int.from_bytes(digest[:8], "big")

    chosen = {doom.name for doom in sorted(dooms, key=key)[:count]}
    return [doom.name for doom in dooms if doom.name in chosen]


def test_picks_follow_the_sha256_digest(pack):
    for monster in pack.monsters.values():
        if monster.base:
            continue
        block = foes.statblock(pack, monster.id)
        theme, threat = pack.themes[monster.theme], pack.threats[monster.threat]
        count = theme.choose or len(theme.dooms)
        assert names(block.lesser) == oracle_pick(monster.id, theme.dooms, count), monster.id
        greater = names(block.greater)
        assert greater == oracle_pick(monster.id, threat.dooms, len(greater)), monster.id


def test_same_statblock_from_a_fresh_pack(pack):
    fresh = loader.load()
    assert fresh is not pack
    for creature, common in every_id(pack):
        assert foes.statblock(fresh, creature, common=common) == foes.statblock(
            pack, creature, common=common
        ), creature


def test_memoised(pack):
    assert foes.statblock(pack, "dire_wolves") is foes.statblock(pack, "dire_wolves")


def test_pure():
    """The policy reads the content pack and nothing else of worm."""
    source = Path(foes.__file__).read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("worm"):
            assert node.module.startswith("worm.content"), node.module
        if isinstance(node, ast.Import):
            assert not any(alias.name.startswith("worm") for alias in node.names)


def test_the_lords_without_dooms_are_the_ones_docs_name(pack):
    """docs/creature-rules.md says why seven lords fight with no doom (p. 251: the template
    has none; the man and sorcerous themes give none); the list there is the true one."""
    bare = tuple(
        m.id
        for m in pack.monsters.values()
        if m.lord and not (foes.statblock(pack, m.id).lesser or foes.statblock(pack, m.id).greater)
    )
    assert bare == creature_rules.LORDS_WITHOUT_DOOMS


def test_each_lich_pool_carries_the_books_dooms(pack):
    """p. 270: the crown holds one lesser and one greater doom and a note; the body the rest;
    the phylactery none, and no Attack in a fight finds it."""
    king = {p.id: p for p in foes.statblock(pack, "lich_yellow_king").parts}
    assert king["phylactery"].dooms == () and king["phylactery"].hidden
    assert king["crown_of_archwood"].dooms == (
        "If the Poison Won't Take You My Dogs Will",
        "Day of Tears and Mourning",
    )
    assert king["crown_of_archwood"].notes == ("Spite Alone Holds Me Aloft",)
    assert len(king["body"].dooms) == 6 and not king["body"].hidden


def test_the_sporehulks_upper_sections_sit_behind_his_legs(pack):
    """p. 279: from the ground melee reaches only the Legs."""
    titan = {p.id: p.behind for p in foes.statblock(pack, "titan_sporehulk").parts}
    assert titan == {
        "legs": None,
        "left_arm": "legs",
        "right_arm": "legs",
        "torso": "legs",
        "rune": "legs",
    }
