"""The book's example City Phase (pp. 171–173), step for step, with its numbers.

The guild comes up with 120, 26 and 51 gold and pays 60, 13 and 25 in tax; the oldest of its
two deeds is erased and the contract it carried out is written (Fame stays 2); the contract's
300 gold (six eggs at 50) goes in even shares of 100, with 1 XP each; one lives destitute and
sets out Stressed; she begs on a Knight with Wands 1 for 13 gold; another prepares components
at no cost; five contracts are on the board and none is taken; the guild goes down again.
The patrons, names and the eggs are the book's story; the engine's contract is one it can see
done (a level reached), with the same 300 gold."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev

from .test_city import sheet
from .test_contracts import hold, job
from .test_crawl import WALK, below, of, stack

DEEDS = ("found the drowned chapel", "drove the rat court out of the cellars")


def test_the_example_city_phase_step_for_step() -> None:
    game = below(WALK)
    for who, coins in zip(("a1", "a2", "a3"), (120, 26, 51), strict=True):
        sheet(game, who, gold=coins)
    a2 = game.guild.adventurer("a2")
    sheet(game, "a2", attributes=a2.attributes.model_copy(update={"wands": 1}))
    game.guild = game.guild.model_copy(update={"deeds": DEEDS})
    assert game.guild.fame == 2
    hold(game, job("reach", 1, "1", reward=300))  # six basilisk eggs at 50 gold (p. 172)
    xp = {a.id: a.xp for a in game.guild.adventurers}

    events = game.execute(cmd.Take(way="out"))

    steps = [e.step for e in of(events, ev.CityStep)]
    assert steps == [1, 2, 3, 4, 5]  # the book's order (p. 148), waiting on upkeep
    # step 1 (p. 171): 120 → 60, 26 → 13, 51 → 25, rounded down
    assert sorted((e.before, e.paid) for e in of(events, ev.Tax)) == [(26, 13), (51, 25), (120, 60)]
    # step 2 (p. 171): the oldest deed erased, the contract's deed written: Fame stays 2
    assert game.guild.deeds[0] == DEEDS[1] and len(game.guild.deeds) == 2
    assert game.guild.fame == 2
    # step 3 (p. 171): one City Event read
    assert len(of(events, ev.CityEvent)) == 1
    # step 4 (p. 172): 300 gold split evenly among three, 1 XP to each
    assert [e.change for e in of(events, ev.Contract)] == ["fulfilled"]
    assert {a.id: a.gold for a in game.guild.adventurers} == {"a1": 160, "a2": 113, "a3": 126}
    assert {a.id: a.xp - xp[a.id] for a in game.guild.adventurers} == {"a1": 1, "a2": 1, "a3": 1}
    # step 5 (p. 172): upkeep; the one living destitute buys nothing and sets out Stressed
    game.execute(cmd.Upkeep(who="a1", tier="common"))
    game.execute(cmd.Upkeep(who="a3", tier="common"))
    game.execute(cmd.Upkeep(who="a2", tier="destitute"))
    assert game.guild.adventurer("a2").conditions.stressed
    assert game.guild.adventurer("a2").gold == 113
    # step 6 (pp. 172–173): Beg and Busk on a Knight (12) with Wands 1 is 13 gold; Prepare
    # Components costs nothing
    stack(game, minor=["Knight of Cups"])
    game.execute(cmd.CityAct(who="a2", action="beg"))
    assert game.guild.adventurer("a2").gold == 113 + 13
    before = game.guild.adventurer("a1").gold
    game.execute(cmd.CityAct(who="a1", action="components"))
    assert game.guild.adventurer("a1").gold == before
    # step 7 (p. 173): the guild moves on; five contracts on the board, none taken
    planned = game.execute(cmd.Plan())
    assert [e.step for e in of(planned, ev.CityStep)] == [7]
    assert game.city is not None and len(game.city.board) == 5
    assert game.guild.contracts == ()
    # and down again (step 8 as the guild delves)
    events = game.execute(cmd.Delve())
    assert 8 in [e.step for e in of(events, ev.CityStep)]
    assert game.phase != "city"
