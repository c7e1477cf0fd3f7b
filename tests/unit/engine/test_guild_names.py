"""Two adventurers who share a first name (found in play on seed 1026: two called Burhred):
typing the first name was taken for the first of them, silently, so the second could never be
reached by it. Now the shared name is refused, naming both, and the whole name or the id works."""

from __future__ import annotations

import pytest

from worm.engine.session import Game
from worm.errors import IllegalCommand


def twins() -> Game:
    game = Game.new(3, size=3)
    first, second, third = game.guild.adventurers
    renamed = (
        first.model_copy(update={"name": "Burhred Caewendaughter"}),
        second.model_copy(update={"name": "Burhred of House Crowe"}),
        third,
    )
    game.guild = game.guild.model_copy(update={"adventurers": renamed})
    return game


def test_a_shared_first_name_is_refused_naming_both() -> None:
    game = twins()
    with pytest.raises(IllegalCommand, match="Caewendaughter.*House Crowe"):
        game.guild.adventurer("burhred")


def test_the_whole_name_or_the_id_still_finds_each() -> None:
    game = twins()
    first, second, third = game.guild.adventurers
    assert game.guild.adventurer("Burhred of House Crowe") == second
    assert game.guild.adventurer(first.id) == first
    assert game.guild.adventurer(third.name.split()[0]) == third  # a first name of one's own
