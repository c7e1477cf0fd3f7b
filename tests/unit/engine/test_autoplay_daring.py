"""A daring autoplay guild tries the options a careful one never touches (issue 15, point 8),
and the game stays whole while it does."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import invariants
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand


def played(seed: int, daring: float, watches: int = 30) -> tuple[Game, list[cmd.Act]]:
    """Autoplay ``seed``; the feature options it acted on and the GM accepted."""
    game, bot, acts = Game.new(seed), Autoplay(daring), []
    game.execute(cmd.Delve())
    for _ in range(3_000):
        if game.watches >= watches:
            break
        command = bot.next(game)
        if command is None:
            break
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
            continue
        invariants.enforce(invariants.state(game))
        if isinstance(command, cmd.Act):
            acts.append(command)
    return game, acts


def _features(game: Game) -> set[str]:
    return {
        game.pack.features[f].name for lv in game.world.levels for r in lv.stock for f in r.features
    }


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_careful_guild_leaves_the_features_alone(seed: int) -> None:
    game, acts = played(seed, daring=0.0)
    assert not [a for a in acts if a.target in _features(game)]


def test_a_daring_guild_tries_what_the_rooms_offer() -> None:
    tried = []
    for seed in range(1, 9):
        game, acts = played(seed, daring=1.0)
        tried += [a for a in acts if a.target in _features(game)]
    assert len(tried) >= 5, tried
    assert len({(a.target, a.option) for a in tried}) >= 3  # not one option over and over


def test_daring_is_a_chance() -> None:
    with pytest.raises(ValueError, match="chance from 0 to 1"):
        Autoplay(1.5)


def test_the_same_seed_dares_the_same_way() -> None:
    first, second = played(4, daring=0.5), played(4, daring=0.5)
    assert first[1] == second[1]
    assert first[0].log.events == second[0].log.events
