"""The autoplay guild delves like a bold player (issue 19, point 17; ``worm.engine.autobold``):
it comes back to fight through a band that shuts it off from the rest of a level, where it
used to leave by the way it came and stop the demo; a campaign ends only when expeditions in a
row find nothing new; and a room whose centre hides a way not yet found can still be walked to.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.fixtures import seeds
from tests.fixtures.meetings import MOOD, on_discard
from worm import cli
from worm.engine import autobold, meet
from worm.engine import commands as cmd
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.model.level import LevelState

from .test_crawl import EVERY_EVENT, stack

SEED = 2


def _shut_in(game: Game, far: int) -> tuple[Autoplay, set[int]]:
    """The guild stands in its entrance room having seen every room of the level but ``far``,
    and a bot that backed away from creatures in every room next to this one: only through
    one of them lies anything new."""
    plan, here = game.plan, game.room
    assert far != here and far not in {o for o, _ in plan.neighbours(here, game.state)}
    rooms = frozenset(range(len(plan.level.map.rooms))) - {far}
    game.states[game.depth] = replace(game.state, visited=rooms, looted=rooms)
    bot = Autoplay()
    bot.searched.add((game.depth, here))
    next_door = {o for o, _ in plan.neighbours(here, game.state)}
    bot.avoid |= {(game.depth, o) for o in next_door}
    return bot, next_door


def _far(game: Game) -> int:
    """The last room of the level not next to the entrance room, on the guild's map and on
    the bot's routes (a secret room not yet found is nothing new to go back for, and a room
    shut off by a locked door, as keying now makes a side room, is no walk through a band)."""
    plan = game.plan
    near = {game.room} | {o for o, _ in plan.neighbours(game.room, game.state)}
    routes = Autoplay()._routes(game)
    rooms = range(len(plan.level.map.rooms))
    return max(r for r in rooms if r not in near and plan.known(r, game.state) and r in routes)


def test_a_bold_guild_goes_back_for_the_band_between_it_and_the_rest_of_the_level() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    plan = game.plan
    far = _far(game)
    bot, next_door = _shut_in(game, far)
    command = bot.next(game)
    assert isinstance(command, cmd.Go), f"the guild gave up on the level: {command!r}"
    assert plan.by_key[command.to] in next_door  # back through a room it had kept clear of
    assert bot.braved and not bot.homeward


def test_a_bold_guild_leaves_when_nothing_new_lies_beyond_the_band() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    far = _far(game)
    bot, _ = _shut_in(game, far)
    game.states[game.depth] = replace(game.state, visited=game.state.visited | {far})
    assert bot.next(game) == cmd.Take(way="out")  # the level is spent: no fight for nothing


def _into_102(seed: int) -> Game | None:
    """Seed ``seed``'s guild gone down with every event marked off and walked on into 102 if
    that is next to 101 (quiet watches: cards VI and VII); None if it cannot be walked to."""
    game = Game.new(seed)
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=(6, 7))
    game.execute(cmd.Delve())
    if game.phase != "crawl" or game.choice is not None or game.plan.key(game.room) != "101":
        return None
    if "102" not in {game.plan.key(o) for o, _ in game.plan.neighbours(game.room, game.state)}:
        return None
    game.execute(cmd.Go(to="102"))
    return game


def _quiet_next_door(seed: int) -> bool:
    game = _into_102(seed)
    return (
        game is not None
        and (game.phase, game.plan.key(game.room)) == ("crawl", "102")
        and game.meeting is None
        and game.came_from is not None
    )


NEXT_DOOR = seeds.find(_quiet_next_door, "a walk from 101 into 102 next door meeting no one")


def _met_in_the_next_room(room: int | None = None, **fields: object) -> tuple[Game, Autoplay]:
    """A band met in 102 that the guild can neither talk to nor please (``room`` -1: a band
    that does not live there, wandering or met again where it was left)."""
    game = _into_102(NEXT_DOOR)
    assert game is not None and game.plan.key(game.room) == "102" and game.came_from is not None
    assert game.meeting is None, f"seed {NEXT_DOOR}: no one waits in 102"
    creature = next(m for m in game.pack.monsters.values() if not m.aggressive)
    on_discard(game, MOOD)  # anger: they stay to be dealt with
    meet.start(game, creature.id, 2, game.room if room is None else room, False)
    assert game.meeting is not None
    game.meeting = replace(game.meeting, emotion="anger", talks=False, traits=(), **fields)  # type: ignore[arg-type]
    game.phase = "parley"
    return game, Autoplay()


def test_a_band_it_came_back_for_is_fought_and_others_are_backed_away_from() -> None:
    game, bot = _met_in_the_next_room()
    assert bot.next(game) == cmd.Withdraw()  # a careful first meeting: back away
    game, bot = _met_in_the_next_room()
    bot.braved.add((game.depth, game.room))
    assert bot.next(game) == cmd.Fight()  # came back for them: through them


def test_a_band_met_away_from_its_lair_is_kept_clear_of_where_it_was_met() -> None:
    """A wandering band, or one met again where the guild left it, has no room of its own
    (-1): the bot keeps clear of the room it was met in. It used to keep clear of room -1,
    walk straight back in and back away again (seed 6's demo: 81 times, 200 watches)."""
    game, bot = _met_in_the_next_room(room=-1)
    assert bot.next(game) == cmd.Withdraw()
    assert (game.depth, game.plan.by_key["102"]) in bot.avoid


def test_a_band_is_fought_when_backing_away_leads_into_another() -> None:
    """Between two bands, backing away from one walks into the other (seed 19's demo: 200
    watches of withdrawing from each into the other): the bot fights its way on instead."""
    game, bot = _met_in_the_next_room()
    assert game.came_from is not None
    bot.avoid.add((game.depth, game.came_from))
    assert bot.next(game) == cmd.Fight()


def test_a_lone_named_being_is_left_be_even_when_it_blocks_the_way() -> None:
    game, bot = _met_in_the_next_room(single=True)
    bot.braved.add((game.depth, game.room))
    assert bot.next(game) == cmd.Withdraw()


def test_a_campaign_goes_on_until_expeditions_in_a_row_find_nothing_new() -> None:
    headway = autobold.Headway(known=5)
    assert headway.after(9)  # something new
    assert all(headway.after(9) for _ in range(autobold.FRUITLESS - 1))
    assert not headway.after(9)  # the last of FRUITLESS in a row with nothing new
    again = autobold.Headway(known=5)
    assert all(again.after(5) for _ in range(autobold.FRUITLESS - 1))
    assert again.after(6) and again.fruitless == 0  # one new room starts the count afresh


def _hurt(game: Game, who: str, *, charged: bool) -> None:
    a = game.guild.adventurer(who)
    bonds = tuple(b.model_copy(update={"charged": charged}) for b in a.bonds)
    hurt = a.conditions.model_copy(update={"injured": True})
    game.set_adventurer(a.model_copy(update={"conditions": hurt, "bonds": bonds}))


def _hurt_below(charged: bool) -> tuple[Game, Autoplay]:
    """Down the entrance with a bot that has weighed the expedition and camped a moment ago
    (so its usual camping, ``Camper.wants``, waits), then someone is Injured."""
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    bot = Autoplay()
    bot.next(game)  # the bot sees how the expedition set out
    assert bot.outset is not None and not bot.outset.hurt
    bot.camper.last = game.watches
    who = game.guild.in_marching_order()[0].id
    assert game.guild.adventurer(who).bonds, "the first of the guild has a Bond to burn"
    _hurt(game, who, charged=charged)
    for a in game.guild.adventurers:  # no chirurgeon's poultice mends it on the spot (p. 78)
        talents = tuple(t for t in a.talents if t.id != "chirurgeon")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": talents}))
    return game, bot


def test_a_fresh_injury_a_bond_can_mend_is_camped_on_not_carried_home() -> None:
    game, bot = _hurt_below(charged=True)
    first = bot.next(game)
    assert bot.why_home == "someone is hurt"
    assert isinstance(first, cmd.Camp | cmd.SpikeDoor) and not bot.homeward
    while not isinstance(first, cmd.Camp):  # doors spiked first, as for any camp
        game.execute(first)
        first = bot.next(game)
    game.execute(first)
    while game.phase == "camp":
        command = bot.next(game)
        assert command is not None
        game.execute(command)
    assert not any(a.conditions.injured for a in game.guild.adventurers if a.active)
    assert bot.next(game) != cmd.Take(way="out") and not bot.homeward


def test_an_injury_no_bond_can_mend_still_sends_the_guild_home() -> None:
    game, bot = _hurt_below(charged=False)
    assert bot.next(game) == cmd.Take(way="out")  # at the entrance still: straight out
    assert bot.homeward


@pytest.mark.parametrize("command", ["demo", "sim"])
def test_the_help_says_how_many_fruitless_expeditions_end_a_run(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        cli.main([command, "--help"])
    assert f"{autobold.FRUITLESS} expeditions in a row" in " ".join(capsys.readouterr().out.split())
