"""Appendix C: the six themes, five threats and twenty-seven bestiary entries (pp. 241–288)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.content.helpers import one_line_error
from worm import content
from worm.content import book
from worm.content.denizens import Creature, effect_references
from worm.content.loader import ASSETS

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
X = None  # an attribute tied to current Health (the slime's "X", p. 278)
POOLS = None  # a dungeon lord: HD and dooms are per pool (p. 251)

# The digest's table (Appendix C §2.7), checked against the book: threat, theme, Health,
# Defense, Swords, Pentacles, Cups, Wands, greater doom names, lesser doom names.
BESTIARY = [
    (
        "animate_statue",
        "brute",
        "sorcerous",
        1,
        15,
        5,
        5,
        1,
        1,
        ["Squeeze"],
        ["Haymaker", "Grab", "Throw Stones"],
    ),
    ("bloodybones", "minion", "sorcerous", "infinite", 0, 0, 0, 0, 0, [], []),
    (
        "brain_spider",
        "strategist",
        "sorcerous",
        3,
        3,
        1,
        4,
        2,
        3,
        ["Tactics", "Web"],
        ["Great Leap", "Wall Crawling"],
    ),
    (
        "cockatrice",
        "elite",
        "beast",
        5,
        0,
        4,
        4,
        4,
        4,
        ["Backwards Charge", "Flutter"],
        ["Tail Bite"],
    ),
    (
        "devil_gluttony",
        "strategist",
        "spirit",
        3,
        0,
        1,
        5,
        2,
        3,
        ["Fiendish Retreat", "Stinking Cloud", "Swallow"],
        ["Bite"],
    ),
    (
        "dragon",
        "elite",
        "beast",
        5,
        10,
        6,
        3,
        3,
        3,
        ["Armored Scales", "Breath of Fire", "Overwhelming Bite"],
        ["Claw", "Flight", "Tail Whip"],
    ),
    (
        "face_rat",
        "minion",
        "beast",
        2,
        0,
        0,
        0,
        0,
        0,
        ["Infectious Disease", "Steal Face"],
        ["Bad Little Hands"],
    ),
    (
        "fungoid",
        "strategist",
        "elemental",
        3,
        3,
        4,
        1,
        2,
        3,
        ["Fungal Regeneration", "Perfect Imitation"],
        ["Choking Spores", "Minor Illusion"],
    ),
    ("griffin", "brute", "beast", 7, 0, 4, 3, 1, 1, ["Grab"], ["Flight", "Talons"]),
    (
        "harpy",
        "minion",
        "elemental",
        3,
        0,
        2,
        2,
        0,
        0,
        ["Shriek"],
        ["Flight", "Pelt with Stones", "Pull Into the Air"],
    ),
    ("imp", "minion", "spirit", 2, 0, 0, 0, 0, 0, ["Bad Luck Machine"], ["Vomit", "Piss and Shit"]),
    (
        "jinn",
        "elite",
        "spirit",
        7,
        0,
        4,
        4,
        4,
        4,
        ["Possess"],
        ["Body of Smokeless Fire", "Invisible"],
    ),
    ("kelpie", "brute", "elemental", 5, 0, 4, 6, 1, 1, [], ["Trample"]),
    ("lich_yellow_king", "dungeon_lord", "undead", POOLS, POOLS, 3, 3, 3, 6, POOLS, POOLS),
    (
        "lion",
        "strategist",
        "beast",
        3,
        3,
        6,
        2,
        1,
        3,
        ["Cautious Retreat", "Roar of Life"],
        ["Bite", "Claw"],
    ),
    ("mimic", "brute", "sorcerous", 2, 6, 4, 0, 1, 1, ["Harden", "Riot of Teeth"], []),
    (
        "nymph",
        "strategist",
        "elemental",
        3,
        0,
        1,
        3,
        2,
        4,
        ["Expeditious Retreat", "Sleep Song"],
        ["Bewitching Beauty"],
    ),
    (
        "ogre",
        "brute",
        "sorcerous",
        3,
        5,
        6,
        4,
        1,
        1,
        ["Bully", "Overwhelming Attack"],
        ["Sweeping Club"],
    ),
    (
        "questing_beast",
        "strategist",
        "beast",
        3,
        3,
        1,
        4,
        2,
        3,
        ["Evasive", "Expeditious Retreat", "Resilient", "Tactics"],
        ["Nip", "Trample"],
    ),
    ("skeleton", "brute", "undead", 6, 0, 6, 1, 1, 4, ["Absorb Bones"], ["Unearthly Fear"]),
    (
        "slime",
        "elite",
        "sorcerous",
        6,
        0,
        X,
        X,
        0,
        0,
        ["Grind", "Regenerate"],
        ["Protoplasmic Attack"],
    ),
    ("titan_sporehulk", "dungeon_lord", "elemental", POOLS, POOLS, 7, 3, 3, 3, POOLS, POOLS),
    ("ungoat", "minion", "sorcerous", 2, 0, 0, 0, 0, 0, [], ["Rummage"]),
    (
        "vampire",
        "elite",
        "undead",
        7,
        2,
        4,
        4,
        4,
        4,
        ["Bat Form", "Mesmerize", "Mist Form"],
        ["Call Bats", "Supernatural Grace", "Supernatural Speed"],
    ),
    (
        "wraith",
        "strategist",
        "undead",
        4,
        0,
        4,
        1,
        2,
        3,
        ["Dolorous Kiss"],
        ["Fear", "Retreat into the Shadows"],
    ),
    ("winter_wolf", "minion", "elemental", 4, 0, 0, 0, 0, 0, ["Breath of Ice"], []),
    ("zombie", "minion", "undead", 1, 0, 0, 0, 0, 0, ["Last Grasp"], ["Devour the Living"]),
]

# pp. 250–251: attributes, HD, extra Challenge cards (p. 121) and the greater dooms offered
THREATS = [
    ("minion", 250, (0, 0, 0, 0), 2, 0, 0, []),
    (
        "brute",
        250,
        (6, 4, 1, 1),
        2,
        6,
        0,
        ["Overwhelming Attack", "Deadly Attack", "Corrosive Attack", "Untouchable"],
    ),
    ("strategist", 251, (1, 4, 2, 3), 3, 3, 0, ["Tactics", "Cautious Retreat", "Sorcery"]),
    (
        "elite",
        251,
        (4, 4, 4, 4),
        12,
        0,
        2,
        ["Command", "Intangible", "Potence", "Regenerate", "Shapeshifter"],
    ),
    ("dungeon_lord", 251, (3, 3, 3, 3), None, None, 3, []),
]

# pp. 247–249: page, lesser doom names, and how many a creature chooses (None: all)
THEMES = [
    ("beast", 247, ["Bite", "Claw", "Special Locomotion", "Trample"], 1),
    ("elemental", 247, ["Engulf"], None),
    ("man", 248, [], None),
    ("sorcerous", 248, [], None),
    ("spirit", 249, ["Natural Sorcery"], None),
    ("undead", 249, ["Devour the Living", "Fear"], None),
]


def _names(dooms: tuple[object, ...]) -> list[str]:
    return [doom.name for doom in dooms]  # type: ignore[attr-defined]


# --- the shipped pack ------------------------------------------------------------------------


def test_the_tables_hold_exactly_the_books_ids() -> None:
    assert set(PACK.themes) == book.THEMES and len(PACK.themes) == 6
    assert set(PACK.threats) == book.THREATS and len(PACK.threats) == 5
    assert set(PACK.bestiary) == set(book.BESTIARY) and len(PACK.bestiary) == 27
    assert {row[0] for row in BESTIARY} == set(book.BESTIARY)


@pytest.mark.parametrize(
    (
        "creature_id",
        "threat",
        "theme",
        "health",
        "defense",
        "swords",
        "pentacles",
        "cups",
        "wands",
        "greater",
        "lesser",
    ),
    BESTIARY,
    ids=[row[0] for row in BESTIARY],
)
def test_each_creature_has_the_books_numbers_and_dooms(
    creature_id: str,
    threat: str,
    theme: str,
    health: int | str | None,
    defense: int | None,
    swords: int | None,
    pentacles: int | None,
    cups: int,
    wands: int,
    greater: list[str] | None,
    lesser: list[str] | None,
) -> None:
    creature = PACK.bestiary[creature_id]
    assert (creature.theme, creature.threat) == (theme, threat)
    assert creature.page == book.BESTIARY[creature_id]
    attributes = (creature.swords, creature.pentacles, creature.cups, creature.wands)
    assert attributes == (swords, pentacles, cups, wands)
    assert (creature.health, creature.defense) == (health, defense)
    if lesser is POOLS:
        assert creature.pools and not creature.dooms
    else:
        assert not creature.pools
        assert _names(creature.lesser_dooms) == lesser
        assert _names(creature.greater_dooms) == greater


@pytest.mark.parametrize(
    ("threat_id", "page", "attributes", "health", "defense", "extra", "dooms"),
    THREATS,
    ids=[row[0] for row in THREATS],
)
def test_each_threat_template_has_the_books_numbers(
    threat_id: str,
    page: int,
    attributes: tuple[int, int, int, int],
    health: int | None,
    defense: int | None,
    extra: int,
    dooms: list[str],
) -> None:
    threat = PACK.threats[threat_id]
    assert threat.page == page
    assert (threat.swords, threat.pentacles, threat.cups, threat.wands) == attributes
    assert (threat.health, threat.defense) == (health, defense)
    assert threat.extra_challenge_cards == extra
    assert _names(threat.dooms) == dooms
    assert all(doom.kind == "greater" for doom in threat.dooms)
    assert threat.choose == ((1, 2) if dooms else None)


def test_the_dungeon_lord_raises_one_attribute_to_6_and_uses_pools() -> None:
    lord = PACK.threats["dungeon_lord"]
    assert lord.raise_one_to == 6 and lord.pools
    assert all(not threat.pools for threat in PACK.threats.values() if threat is not lord)


def test_the_brute_is_tough() -> None:
    assert [note.name for note in PACK.threats["brute"].notes] == ["Tough"]
    elite = PACK.threats["elite"].notes
    assert [note.name for note in elite] == ["Invulnerable", "Retributive", "Threshold"]
    assert all(note.optional for note in elite)


@pytest.mark.parametrize(
    ("theme_id", "page", "dooms", "choose"), THEMES, ids=[row[0] for row in THEMES]
)
def test_each_theme_template_has_the_books_lesser_dooms(
    theme_id: str, page: int, dooms: list[str], choose: int | None
) -> None:
    theme = PACK.themes[theme_id]
    assert theme.page == page
    assert _names(theme.dooms) == dooms
    assert all(doom.kind == "lesser" for doom in theme.dooms)
    assert theme.choose == choose


def test_man_has_no_template() -> None:
    """p. 248: people are played as characters, not from a template."""
    man = PACK.themes["man"]
    assert not man.template
    assert (man.likes, man.hates, man.notes, man.dooms) == ((), (), (), ())
    assert all(PACK.themes[t].template for t in book.THEMES - {"man"})


def test_the_yellow_kings_pools() -> None:
    """pp. 270–271: phylactery 1/0, crown 1/4, body 5/9; beaten for good only without both."""
    king = PACK.bestiary["lich_yellow_king"]
    pools = {pool.id: (pool.name, pool.health, pool.defense, pool.core) for pool in king.pools}
    assert pools == {
        "phylactery": ("Phylactery", 1, 0, True),
        "crown_of_archwood": ("Crown of Archwood", 1, 4, False),
        "body": ("Body", 5, 9, True),
    }
    crown, body = king.pools[1], king.pools[2]
    assert [note.name for note in crown.notes] == ["Spite Alone Holds Me Aloft"]
    crowned = _names(crown.dooms)
    assert crowned == ["If the Poison Won't Take You My Dogs Will", "Day of Tears and Mourning"]
    assert [d.kind for d in body.dooms] == ["lesser"] * 3 + ["greater"] * 3
    assert {"May Failure Be Your Noose", "Sorrow! Sorrow! Sorrow!"} <= set(_names(body.dooms))
    assert {"Do You Doubt Me, Traitor?", "Faithful Servant, Tender Companion"} <= set(
        _names(body.dooms)
    )
    assert "1,000g" in crown.text


def test_the_sporehulks_four_sections() -> None:
    """pp. 279–280: four sections, Torso 5/10 the core; the Legs 4/0 and both Arms 5/0; and
    the rune of protection on the Torso, a pool of ours (1/0) to aim at."""
    hulk = PACK.bestiary["titan_sporehulk"]
    pools = [(pool.id, pool.health, pool.defense, pool.core) for pool in hulk.pools]
    assert pools == [
        ("legs", 4, 0, False),
        ("left_arm", 5, 0, False),
        ("right_arm", 5, 0, False),
        ("torso", 5, 10, True),
        ("rune", 1, 0, False),
    ]
    by_id = {pool.id: pool for pool in hulk.pools}
    assert _names(by_id["legs"].dooms) == ["Kick", "Rampage"]
    assert _names(by_id["left_arm"].dooms) == ["Grab", "Throw Stones", "Smash", "Squeeze"]
    assert by_id["left_arm"].dooms == by_id["right_arm"].dooms
    assert _names(by_id["torso"].dooms) == ["Shake"]
    assert [note.name for note in by_id["torso"].notes] == ["Tough"]
    all_dooms = hulk.all_dooms()
    assert _names(tuple(d for d in all_dooms if d.kind == "lesser")) == [
        "Kick",
        "Grab",
        "Throw Stones",
        "Shake",
    ]
    assert _names(tuple(d for d in all_dooms if d.kind == "greater")) == [
        "Rampage",
        "Smash",
        "Squeeze",
    ]


def test_the_slimes_swords_and_pentacles_follow_its_health() -> None:
    slime = PACK.bestiary["slime"]
    assert slime.attributes_equal_health == ("swords", "pentacles")
    assert slime.attribute("swords", 4) == 4 and slime.attribute("pentacles", 6) == 6
    assert slime.attribute("cups", 4) == 0
    with pytest.raises(ValueError, match="current Health"):
        slime.attribute("swords")


def test_the_bloodybones_cannot_be_wounded() -> None:
    bones = PACK.bestiary["bloodybones"]
    assert bones.infinite_health and bones.health == "infinite"
    assert not bones.dooms
    assert [c.id for c in PACK.bestiary.values() if c.infinite_health] == ["bloodybones"]


def test_only_dungeon_lords_have_pools() -> None:
    with_pools = {c.id for c in PACK.bestiary.values() if c.pools}
    assert with_pools == {"lich_yellow_king", "titan_sporehulk"}
    assert all(c.health is None and c.defense is None for c in PACK.bestiary.values() if c.pools)


def test_the_sizes_larger_than_a_human() -> None:
    """p. 121: each enemy larger than a human adds a card to the GM's hand."""
    large = {c.id for c in PACK.bestiary.values() if c.size in ("large", "huge")}
    assert {"dragon", "titan_sporehulk", "animate_statue", "ogre", "griffin"} <= large
    assert {c.id for c in PACK.bestiary.values() if c.size == "huge"} == {
        "dragon",
        "titan_sporehulk",
    }
    assert PACK.bestiary["cockatrice"].size == "human"  # p. 257: as tall as a man


