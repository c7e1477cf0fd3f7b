"""The small grammar the narration leans on (issue 19, point 3): a band's verb against one
creature's, possessives of names ending in s, counts, and the attributes' capitals."""

from __future__ import annotations

import pytest

from worm import content, grammar


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Dire Tapeworms", "Dire Tapeworms attack"),
        ("Mushroom Men", "Mushroom Men attack"),
        ("2 × Cockatrice", "2 × Cockatrice attack"),
        ("Cockatrice", "Cockatrice attacks"),
        ("Colossus", "Colossus attacks"),
        ("Queen of Bees", "Queen of Bees attacks"),
        ("Dire Bats and Cockatrice", "Dire Bats and Cockatrice attack"),  # a mixed band
        ("two Goblins, Wolf and Cockatrice", "two Goblins, Wolf and Cockatrice attack"),
    ],
)
def test_a_band_and_one_creature_each_take_their_own_verb(name: str, said: str) -> None:
    assert grammar.agree(name, "attack") == said


@pytest.mark.parametrize(
    "name",
    ["Ratmen", "Argyric Underfolk", "Hydrae", "Genii", "Lost Adventurers Undergoing Apotheosis",
     "Disembodied Crawling Hands", "Dire Man o' Wars", "The Curators"],
)  # fmt: skip
def test_the_packs_harder_band_names_are_many(name: str) -> None:
    assert grammar.is_plural(name)


@pytest.mark.parametrize(
    "name", ["The Rat King", "Heuriko the Sorceress", "Living Armor", "The Enormous", "Xania"]
)
def test_the_packs_single_beings_are_one(name: str) -> None:
    assert not grammar.is_plural(name)


def test_a_single_named_being_takes_the_verb_of_one_whatever_its_name_ends_in() -> None:
    assert grammar.agree("Three-Fingers", "let", single=True) == "Three-Fingers lets"
    assert grammar.agree("Dire Bats", "let") == "Dire Bats let"


@pytest.mark.parametrize(
    ("plural", "one"), [("attack", "attacks"), ("are", "is"), ("have", "has"), ("catch", "catches")]
)
def test_the_verb_of_one(plural: str, one: str) -> None:
    assert grammar.verb(plural, many=False) == one
    assert grammar.verb(plural, many=True) == plural


@pytest.mark.parametrize(
    ("name", "whose"),
    [
        ("Three-Fingers", "Three-Fingers'"),
        ("Alesander of House Gryphes", "Alesander of House Gryphes'"),
        ("Iago", "Iago's"),
    ],
)
def test_the_possessive_of_a_name(name: str, whose: str) -> None:
    assert grammar.possessive(name) == whose


def test_tidy_mends_a_templated_possessive_and_leaves_the_rest() -> None:
    said = "Polliver of House Gryphes's ward and the duchess's portrait, Iago's knife"
    assert (
        grammar.tidy(said)
        == "Polliver of House Gryphes' ward and the duchess's portrait, Iago's knife"
    )


@pytest.mark.parametrize(("n", "said"), [(0, "no gold"), (1, "1 gold"), (7, "7 gold")])
def test_gold_is_counted_and_none_is_no_gold(n: int, said: str) -> None:
    assert grammar.counted(n, "gold", "gold") == said


def test_counts_agree_with_their_noun() -> None:
    assert [grammar.counted(n, "hit") for n in (-1, 0, 1, 2)] == [
        "-1 hits",
        "no hits",
        "1 hit",
        "2 hits",
    ]
    assert grammar.counted(3, "flicker", words=True) == "three flickers"


@pytest.mark.parametrize("name", ["swords", "Pentacles", "CUPS", "wands"])
def test_attributes_are_capitalised(name: str) -> None:
    assert grammar.attribute(name) == name.title()


@pytest.mark.parametrize(
    ("band", "one"),
    [("Dire Rats", "Dire Rat"), ("Skeleton Jellies", "Skeleton Jelly"),
     ("Forest Imps", "Forest Imp"), ("Mushroom Men", "Mushroom Man"), ("Ratmen", "Ratman"),
     ("Dire Wolves", "Dire Wolf"), ("Dire Lice", "Dire Louse"), ("Hydrae", "Hydra"),
     ("Sphinxes", "Sphinx"), ("Zombies", "Zombie"), ("Kelpies", "Kelpie"),
     ("Dire Man o' Wars", "Dire Man o' War"), ("Vampire Spawn", "Vampire Spawn"),
     ("Lost Adventurers Undergoing Apotheosis", "Lost Adventurer Undergoing Apotheosis"),
     ("Argyric Underfolk", "Argyric Underfolk"), ("Cockatrice", "Cockatrice")],
)  # fmt: skip
def test_one_of_a_band_is_named_in_the_singular(band: str, one: str) -> None:
    """Issue 19 play-test point 3: a fight numbered "Dire Rats 2", "Skeleton Jellies 1"."""
    assert grammar.singular(band) == one


