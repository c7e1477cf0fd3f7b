"""The seeds' creatures and lords as theme + threat (pp. 242–252, 343–364)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content.loader import ASSETS
from worm.content.models import ContentPack

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
MONSTERS = sorted(PACK.monsters.values(), key=lambda monster: monster.id)
SEEDS = sorted(PACK.seeds.values(), key=lambda seed: seed.card)
BY_NAME = {monster.name: monster for monster in MONSTERS}


def _block(folder: Path, monster_id: str) -> str:
    return entry_block(folder, "monsters.toml", "monster", monster_id)


# --- the shipped pack ------------------------------------------------------------------------
# The rules tying monsters.toml to itself, seeds.toml and languages.toml are the checker's
# (``Monster`` and ``worm.content.integrity.monsters``): test_content_pack.py has the shipped pack
# pass it, and the broken copies below show each rule catching its fault. Here: the book's facts.


def test_one_entry_per_name_the_seeds_give() -> None:
    """135 distinct common monsters and 21 lords; Xania is both, so 155 entries of the book's,
    and the ten one-of-a-kind beasts of our own the Menagerie keeps (p. 357)."""
    commons = {name for seed in SEEDS for name in seed.common_monsters}
    lords = {seed.dungeon_lord for seed in SEEDS}
    kept = {name for seed in SEEDS for name in seed.kept}
    assert (len(commons), len(lords), commons & lords) == (135, 21, {"Xania"})
    assert set(BY_NAME) == commons | lords | kept
    assert len(PACK.monsters) == 155 + len(kept)


def test_only_the_menagerie_keeps_creatures_of_its_own_each_one_of_a_kind() -> None:
    """p. 357: one creature to a chamber, each the only one there is; the book lists none."""
    keeping = {seed.id: seed.kept for seed in SEEDS if seed.kept}
    assert set(keeping) == {"the_menagerie_of_singular_creatures"}
    kept = [BY_NAME[name] for name in keeping["the_menagerie_of_singular_creatures"]]
    assert len(kept) >= 8
    assert all(m.singular and not m.lord for m in kept)
    assert {m.id for m in MONSTERS if m.singular} == {m.id for m in kept}


def test_the_21_lords_are_the_seeds_lords() -> None:
    """p. 251: each seed's dungeon lord is a lord entry, and no other entry is."""
    lords = [monster for monster in MONSTERS if monster.lord]
    assert {lord.name for lord in lords} == {seed.dungeon_lord for seed in SEEDS}
    assert len(lords) == 21


@pytest.mark.parametrize(
    ("name", "base"),
    [
        ("Forest Imps", "imp"),
        ("Cockatrice", "cockatrice"),
        ("Skeletons", "skeleton"),
        ("Mimics", "mimic"),
        ("Book Mimics", "mimic"),
        ("Dragons", "dragon"),
        ("Lions", "lion"),
        ("Kelpies", "kelpie"),
        ("Fungoids", "fungoid"),
        ("Face Rats", "face_rat"),
        ("Harpies", "harpy"),
        ("Zombies", "zombie"),
        ("Wraiths", "wraith"),
        ("Ogres", "ogre"),
        ("The Sporehulk", "titan_sporehulk"),  # p. 279: the bestiary's lord is seed XI's
    ],
)
def test_bestiary_creatures_are_rebranded_not_rebuilt(name: str, base: str) -> None:
    assert BY_NAME[name].base == base


def test_the_sporehulk_keeps_its_bestiary_theme() -> None:
    """p. 279: the Titan is an elemental dungeon lord."""
    hulk = PACK.monsters["the_sporehulk"]
    assert (hulk.theme, hulk.threat, hulk.lord) == ("elemental", "dungeon_lord", True)


def test_every_level_with_monsters_has_its_own_imps() -> None:
    """p. 266: each part of the Underworld has its own kind of imp, a spirit minion."""
    for seed in SEEDS:
        imps = [name for name in seed.common_monsters if name.endswith("Imps")]
        if seed.card in (12, 14):  # Xania holds only Xania; the Menagerie lists nobody
            assert imps == [], seed.id
            continue
        assert len(imps) == 1, seed.id
        imp = BY_NAME[imps[0]]
        assert (imp.base, imp.theme, imp.threat) == ("imp", "spirit", "minion"), imp.id