def test_languages_the_book_gives() -> None:
    assert PACK.bestiary["griffin"].understands == ("chivalric",)  # p. 264
    assert PACK.bestiary["jinn"].speaks == ("tylwyth",)  # p. 267
    assert PACK.bestiary["winter_wolf"].speaks == ("tylwyth",)  # p. 285
    assert PACK.bestiary["titan_sporehulk"].mute  # p. 279: no mouth
    assert PACK.bestiary["brain_spider"].telepathic  # p. 256


def test_face_rat_disease_has_three_stages() -> None:
    """p. 262: 1, 1 and 2 charges; Silenced at stage 2, Blind at stage 3."""
    disease = PACK.bestiary["face_rat"].affliction
    assert disease is not None and disease.name == "Face Rat Disease"
    assert [s.charges for s in disease.stages] == [1, 1, 2]
    assert [s.effects for s in disease.stages] == [(), ("silence",), ("blind",)]


def test_imps_and_nymphs_want_something_per_suit() -> None:
    for creature_id in ("imp", "nymph"):
        assert PACK.bestiary[creature_id].wants is not None, creature_id


@pytest.mark.parametrize("creature_id", sorted(book.BESTIARY))
def test_every_named_effect_exists_and_every_creature_is_described(creature_id: str) -> None:
    creature: Creature = PACK.bestiary[creature_id]
    assert creature.summary and creature.likes and creature.hates, creature_id
    for where, effect in effect_references(creature):
        assert effect in PACK.effects, f"{creature_id} › {where}: {effect}"
    for doom in creature.all_dooms():
        assert doom.text, (creature_id, doom.name)


