"""The fight kit leaves nothing behind: a test that fights the stand-in as the book's goblins
must not change how a later game in the same process plays (same seed and commands, same log),
nor be played with a stand-in's block an earlier game left in the fight rules' memo.

The leak this pins: ``fighters._BLOCK`` keeps the last stat block read by pack and creature id,
and every game shares the one content pack, so a goblins block made under the patch became the
real stand-in's block for the next game that met it (``worm sim`` then differed with the number
of jobs, and a campaign's saved game no longer replayed to its state).
"""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import STAND_IN, fight, fight_as_goblins
from worm.engine import events as ev
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.gm import foes

SEED = 3
OTHER = "dire_rats"  # a creature the fight rules read before the goblins


def first_round(game: Game) -> list[ev.Event]:
    """The guild's side played by the skirmish bot until round 1 is over; the whole log."""
    bot = Skirmisher()
    for _ in range(60):
        ch = game.challenge
        if ch is None or ch.round > 1:
            break
        game.execute(bot.next(game))
    return list(game.log.events)


def goblin_fight() -> foes.Statblock:
    """A test's worth of fighting the stand-in as goblins, the patch undone at its end; the
    block the band fought with."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        fight_as_goblins(monkeypatch)
        game = fight(SEED, creature=STAND_IN)
        fought = fighters.block(game)
        first_round(game)
    return fought


def test_the_stand_in_is_not_the_goblins_here() -> None:
    """The precondition: the real stand-in fights otherwise than the goblins."""
    game = fight(SEED, creature=STAND_IN)
    real = foes.statblock(game.pack, STAND_IN)
    assert real.name != "Goblin" and fighters.block(game) == real
    assert fighters.block(fight(SEED, creature=OTHER)).name != real.name


def test_a_fight_after_the_goblins_plays_as_one_before_them() -> None:
    before = first_round(fight(SEED, creature=STAND_IN))
    fighters.block(fight(SEED, creature=OTHER))  # the memo holds another creature's block
    assert goblin_fight().name == "Goblin"
    game = fight(SEED, creature=STAND_IN)
    assert first_round(game) == before
    assert fighters.block(game) == foes.statblock(game.pack, STAND_IN)


def test_the_goblins_are_goblins_after_a_real_stand_in_was_read() -> None:
    game = fight(SEED, creature=STAND_IN)
    assert fighters.block(game).name != "Goblin"  # the real block is the one remembered
    assert goblin_fight().name == "Goblin"