def test_very_few_creatures_attack_on_sight() -> None:
    """p. 87: very few creatures attack on sight ("well, perhaps skeletons"). By the stated
    rule (``monsters.attacks_on_sight``) only the mindless dead do: 14 of the 165 entries, all
    among the 155 the book's seeds name; under one in ten either way (it was 55)."""
    hostile = [monster.id for monster in MONSTERS if monster.aggressive]
    books = [
        m for m in MONSTERS if any(m.name in (s.dungeon_lord, *s.common_monsters) for s in SEEDS)
    ]
    share = len(hostile) / len(MONSTERS)
    book_share = sum(m.aggressive for m in books) / len(books)
    assert (len(MONSTERS), len(books)) == (165, 155)
    assert (len(hostile), sum(m.aggressive for m in books)) == (14, 14), hostile
    assert share < 0.1 and book_share < 0.1, (share, book_share)
    assert {"skeletons", "zombies", "draugr"} <= set(hostile)
    assert not {"dire_wolves", "cockatrice", "green_slimes", "vampire_spawn"} & set(hostile)
    for monster in MONSTERS:
        expected = monster.theme == "undead" and not monster.talks
        assert monster.aggressive == expected, monster.id


def test_a_hostile_beast_breaks_the_attack_on_sight_rule(damaged: Damage) -> None:
    old = 'id = "dire_wolves"\nname = "Dire Wolves"\ntheme = "beast"\nthreat = "minion"\n'
    old += 'size = "large"\naggressive = false'
    folder = damaged("monsters.toml", old, old.replace("aggressive = false", "aggressive = true"))
    assert content.check(folder) == [
        "monsters.toml › dire_wolves › aggressive: True for a beast that cannot talk: only the "
        "mindless dead, undead that cannot talk, attack on sight (p. 87; "
        "monsters.attacks_on_sight)"
    ]


def test_xania_is_one_entry_for_her_level_and_its_lord() -> None:
    """p. 355: the tower's only creature is Xania, and Xania rules it."""
    xania = PACK.monsters["xania"]
    assert PACK.seeds["xania"].common_monsters == ("Xania",)
    assert (xania.lord, xania.threat, xania.common_threat) == (True, "dungeon_lord", "minion")
    assert xania.encounter_threat == "minion"
    assert PACK.monsters["goblins"].encounter_threat == "minion"
    assert PACK.monsters["the_rat_king"].encounter_threat == "dungeon_lord"


def test_only_xania_has_a_common_threat() -> None:
    assert [m.id for m in MONSTERS if m.common_threat is not None] == ["xania"]


def test_raise_is_written_and_read_as_raise() -> None:
    dumped = PACK.model_dump()["monsters"]["the_locust_lich"]
    assert dumped["raise"] == "wands" and "raise_" not in dumped
    assert ContentPack.model_validate(PACK.model_dump()).monsters == PACK.monsters


def test_busy_phrases_follow_the_name() -> None:
    """Written to follow the creature's name: lower-case, no full stop, never just "appear"."""
    for monster in MONSTERS:
        for phrase in (*monster.busy, *monster.signs):
            assert phrase[0].islower() and not phrase.endswith("."), (monster.id, phrase)
            assert "appear" not in phrase, (monster.id, phrase)


# --- broken copies ---------------------------------------------------------------------------