def test_known_effects_are_recorded() -> None:
    """Spot checks that capitalised effects in the stat blocks are in ``effects``."""
    dooms = {d.name: d for d in PACK.bestiary["face_rat"].dooms}
    assert dooms["Steal Face"].effects == ("blind", "silence")
    gaze = PACK.bestiary["cockatrice"].notes[0]
    assert gaze.effects == ("root", "curse")
    nymph = {d.name: d for d in PACK.bestiary["nymph"].dooms}
    assert nymph["Sleep Song"].effects == ("knockout",)
    assert nymph["Sleep Song"].action == "Speak Incantation"


# --- broken copies ---------------------------------------------------------------------------


def test_a_creature_with_an_unknown_theme_is_named(damaged: Damage) -> None:
    folder = damaged(
        "bestiary.toml",
        'theme = "beast"\nthreat = "elite"\nsize = "huge"',
        'theme = "reptile"\nthreat = "elite"\nsize = "huge"',
    )
    expected = "bestiary.toml › dragon › theme: 'reptile' is not an id in themes.toml"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_missing_field_is_named(damaged: Damage) -> None:
    rat = 'summary = "An outsized rat'
    folder = damaged("bestiary.toml", f'size = "small"\n{rat}', rat)
    expected = "bestiary.toml › face_rat › size: is missing: add it"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_wrong_page_is_named(damaged: Damage) -> None:
    folder = damaged("bestiary.toml", "page = 260\n", "page = 259\n")
    expected = "bestiary.toml › dragon › page: 259, but Dragon is on p. 260"
    assert content.check(folder) == [expected]


