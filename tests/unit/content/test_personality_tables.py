"""Tastes, personalities and named characters (pp. 99–103, 180), and the Disposition wheel."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content.loader import ASSETS
from worm.content.personality import Taste, Trait

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()

MONSTER_COVERAGE = 0.90
"""Share of monsters.toml's like and hate phrases some taste reads (92.3% when written)."""

BESTIARY_COVERAGE = 0.88
"""The same for bestiary.toml (91.6% when written)."""

ENGINE_TASTES = {
    "flattery",
    "lies",
    "threats",
    "gifts",
    "food",
    "alcohol",
    "fire",
    "light",
    "darkness",
    "gold",
    "treasure",
    "music",
    "stories",
    "company",
    "news",
    "riddles",
    "bargains",
    "courtesy",
    "holy",
    "iron",
    "silver",
}
"""Taste ids the engine names in code, so they must stay."""


def tastes_in(phrase: str) -> set[str]:
    """The tastes whose words occur inside ``phrase``, lowercased (the engine's reading)."""
    low = phrase.lower()
    return {taste.id for taste in PACK.tastes.values() if any(w in low for w in taste.words)}


def carriable(taste: Taste) -> bool:
    """The guild can touch it: an approach, an item, coin, loot, a kith or a deed."""
    return bool(
        taste.approaches
        or taste.items
        or taste.gold
        or taste.treasure
        or taste.kiths
        or taste.service
    )


CARRIABLE = {taste.id for taste in PACK.tastes.values() if carriable(taste)}


def _coverage(phrases: Iterable[str]) -> float:
    phrases = list(phrases)
    return sum(1 for phrase in phrases if tastes_in(phrase)) / len(phrases)


def _phrases(entries: Iterable[object]) -> list[str]:
    return [p for e in entries for p in (*getattr(e, "likes", ()), *getattr(e, "hates", ()))]


# --- tastes ----------------------------------------------------------------------------------


def test_the_engines_taste_ids_exist() -> None:
    assert ENGINE_TASTES <= set(PACK.tastes)
    assert ENGINE_TASTES <= CARRIABLE


def test_the_vocabulary_stays_small() -> None:
    assert 35 <= len(PACK.tastes) <= 70


def test_tastes_read_most_monster_likes_and_hates() -> None:
    assert _coverage(_phrases(PACK.monsters.values())) >= MONSTER_COVERAGE


def test_tastes_read_most_bestiary_likes_and_hates() -> None:
    assert _coverage(_phrases(PACK.bestiary.values())) >= BESTIARY_COVERAGE


def test_tastes_read_every_theme_like_and_hate() -> None:
    assert _coverage(_phrases(PACK.themes.values())) == 1.0


@pytest.mark.parametrize(
    "monster", sorted(m for m in PACK.monsters if PACK.monsters[m].talks), ids=str
)
def test_every_talking_monster_has_a_like_the_guild_can_carry(monster: str) -> None:
    """A creature that parleys must be winnable by something the guild has or does."""
    likes = PACK.monsters[monster].likes
    assert any(tastes_in(like) & CARRIABLE for like in likes), (monster, likes)


@pytest.mark.parametrize(
    ("phrase", "taste"),
    [
        ("Flattery, Being Vain", "flattery"),
        ("cold iron", "iron"),
        ("people who cheat at cards", "lies"),
        ("anything that jingles", "gold"),
        ("anything that glitters", "treasure"),
        ("the smell of blood", "blood"),
        ("warm places to brood", "warmth"),
        ("Elves, Whom It Always Goes For Before Anyone Else", "elves"),
        ("the living", "the_living"),
        ("being sung to", "music"),
    ],
)
def test_a_phrase_is_read_as_its_taste(phrase: str, taste: str) -> None:
    assert taste in tastes_in(phrase)


@pytest.mark.parametrize(
    ("phrase", "not_taste"),
    [
        ("themselves", "elves"),  # "elves" hides in "themselves" and "shelves"
        ("order on the shelves", "elves"),
        ("smoke that drives the swarm off", "warmth"),  # "warm" in "swarm"
        ("people who cheat at cards", "warmth"),  # "heat" in "cheat"
        ("fair-sounding deals", "noise"),  # "sound" in "sounding"
        ("going hungry", "food"),  # a lack is not its opposite
        ("paying full price", "gold"),
        ("anyone who refuses to trade", "bargains"),
        ("eating other brains", "water"),  # "rain" in "brains"
        ("anyone who stares at her missing tail", "music"),  # "sing " in "missing "
        ("Studying Mortal Folk", "rot"),  # "dying" in "studying"
        ("being called a horse", "animals"),
        ("wax", "light"),  # sirens stop their ears with it; a lamp does not offend them
    ],
)
def test_a_phrase_is_not_misread(phrase: str, not_taste: str) -> None:
    assert not_taste not in tastes_in(phrase)


# --- personalities and characters ------------------------------------------------------------


def test_every_theme_has_one_personality() -> None:
    assert set(PACK.personalities) == set(PACK.themes)
    assert len(PACK.personalities) == 6


@pytest.mark.parametrize("theme", sorted(PACK.personalities), ids=str)
def test_a_personality_wants_carriable_things_and_has_three_or_four_needs(theme: str) -> None:
    personality = PACK.personalities[theme]
    for suit in ("swords", "pentacles", "cups", "wands"):
        want: Trait = getattr(personality.wants, suit)
        assert set(want.tastes) & CARRIABLE, (theme, suit, want.tastes)
    assert 3 <= len(personality.needs) <= 4


