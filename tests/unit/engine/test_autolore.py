"""The autoplay guild asks before a room and the answer changes its route: Keen Senses, Foretell
(p. 56), Spout Doom (p. 57); and Area Sense (p. 57) where the level it can reach is spent.

Each test looks for a seed whose guild, below in room 101 (every Meatgrinder event marked off),
would step next into a room not yet entered that holds dwellers of the kind it needs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from tests.unit.engine.test_crawl import below, stack
from tests.unit.engine.test_dying import QUIET
from tests.unit.engine.test_lore_bids import teach
from worm.engine import area_sense, autolore, lore_questions, sneak
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game

SEEDS = range(40)


def games() -> Iterator[Game]:
    """Each seed's game below in room 101 with nothing to do there first (``below``)."""
    for seed in SEEDS:
        try:
            yield below(seed, *QUIET)
        except AssertionError:
            continue


def stepping_into(want: Callable[[Game, list[str]], bool]) -> tuple[Game, int]:
    """A game whose bot would step next into a fresh room whose dwellers pass ``want``, with
    another fresh room to go to instead (the precondition)."""
    for game in games():
        target = Autoplay()._nearest(game)
        fresh = [r for r, _ in game.plan.links[game.room] if r not in game.state.visited]
        if target is None or target in game.state.visited or len(fresh) < 2:
            continue
        dwellers = [d for d in game.level.stock[target].denizens if d in game.pack.monsters]
        if want(game, dwellers):
            return game, target
    pytest.skip(f"no seed in {SEEDS} with such a room next")


def dreaded(game: Game, dwellers: list[str]) -> bool:
    return any(autolore.dreaded(game, d) for d in dwellers)


def met_gladly(game: Game, dwellers: list[str]) -> bool:
    return bool(dwellers) and not dreaded(game, dwellers)


def unlearn(game: Game) -> None:
    """Nobody in the guild knows a talent the bot asks with (or looks with: Sneak's going
    ahead, ``autosneak``)."""
    asking = (*(t for _, t in autolore.ASKS), area_sense.TALENT, sneak.TALENT)
    for a in game.guild.adventurers:
        kept = tuple(t for t in a.talents if t.id not in asking)
        game.set_adventurer(a.model_copy(update={"talents": kept}))


def knows(game: Game, talent: str, **sheet: int) -> str:
    """The first in marching order knows ``talent`` (mastered); the rest know none of these."""
    unlearn(game)
    who = game.guild.in_marching_order()[0].id
    teach(game, who, talent, **sheet)
    return who


def step(bot: Autoplay, game: Game) -> cmd.Command | None:
    command = bot._onward(game)
    if command is not None:
        game.execute(command)
    return command


@pytest.mark.parametrize(
    ("talent", "about", "want"),
    [
        (lore_questions.FORETELL, "foretell", lambda g, d: any(fights(g, x) for x in d)),
        (lore_questions.KEEN_SENSES, "sense", dreaded),
        (lore_questions.SPOUT_DOOM, "doom", dreaded),
    ],
    ids=["foretell-p56", "keen-senses-p56", "spout-doom-p57"],
)
def test_told_of_dwellers_it_dreads_the_bot_goes_elsewhere_first(
    talent: str, about: str, want: Callable[[Game, list[str]], bool]
) -> None:
    game, target = stepping_into(want)
    where = game.plan.key(target)
    unlearn(game)
    assert Autoplay()._onward(game) == cmd.Go(to=where), "without the talent it walks in"
    who = knows(game, talent, resolve=3)
    bot = Autoplay()
    before = game.guild.adventurer(who)
    asked = step(bot, game)
    assert asked == cmd.AskLore(who=who, about=about, room=where)  # type: ignore[arg-type]
    after = game.guild.adventurer(who)
    spent = (before.lore_bids - after.lore_bids, before.resolve - after.resolve)
    assert spent == ((0, 1) if talent == lore_questions.SPOUT_DOOM else (1, 0))
    onward = bot._onward(game)
    going = onward.to if isinstance(onward, cmd.Go) else getattr(onward, "room", None)
    assert going is not None and going != where, f"on to another room, not {where}: {onward}"
    assert (game.depth, target) in bot.avoid, "kept clear of until the rest is seen"


