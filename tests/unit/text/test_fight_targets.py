"""A foe is named by the end of its name in the text game's fight (issue 19 play): 'attack
jelly 1' was refused with "no one called 'jelly 1'" while Skeleton Jelly 1 stood there, as only
the start of each word of the whole name was read."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import meet
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import fightwords


def set_upon(count: int = 2) -> tuple[Game, str]:
    """Seed 5's guild set upon by ``count`` of the first creature with a name of two words."""
    game = Game.new(5)
    game.execute(cmd.Delve())
    monster = next(m for m in game.pack.monsters.values() if len(m.name.split()) == 2)
    meet.start(game, monster.id, count, game.room, True)
    game.follow_up()
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    assert game.challenge is not None, "precondition: a fight"
    return game, monster.id


def test_the_last_words_of_a_name_find_the_foe() -> None:
    game, _ = set_upon()
    ch = game.challenge
    assert ch is not None
    foes = [f for f in ch.fighters if f.key.startswith("foes.")]
    second = foes[1]
    last, number = second.name.lower().split()[-2:]
    assert fightwords.target(ch, f"{last} {number}") == second.key
    assert fightwords.target(ch, f"{last[:3]} {number}") == second.key  # its start will do


def test_the_ending_needs_the_number_when_several_share_the_name() -> None:
    game, _ = set_upon()
    ch = game.challenge
    assert ch is not None
    last = next(f for f in ch.fighters if f.key.startswith("foes.")).name.lower().split()[-2]
    with pytest.raises(IllegalCommand, match="no one called"):
        fightwords.target(ch, last)  # Jelly 1 or Jelly 2: not a guess


def test_the_first_word_and_the_number_find_the_foe() -> None:
    """Play-test (seed 1): 'mushroom 1' was refused for Mushroom Man 1, though help says the
    start of any word of the name and the number will do."""
    game, _ = set_upon()
    ch = game.challenge
    assert ch is not None
    foes = [f for f in ch.fighters if f.key.startswith("foes.")]
    second = foes[1]
    first, _last, number = second.name.lower().split()
    assert fightwords.target(ch, f"{first} {number}") == second.key
    assert fightwords.target(ch, f"{first[:4]} {number}") == second.key  # its start will do
    with pytest.raises(IllegalCommand, match="no one called"):
        fightwords.target(ch, f"{first} {number}0")  # a number is the whole number