def test_an_unknown_theme_is_named(damaged: Damage) -> None:
    old = 'name = "Dire Wolves"\ntheme = "beast"'
    folder = damaged("monsters.toml", old, old.replace('"beast"', '"plant"'))
    expected = (
        "monsters.toml › dire_wolves › theme: 'plant' is not a theme (pp. 247–249): "
        "use one of ['beast', 'elemental', 'man', 'sorcerous', 'spirit', 'undead']"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


RATMEN = 'id = "ratmen"\nname = "Ratmen"\ntheme = "man"\nthreat = "minion"'
GOBLIN_SEEDS = 'seeds = ["the_pits", "the_hellmarkt", "the_dragonbone_memorial", "the_undertomb"]'
BROKEN = {  # what is broken: (file, old text, new text, the problem the checker names)
    "ratmen-unknown-threat": (
        "monsters.toml",
        RATMEN,
        RATMEN.replace('"minion"', '"bully"'),
        "monsters.toml › ratmen › threat: 'bully' is not a threat (pp. 250–252): "
        "use one of ['brute', 'dungeon_lord', 'elite', 'minion', 'strategist']",
    ),
    "ratmen-raise-off-a-lord": (
        "monsters.toml",
        RATMEN,
        RATMEN + '\nraise = "cups"',
        "monsters.toml › ratmen › raise: 'cups' with lord=False: "
        "a lord raises exactly one attribute to 6, and only a lord does (p. 251)",
    ),
    "ratmen-common-threat-off-a-lord": (
        "monsters.toml",
        RATMEN,
        RATMEN + '\ncommon_threat = "minion"',
        "monsters.toml › ratmen › common_threat: set on a creature that is not a dungeon lord",
    ),
    "the_rat_king-lord-without-the-lord-threat": (
        "monsters.toml",
        'name = "The Rat King"\ntheme = "man"\nthreat = "dungeon_lord"',
        'name = "The Rat King"\ntheme = "man"\nthreat = "brute"',
        "monsters.toml › the_rat_king › threat: 'brute' with lord=True: "
        "a dungeon lord, and only a lord, has the dungeon_lord threat (p. 251)",
    ),
    "ratmen-speaks-without-talking": (
        "monsters.toml",
        'talks = true\nspeaks = "cant"\nexaggeration = "They live',
        'talks = false\nspeaks = "cant"\nexaggeration = "They live',
        "monsters.toml › ratmen › speaks: 'cant' for a creature that does not talk",
    ),
    "ratmen-four-likes": (
        "monsters.toml",
        'likes = ["the arena", "anything new", "their Rat King"]',
        'likes = ["the arena", "anything new", "their Rat King", "cheese"]',
        "monsters.toml › ratmen › likes: has 4 entries, allows at most 3",
    ),
    "ratmen-no-hates": (
        "monsters.toml",
        'hates = ["waiting", "cats", "anyone who wastes their time"]',
        "hates = []",
        "monsters.toml › ratmen › hates: has 0 entries, needs at least 1",
    ),
    "ratmen-no-signs": (
        "monsters.toml",
        'signs = ["walls covered in tiny scratched tallies of days", '
        '"a cradle and a grave dug side by side"]',
        "signs = []",
        "monsters.toml › ratmen › signs: has 0 entries, needs at least 1",
    ),
    "ratmen-a-seed-that-does-not-name-it": (
        "monsters.toml",
        'seeds = ["the_pits"]\n\n[[monster]]\nid = "goblins"',
        'seeds = ["the_pits", "the_spires"]\n\n[[monster]]\nid = "goblins"',
        "monsters.toml › ratmen › seeds: ['the_pits', 'the_spires'] should be ['the_pits']: "
        "the seeds naming 'Ratmen', in card order",
    ),
    "goblins-seeds-out-of-card-order": (
        "monsters.toml",
        GOBLIN_SEEDS,
        GOBLIN_SEEDS.replace('"the_pits", "the_hellmarkt"', '"the_hellmarkt", "the_pits"'),
        "monsters.toml › goblins › seeds: ['the_hellmarkt', 'the_pits', "
        "'the_dragonbone_memorial', 'the_undertomb'] should be ['the_pits', 'the_hellmarkt', "
        "'the_dragonbone_memorial', 'the_undertomb']: the seeds naming 'Goblins', in card order",
    ),
}


@pytest.mark.parametrize(("file", "old", "new", "expected"), BROKEN.values(), ids=BROKEN)
def test_a_broken_monster_is_named(
    damaged: Damage, file: str, old: str, new: str, expected: str
) -> None:
    assert content.check(damaged(file, old, new)) == [expected]


def test_an_id_that_is_not_the_name_is_named(damaged: Damage) -> None:
    folder = damaged("monsters.toml", 'id = "ratmen"\n', 'id = "rat_men"\n')
    problems = content.check(folder)
    assert problems[0] == (
        "monsters.toml › rat_men › id: 'rat_men' should be 'ratmen', the name in snake_case"
    )


def test_an_unknown_base_is_named(damaged: Damage) -> None:
    old = 'name = "Lions"\ntheme = "beast"\nthreat = "strategist"\nbase = "lion"'
    folder = damaged("monsters.toml", old, old.replace('"lion"', '"tiger"'))
    (problem,) = content.check(folder)
    assert problem.startswith("monsters.toml › lions › base: 'tiger' is not a bestiary entry")


def test_a_seed_naming_a_monster_with_no_entry_is_named(damaged: Damage) -> None:
    folder = damaged("monsters.toml", _block(ASSETS, "dire_wolves"), "")
    expected = (
        "seeds.toml › the_spires › common_monsters: 'Dire Wolves' has no entry in "
        "monsters.toml: add one with exactly that name"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_renamed_seed_monster_is_named_on_both_sides(damaged: Damage) -> None:
    folder = damaged("seeds.toml", '"Dire Bats", "Dire Wolves"', '"Dire Bats", "Dire Weasels"')
    assert content.check(folder) == [
        "seeds.toml › the_spires › common_monsters: 'Dire Weasels' has no entry in "
        "monsters.toml: add one with exactly that name",
        "monsters.toml › dire_wolves › seeds: ['the_spires'] should be []: "
        "the seeds naming 'Dire Wolves', in card order",
    ]


def test_a_lord_without_raise_is_named(damaged: Damage) -> None:
    old = 'raise = "pentacles"\nsize = "large"\naggressive = false\ntalks = true\nspeaks = "cant"'
    folder = damaged("monsters.toml", old, old.removeprefix('raise = "pentacles"\n'))
    expected = (
        "monsters.toml › the_rat_king › raise: None with lord=True: "
        "a lord raises exactly one attribute to 6, and only a lord does (p. 251)"
    )
    assert content.check(folder) == [expected]


def test_a_dungeon_lord_threat_off_a_lord_is_named(damaged: Damage) -> None:
    old = 'name = "Ratmen"\ntheme = "man"\nthreat = "minion"'
    folder = damaged("monsters.toml", old, old.replace('"minion"', '"dungeon_lord"'))
    (problem,) = content.check(folder)
    assert problem.startswith("monsters.toml › ratmen › threat: 'dungeon_lord' with lord=False")


def test_a_seed_lord_that_is_not_a_lord_is_named(damaged: Damage) -> None:
    folder = damaged("seeds.toml", 'dungeon_lord = "The Rat King"', 'dungeon_lord = "Ratmen"')
    problems = content.check(folder)
    assert "monsters.toml › ratmen › lord: false, but The Pits names it its dungeon lord" in (
        problems
    )
    assert (
        "monsters.toml › the_rat_king › seeds: ['the_pits'] should be []: "
        "the seeds naming 'The Rat King', in card order"
    ) in problems


def test_xania_without_a_common_threat_is_named(damaged: Damage) -> None:
    folder = damaged("monsters.toml", 'common_threat = "minion"\n', "")
    assert content.check(folder) == [
        "monsters.toml › xania › common_threat: is missing: "
        "Xania also lists its lord among the common monsters"
    ]


def test_an_unknown_language_is_named(damaged: Damage) -> None:
    old = 'id = "goblins"\nname = "Goblins"\ntheme = "man"\nthreat = "minion"\nsize = "small"\n'
    old += 'aggressive = false\ntalks = true\nspeaks = "vulgaris"'
    folder = damaged("monsters.toml", old, old.replace('"vulgaris"', '"goblinese"'))
    assert content.check(folder) == [
        "monsters.toml › goblins › speaks: 'goblinese' is not an id in languages.toml"
    ]


def test_a_creature_never_met_busy_is_named(damaged: Damage) -> None:
    old = 'busy = ["haggling over a scavenged boot", "setting a clumsy snare in a side passage", '
    old += '"carrying a torch ahead of a much bigger party", "playing knucklebones for a stolen '
    old += 'spoon", "dividing a heap of loot into very unequal shares", "sharpening rusty knives '
    old += 'on a doorstep", "daring one another to poke a sleeping thing"]'
    folder = damaged("monsters.toml", old, 'busy = ["haggling over a scavenged boot"]')
    assert content.check(folder) == [
        "monsters.toml › goblins › busy: has 1 entries, needs at least 2"
    ]


def test_a_seed_id_that_is_no_seed_is_named(damaged: Damage) -> None:
    folder = damaged(
        "monsters.toml",
        'seeds = ["the_spires", "the_dragonbone_memorial"]',
        'seeds = ["the_spires", "the_bone_city"]',
    )
    assert content.check(folder) == [
        "monsters.toml › sword_spiders › seeds: ['the_bone_city'] are not ids in seeds.toml"
    ]


def test_a_removed_seed_does_not_cascade_into_monsters(damaged: Damage) -> None:
    """A missing seed is reported once, by seeds.toml, not again by every creature it names."""
    text = (ASSETS / "seeds.toml").read_text(encoding="utf-8")
    start = text.index('[[seed]]\nid = "the_augury"')
    end = text.index("\n[[seed]]", start + 1) + 1
    folder = damaged("seeds.toml", text[start:end], "")
    problems = content.check(folder)
    assert len(problems) == 1 and problems[0].startswith("seeds.toml › the_augury › card: ")