def test_an_unknown_effect_is_named(damaged: Damage) -> None:
    folder = damaged("bestiary.toml", 'effects = ["knockout"]', 'effects = ["sleep"]')
    assert content.check(folder) == [
        "bestiary.toml › nymph › dooms[2].effects[0]: 'sleep' is not an id in effects.toml"
    ]


def test_a_made_up_health_word_is_named(damaged: Damage) -> None:
    folder = damaged("bestiary.toml", 'health = "infinite"\ndefense', 'health = "endless"\ndefense')
    assert content.check(folder) == [
        "bestiary.toml › bloodybones › health: 'endless' is neither a whole number ≥ 0 "
        "nor 'infinite'"
    ]


def test_a_creature_with_pools_and_one_hd_is_named(damaged: Damage) -> None:
    king = "cups = 3\nwands = 6\n"
    folder = damaged("bestiary.toml", king, f"{king}health = 5\n")
    assert content.check(folder) == [
        "bestiary.toml › lich_yellow_king › health: is set, but a creature with pools has HD "
        "per pool"
    ]


def test_a_dungeon_lord_without_pools_is_named(damaged: Damage) -> None:
    folder = damaged(
        "bestiary.toml",
        'theme = "undead"\nthreat = "minion"',
        'theme = "undead"\nthreat = "dungeon_lord"',
    )
    assert content.check(folder) == [
        "bestiary.toml › zombie › pools: a Dungeon Lord needs HD pools"
    ]