@pytest.mark.parametrize("character", sorted(PACK.characters), ids=str)
def test_a_character_is_met_at_its_feature_and_wants_carriable_things(character: str) -> None:
    entry = PACK.characters[character]
    assert entry.feature is not None
    assert entry.page == PACK.features[entry.feature].page
    for want in entry.wants:
        assert set(want.tastes) & CARRIABLE, (character, want.text)


def test_every_creature_a_feature_sways_is_a_character() -> None:
    """features.toml shifts Iago's and the imp's Dispositions by character id."""
    swayed = {
        outcome.creature
        for feature in PACK.features.values()
        for interaction in feature.interactions
        for outcome in interaction.outcomes()
        if outcome.effect == "disposition"
    }
    assert swayed == {"iago", "well_imp"}
    assert swayed <= set(PACK.characters)


def test_the_speaking_features_have_their_characters() -> None:
    placed = {entry.feature for entry in PACK.characters.values()}
    assert {
        "river_phlegethon",
        "wishing_well_imp",
        "zacchaeus_cage",
        "merry_fountain",
        "grinnin_grimnir",
    } <= placed


def test_iago_ferries_the_guild_over_the_phlegethon() -> None:
    """p. 369: persuaded, he carries the guild across, as the feature's persuasion does."""
    iago = PACK.characters["iago"]
    assert [(o.effect, o.id) for o in iago.passage] == [("flag", "phlegethon_crossed")]
    (persuade,) = [
        i for i in PACK.features["river_phlegethon"].interactions if i.verb.startswith("persuade")
    ]
    assert [(o.effect, o.id) for o in persuade.on_success] == [("flag", "phlegethon_crossed")]


def test_zacchaeus_wants_out_and_starts_piteous() -> None:
    """p. 365: he begs to be let out; the monkshood keeps him weak."""
    zacchaeus = PACK.characters["zacchaeus"]
    assert zacchaeus.start == "sadness"
    assert any("freedom" in want.tastes for want in zacchaeus.wants)
    assert any("herbs" in need.threats for need in zacchaeus.needs)


# --- the Disposition wheel -------------------------------------------------------------------


def test_the_wheel_is_the_inferred_ring() -> None:
    wheel = PACK.dispositions
    assert wheel.ring == ("joy", "trust", "fear", "anger", "distaste", "sadness", "surprise")
    assert wheel.neighbours("anger") == ("fear", "distaste")  # p. 119
    assert wheel.stance("surprise").better == "joy"  # p. 103
    assert wheel.stance("joy").better == "trust"  # p. 103


# --- broken copies ---------------------------------------------------------------------------


def test_a_trait_with_an_unknown_taste_is_named(damaged: Damage) -> None:
    old = 'tastes = ["prey", "food"] }'
    folder = damaged("personalities.toml", old, 'tastes = ["prey", "carrion"] }')
    expected = (
        "personalities.toml › beast › wants.swords.tastes: 'carrion' is not a taste of tastes.toml"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_character_trait_with_an_unknown_taste_is_named(damaged: Damage) -> None:
    old = 'text = "Silver."\ntastes = ["silver"]'
    folder = damaged("characters.toml", old, 'text = "Silver."\ntastes = ["moonlight"]')
    assert content.check(folder) == [
        "characters.toml › zacchaeus › dislikes[1].tastes: 'moonlight' is not a taste of "
        "tastes.toml"
    ]


def test_a_character_at_an_unknown_feature_is_named(damaged: Damage) -> None:
    folder = damaged("characters.toml", 'feature = "river_phlegethon"', 'feature = "river_styx"')
    expected = "characters.toml › iago › feature: 'river_styx' is not a feature of features.toml"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_character_speaking_an_unknown_language_is_named(damaged: Damage) -> None:
    folder = damaged("characters.toml", 'speaks = ["vulgaris", "cant"]', 'speaks = ["goblin"]')
    assert content.check(folder) == [
        "characters.toml › grimnir › speaks: 'goblin' is not a language of languages.toml"
    ]


def test_a_taste_with_an_unknown_item_is_named(damaged: Damage) -> None:
    folder = damaged("tastes.toml", 'items = ["mirror"]', 'items = ["looking_glass"]')
    assert content.check(folder) == [
        "tastes.toml › mirrors › items: 'looking_glass' is neither an item id nor an item tag "
        "of items.toml"
    ]


def test_a_taste_word_in_capitals_is_named(damaged: Damage) -> None:
    folder = damaged("tastes.toml", 'words = ["cats"]', 'words = ["Cats"]')
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("tastes.toml › cats › words: ")
    assert "'Cats'" in problems[0]


def test_a_theme_without_a_personality_is_named(damaged: Damage) -> None:
    undead = entry_block(ASSETS, "personalities.toml", "personality", "undead")
    folder = damaged("personalities.toml", undead, "")
    expected = "personalities.toml › undead › id: the theme has no wants and needs: add an entry"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_step_to_a_stranger_on_the_wheel_is_named(damaged: Damage) -> None:
    old = 'better = "surprise"\nworse = "distaste"'
    folder = damaged("dispositions.toml", old, 'better = "joy"\nworse = "distaste"')
    expected = (
        "dispositions.toml › disposition: sadness better = 'joy': a step goes to a ring "
        "neighbour (distaste or surprise) or stays to change severity"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_ring_missing_an_emotion_is_named(damaged: Damage) -> None:
    old = 'ring = ["joy", "trust", "fear", "anger", "distaste", "sadness", "surprise"]'
    folder = damaged(
        "dispositions.toml", old, 'ring = ["joy", "trust", "fear", "anger", "distaste", "sadness"]'
    )
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("dispositions.toml › ring: ")
    assert "must hold each of" in problems[0]
    assert one_line_error(folder) == problems[0]
