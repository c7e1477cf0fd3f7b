"""A shunned taste word is found where a word starts, never inside another word (issue 21):
a faction that will not have sand was kept from rooms of "thousands", one that hates rot from
every grotto."""

from __future__ import annotations

import re

import pytest

from worm.content import loader
from worm.gen import kinds, scenery

PACK = loader.default()


@pytest.mark.parametrize(
    ("word", "text"),
    [
        ("sand", "thousands of bats hang here"),
        ("rot", "a dripping grotto"),
        ("ember", "a god nobody remembers"),
        ("elves,", "empty shelves, a counter"),
        ("loud", "things in cloudy liquid"),
        ("tool", "an upturned stool"),
        ("lies", "little tallies beside the hearth"),
        ("lies", "an unfamiliar smell"),
        ("tree", "the far end of a street"),
    ],
)
def test_a_word_inside_another_does_not_show(word: str, text: str) -> None:
    assert not kinds.shows(text, [word])


@pytest.mark.parametrize(
    ("word", "text"),
    [
        ("sand", "a floor of sand"),
        ("rot", "the smell of rotting wood"),
        ("lies", "soot lies below"),
        ("liar", "two liars argue"),
        ("admir", "admiring eyes"),
        ("elves,", "elves, three of them"),
        ("rain,", "(rain, dripping)"),
    ],
)
def test_a_word_and_its_endings_show(word: str, text: str) -> None:
    assert kinds.shows(text, [word])


def test_no_word_shows_nothing() -> None:
    assert not kinds.shows("anything at all", [])


def test_the_tastes_still_find_their_compounds() -> None:
    """The things the pack's own rooms hold at the end of a compound are listed whole."""
    fire = PACK.tastes["fire"].words
    light = PACK.tastes["light"].words
    assert kinds.shows("men around a campfire", fire)
    assert kinds.shows("fog swallows lamplight", light)
    assert not kinds.shows("the lid slightly open", light)


def _by_pattern(text: str, words: list[str]) -> bool:
    """What ``shows`` answered when it compiled a pattern of the words (before issue 19's
    last start-up work)."""
    return re.search("|".join(rf"\b{re.escape(word)}" for word in words), text) is not None


ODD_WORDS = ["(rain", "-ish", "x_", "_x", "é", "été", "9lives", " a", "a ", ",", ""]
ODD_TEXTS = ["", "(rain)", "a-ish", "x_y", "__x", "café été", "cats 9lives", "a  a", ",,"]


def test_shows_finds_a_word_where_the_pattern_found_it() -> None:
    """Every taste's words against every text the stocking reads them in (the features',
    traps' and scenery's words), and words and texts at the pattern's edges: starting with a
    mark or an underscore, a digit or an accented letter, with spaces or empty."""
    words = sorted({w for taste in PACK.tastes.values() for w in taste.words}) + ODD_WORDS
    texts = [kinds.words(entry) for entry in (*PACK.features.values(), *PACK.traps.values())]
    texts += [scenery.words(piece) for piece in PACK.scenery.values()] + ODD_TEXTS
    found = 0
    for text in texts:
        for word in words:
            assert kinds.shows(text, [word]) == _by_pattern(text, [word]), (word, text)
            found += kinds.shows(text, [word])
        assert kinds.shows(text, words[:40]) == _by_pattern(text, words[:40])
    assert found > 100  # the words show in the pack's own texts