def test_a_removed_creature_is_named(damaged: Damage) -> None:
    text = (ASSETS / "bestiary.toml").read_text(encoding="utf-8")
    start = text.index('[[creature]]\nid = "ungoat"')
    block = text[start : text.index("\n[[creature]]", start) + 1]
    folder = damaged("bestiary.toml", block, "")
    assert content.check(folder) == [
        "bestiary.toml › id: needs exactly the book's 27 ids; missing ['ungoat'], unexpected []"
    ]


def test_a_greater_doom_in_a_theme_is_named(damaged: Damage) -> None:
    engulf = 'name = "Engulf"\nkind = '
    folder = damaged("themes.toml", f'{engulf}"lesser"', f'{engulf}"greater"')
    assert content.check(folder) == [
        "themes.toml › elemental › dooms[0].kind: 'greater' for 'Engulf': this template gives "
        "only lesser dooms"
    ]


def test_a_threat_with_a_wrong_choose_range_is_named(damaged: Damage) -> None:
    text = (ASSETS / "threats.toml").read_text(encoding="utf-8")
    assert text.count("choose = [1, 2]") == 3
    elite = "health = 12\ndefense = 0\nextra_challenge_cards = 2\nchoose = "
    folder = damaged("threats.toml", f"{elite}[1, 2]", f"{elite}[2, 1]")
    assert content.check(folder) == [
        "threats.toml › elite › choose: [2, 1] of 5 dooms is not a range"
    ]