def test_keen_senses_lets_the_bot_walk_in_on_dwellers_it_can_talk_to() -> None:
    """p. 56: who is there is named; a band that does not fall on the guild is met in parley."""
    game, target = stepping_into(met_gladly)
    who = knows(game, lore_questions.KEEN_SENSES)
    bot = Autoplay()
    assert step(bot, game) == cmd.AskLore(who=who, about="sense", room=game.plan.key(target))
    assert bot._onward(game) == cmd.Go(to=game.plan.key(target))


def test_a_bid_is_kept_for_the_parley_and_a_resolve_for_fate() -> None:
    game, target = stepping_into(lambda g, d: bool(d))
    knows(game, lore_questions.FORETELL, lore_bids=autolore.KEEP_BIDS)
    assert Autoplay()._onward(game) == cmd.Go(to=game.plan.key(target))
    knows(game, lore_questions.SPOUT_DOOM, resolve=autolore.KEEP_RESOLVE)
    assert Autoplay()._onward(game) == cmd.Go(to=game.plan.key(target))


def fights(game: Game, monster_id: str) -> bool:
    return game.pack.monsters[monster_id].aggressive


def test_foretold_no_fight_the_bot_walks_in_on_dwellers() -> None:
    """p. 56: "will we have to fight in there?" — no: it goes in and talks."""
    game, target = stepping_into(lambda g, d: bool(d) and not any(fights(g, x) for x in d))
    who = knows(game, lore_questions.FORETELL)
    bot = Autoplay()
    assert step(bot, game) == cmd.AskLore(who=who, about="foretell", room=game.plan.key(target))
    assert bot._onward(game) == cmd.Go(to=game.plan.key(target))


def hidden_way() -> tuple[Game, Autoplay, str, int]:
    """A game whose level hides a secret way out of the rooms its guild can reach, with every
    room it can reach visited and searched (the precondition)."""
    for game in games():
        bot = Autoplay()
        reach = bot._routes(game)
        edges = game.plan.level.map.edges
        if not any(e.secret and (e.a in reach) != (e.b in reach) for e in edges):
            continue
        game.states[game.depth] = replace(game.state, visited=frozenset(reach))
        bot.searched |= {(game.depth, r) for r in reach}
        unlearn(game)
        leaving = bot._deeper(game)
        who = knows(game, area_sense.TALENT, resolve=area_sense.RESOLVE + autolore.KEEP_RESOLVE)
        assert bot._deeper(game) == cmd.Meditate(who=who), f"before {leaving}, it meditates"
        return game, bot, who, len(reach)
    pytest.skip(f"no seed in {SEEDS} hides a way out of what its guild can reach")


def test_with_nothing_left_to_reach_area_sense_finds_the_hidden_way_on() -> None:
    """p. 57: 2 Resolve and a watch; the senses pass through stone, a hidden way told is found,
    and the bot walks on through it."""
    game, bot, who, reachable = hidden_way()
    assert bot._nearest(game) is None, "the precondition: no room left to go to"
    stack(game, minor=("King of Wands",))  # 14 visions: the rooms around, out to the hidden way
    game.execute(cmd.Meditate(who=who))
    assert game.guild.adventurer(who).resolve == autolore.KEEP_RESOLVE
    assert len(bot._routes(game)) > reachable, "a hidden way seen in a vision opens new rooms"
    assert bot._nearest(game) is not None, "and the bot has a room to go to"
    assert autolore.meditates(game, bot.sensed) is None, "once a level and expedition"


def test_dwellers_seen_in_a_vision_are_shunned_as_if_named() -> None:
    """p. 57: a vision tells who breathes in a room; the bot keeps clear of a lord or a
    creature that falls on the guild at sight seen so, and walks in on others."""
    for game in games():
        who = knows(game, area_sense.TALENT, resolve=4)
        stack(game, minor=("King of Cups",))  # 14 visions
        events = game.execute(cmd.Meditate(who=who))
        told = " ".join(e.text for e in events if isinstance(e, ev.Narration))
        seen = [
            room
            for room in range(len(game.level.stock))
            if f"breath and movement in {game.plan.key(room)}:" in told
        ]
        named = {
            r: [d for d in game.level.stock[r].denizens if d in game.pack.monsters] for r in seen
        }
        if any(dreaded(game, d) for d in named.values()):
            break
    else:
        pytest.skip(f"no seed in {SEEDS} shows a dreaded band in a vision")
    for room, dwellers in named.items():
        assert autolore.shuns(game, room) is dreaded(game, dwellers), game.plan.key(room)
        assert autolore.question(game, room, set()) is None, "told already: no bid spent on it"
