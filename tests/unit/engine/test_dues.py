"""What the guild lacks it cannot pay (p. 5, p. 100): a toll wants the coin, an appeal to a
like of things wants the thing; refused with the reason, nothing changed, when it is missing.

The scenarios are built: a toll gate offered where the guild stands, purses set by hand.
"""

from __future__ import annotations

import pytest

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, meet
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import parley
from worm.model.meeting import Meeting

from .test_crawl import WALK, below, give, of


def at_the_toll_gate(*purses: int) -> Game:
    """The guild below on seed 2, its purses set to ``purses`` (in marching order), the toll
    gate (ten gold) offered."""
    game = below(WALK, 6)
    for a, gold in zip(game.guild.in_marching_order(), purses, strict=False):
        game.set_adventurer(a.model_copy(update={"gold": gold}))
    entry = game.pack.meatgrinder["choice_toll_gate"]
    game.offer(entry.name, entry.interactions)
    return game


def purses(game: Game) -> list[int]:
    return [a.gold for a in game.guild.in_marching_order()]


def test_a_toll_the_guild_cannot_pay_is_refused_and_nothing_changes() -> None:
    game = at_the_toll_gate(0, 0, 0)
    before = (purses(game), len(game.log.events), game.choice)
    with pytest.raises(IllegalCommand, match="10 gold, and the guild has none"):
        game.execute(cmd.Choose(option=1))
    assert game.log.events[before[1]].type == "refused"
    assert len(game.log.events) == before[1] + 1
    assert (purses(game), game.choice) == (before[0], before[2])  # the gate still waits


def test_a_toll_half_paid_is_no_toll() -> None:
    game = at_the_toll_gate(3, 2, 0, 0)
    with pytest.raises(IllegalCommand, match="only 5"):
        game.execute(cmd.Choose(option=1))
    assert purses(game)[:2] == [3, 2]


def test_the_guild_pools_its_purses_to_pay_the_toll_in_full() -> None:
    game = at_the_toll_gate(4, 4, 4)  # a guild of three: 12 gold
    events = game.execute(cmd.Choose(option=1, who=game.guild.in_marching_order()[1].id))
    paid = [(e.who, e.count) for e in of(events, ev.Item) if e.item == "gold"]
    assert sum(count for _, count in paid) == 10
    assert paid[0] == (game.guild.in_marching_order()[1].name, 4)  # the one acting pays first
    assert purses(game) == [0, 0, 2]  # the actor, then the front, then the next
    assert game.choice is None


def test_the_bot_with_empty_purses_does_not_try_to_pay_the_toll() -> None:
    """The demo's bot would send the refused toll for ever: it now picks another way."""
    game = at_the_toll_gate(0, 0, 0)
    command = Autoplay().next(game)
    assert isinstance(command, cmd.Choose) and command.option != 1
    paying = at_the_toll_gate(10, 0, 0)
    assert Autoplay().next(paying) == cmd.Choose(option=1)


# --- an appeal to a like of things (p. 100) ---------------------------------------------------

FOOD = ("food", "emergency_food", "ration")  # what the "food" taste is carried by (tastes.toml)


def before_the_werewolves(*, fed: bool) -> Game:
    """A parley with Pacifist Werewolves, who like vegetable stew, all their traits known; the
    guild carries no food of any kind but, when ``fed``, two rations."""
    game = below(WALK, 6)
    monster = game.pack.monsters["pacifist_werewolves"]
    traits = parley.of_creature(game.pack, monster, game.read_discard("disposition"))
    game.meeting = Meeting(
        monster.id, grammar.band(3, monster.name), 3, game.room, "surprise", "basic", True,
        traits=traits, talks=True,
    )  # fmt: skip
    game.set_phase("parley", "test")
    meet.learn(game, game.meeting, list(range(len(traits))), how="test")
    for a in game.guild.adventurers:
        for carried in a.inventory.things():
            item = game.pack.items[carried.item]
            if {carried.item, *item.tags} & set(FOOD):
                a, _ = kit.lose(a, carried.item, carried.count)
        game.set_adventurer(a)
    if fed:
        give(game, game.guild.in_marching_order()[0].id, "ration", 2)
    return game


def stew(game: Game) -> int:
    """The number of the stew among the likes, as the player counts them."""
    likes = [t.text for t in game.meeting.traits if t.kind == "like"]
    return likes.index("vegetable stew") + 1


def test_an_appeal_to_stew_with_no_food_is_refused_and_nothing_changes() -> None:
    game = before_the_werewolves(fed=False)
    meeting, mark = game.meeting, len(game.log.events)
    with pytest.raises(IllegalCommand, match="vegetable stew"):
        game.execute(cmd.Approach(approach="appeal", trait=stew(game)))
    assert [e.type for e in game.log.events[mark:]] == ["refused"]
    assert game.meeting == meeting


def test_an_appeal_to_stew_hands_over_food() -> None:
    game = before_the_werewolves(fed=True)
    food = sum(kit.count(a, "ration") for a in game.guild.adventurers)
    events = game.execute(cmd.Approach(approach="appeal", trait=stew(game)))
    given = [e for e in of(events, ev.Item) if e.change == "lost"]
    assert len(given) == 1 and given[0].cause == "given in the parley"
    assert sum(kit.count(a, "ration") for a in game.guild.adventurers) == food - 1
    assert given[0].item == game.pack.items["ration"].name
    assert [e.cause for e in of(events, ev.Disposition)] == ["like"]
