"""Jarl (p. 65): Gather a Goblin Horde as a City Action, 2 + X goblins for X XP, never more
than 8; the horde is one companion that follows one-word commands, finds its own food, and
loses a goblin to each Wound."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.test_city_actions import city
from worm.engine import autocity, companions, jarl, kit
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.rules import jarl as rules
from worm.text import cityacts


def jarl_in_city(xp: int = 5) -> Game:
    game = city()
    a = game.guild.adventurer("a1")
    talents = (*a.talents, Talent(id=rules.TALENT, state="mastered"))
    game.set_adventurer(a.model_copy(update={"talents": talents, "xp": xp}))
    return game


def next_phase(game: Game) -> None:
    """Another City Phase's step 6: nobody has acted yet."""
    assert game.city is not None
    game.city = replace(game.city, acted=())


@pytest.mark.parametrize(("spent", "goblins"), [(0, 2), (3, 5), (5, 7)])
def test_x_xp_spent_brings_two_plus_x_goblins(spent: int, goblins: int) -> None:
    game = jarl_in_city()
    game.execute(cityacts.parse(game, ["a1", "horde", str(spent)]))
    horde = jarl.horde_of(game, "a1")
    assert horde is not None and horde.goblins == goblins
    assert game.guild.adventurer("a1").xp == 5 - spent
    assert set(horde.commands) == {"heel", "fetch", "track", "hunt", "guard", "stay"}


def test_a_horde_never_grows_past_eight() -> None:
    assert rules.gathered(7, 4) == 8 and rules.gathered(0, 9) == 8
    game = jarl_in_city()
    horde = jarl.horde_of(game, "a1")
    assert horde is None
    game.execute(cmd.CityAct(who="a1", action="horde", amount=5))  # 7 goblins
    next_phase(game)
    game.execute(cmd.CityAct(who="a1", action="horde", amount=0))
    horde = jarl.horde_of(game, "a1")
    assert horde is not None and horde.goblins == 8
    next_phase(game)
    with pytest.raises(IllegalCommand, match="the most it may"):
        game.execute(cmd.CityAct(who="a1", action="horde", amount=0))


def test_more_xp_than_held_or_no_talent_is_refused() -> None:
    game = jarl_in_city(xp=1)
    with pytest.raises(IllegalCommand, match="1 XP to spend"):
        game.execute(cmd.CityAct(who="a1", action="horde", amount=2))
    with pytest.raises(IllegalCommand, match="does not know Jarl"):
        game.execute(cmd.CityAct(who="a2", action="horde", amount=0))


def test_each_wound_kills_one_goblin_and_the_last_ends_the_horde() -> None:
    game = jarl_in_city()
    game.execute(cmd.CityAct(who="a1", action="horde", amount=0))  # 2 goblins
    horde = jarl.horde_of(game, "a1")
    assert horde is not None
    companions.take_wound(game, horde, cause="a test")
    horde = game.guild.companion(horde.id)
    assert horde.goblins == 1 and not horde.staggered
    companions.take_wound(game, horde, cause="a test")
    assert game.guild.companion(horde.id).dead
    assert jarl.horde_of(game, "a1") is None


def test_the_horde_is_never_fed_at_supper() -> None:
    game = jarl_in_city()
    game.execute(cmd.CityAct(who="a1", action="horde", amount=0))
    for a in game.guild.adventurers:  # no animal feed anywhere
        game.set_adventurer(kit.lose(a, companions.FEED, 99)[0])
    companions.feed(game)
    horde = jarl.horde_of(game, "a1")
    assert horde is not None and horde.fed and horde.hungry == 0


def test_the_bot_gathers_a_free_horde() -> None:
    game = jarl_in_city()
    while (command := autocity.next_action(game, set())) is not None:
        game.execute(command)
    horde = jarl.horde_of(game, "a1")
    assert horde is not None and horde.goblins == 2
    assert game.guild.adventurer("a1").xp == 5  # the bot keeps its XP
