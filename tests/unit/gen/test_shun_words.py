"""A shunned taste word is found where a word starts, never inside another word (issue 21):
a faction that will not have sand was kept from rooms of "thousands", one that hates rot from
every grotto."""

from __future__ import annotations

import pytest

from worm.content import loader
from worm.gen import kinds

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