def test_every_band_of_the_bestiary_has_a_singular_that_is_one() -> None:
    """The rule holds for every creature name the pack has: the one is not plural and only its
    noun changes ("Dire Lice", "Dire Louse")."""
    pack = content.default()
    names = {m.name for m in pack.monsters.values()} | {c.name for c in pack.bestiary.values()}
    for name in names:
        one = grammar.singular(name)
        assert not grammar.is_plural(one) or one == name, (name, one)
        words = name.removeprefix("Various ").split()
        assert len(one.split()) == len(words), (name, one)
        assert sum(a != b for a, b in zip(words, one.split(), strict=True)) <= 1, (name, one)


@pytest.mark.parametrize(
    ("name", "said"),
    [("Lantern", "a lantern"), ("Axe", "an axe"), ("Shield, heavy", "a heavy shield"),
     ("Leeches, jar of", "a jar of leeches"), ("Oil, flask", "a flask of oil"),
     ("Candles", "candles"), ("Salt", "salt"), ("Flint and tinder", "flint and tinder"),
     ("Fishing gear", "fishing gear"), ("Hourglass", "an hourglass"),
     ("Clothes, rags", "rags"), ("carved bone dice", "carved bone dice"),
     ("sack of gold", "a sack of gold")],
)  # fmt: skip
def test_a_thing_runs_on_in_a_sentence_with_its_article(name: str, said: str) -> None:
    """Issue 19: "a great deal to ask for Lantern" — a common noun in running text is lower
    case and takes "a" or "an"; many things and a mass of one take none."""
    assert grammar.a_thing(name) == said


def test_no_item_or_treasure_in_the_pack_runs_on_with_a_capital_or_a_comma() -> None:
    pack = content.default()
    for name in [i.name for i in pack.items.values()] + [t.name for t in pack.treasure.values()]:
        said = grammar.a_thing(name)
        assert said == said.lower() and "," not in said, (name, said)


def test_every_personality_want_and_need_runs_on_in_lower_case() -> None:
    """A want or need learnt in a parley runs on after "they want" / "they need": "want
    someone to sit with", not "want Someone to sit with" (seen in the golden playthroughs)."""
    texts = [
        trait.text
        for kind in content.default().personalities.values()
        for trait in (kind.wants.swords, kind.wants.pentacles, kind.wants.cups, kind.wants.wands)
        + tuple(kind.needs)
    ]
    assert len(texts) > 20
    shouting = [t for t in texts if grammar.running_on(t)[:1].isupper()]
    assert shouting == []


@pytest.mark.parametrize(
    ("count", "name", "said"),
    [
        (1, "Cockatrice", "Cockatrice"),
        (2, "Living Paintings", "two Living Paintings"),
        (3, "Cockatrice", "three Cockatrices"),
        (5, "Mushroom Men", "five Mushroom Men"),
        (2, "Skeleton Jelly", "two Skeleton Jellies"),
        (4, "Wolf", "four Wolves"),
        (13, "Goblins", "thirteen Goblins"),
        (21, "Goblins", "21 Goblins"),
        (10, "Various Stomach Prisoners", "ten Stomach Prisoners"),
        (1, "Various Stomach Prisoners", "Various Stomach Prisoners"),
    ],
)
def test_a_band_is_counted_in_words_before_the_name_of_many(
    count: int, name: str, said: str
) -> None:
    """Play-test, session 12: "2 × Living Paintings are met" reads as a tally, not a sentence;
    session 15: "Ten Various Stomach Prisoners" says how many twice."""
    assert grammar.band(count, name) == said
    assert count == 1 or grammar.is_plural(said)
    assert grammar.capital(said).startswith(said[:1].upper())


def test_a_choice_put_to_the_player_is_told_of_the_one_who_did_it() -> None:
    """The content's choices speak to the player; a sentence about an adventurer ("Clive tested
    Wands to …", the chronicle's great tests) tells them in the third person."""
    assert grammar.told_of("close your mind to them") == "close their mind to them"
    assert (
        grammar.told_of("free yourself with a tool at hand")
        == "free themselves with a tool at hand"
    )
    assert grammar.told_of("rope yourselves together") == "rope themselves together"
    assert (
        grammar.told_of("cross on the path you have found") == "cross on the path they have found"
    )
    assert grammar.told_of("persuade Iago to carry you over") == "persuade Iago to carry them over"
    assert grammar.told_of("give chase") == "give chase"
