"""A choice the GM waits on, and creatures met after it was asked (issue 19, play-test 19 §6
and "the five most annoying", 1).

The ruling (pp. 90–91, 178): a Meatgrinder card speaks for the watch it was drawn for. A
Challenge takes a watch of its own, with its own card (p. 90), so a travel event a fight kept
the guild from answering is gone once the fight is over, and the log says so. A parley that ends
without a fight leaves the guild in the same watch: the choice is told again in the log (where,
what, the options) before it is asked again. Tending the dying is never barred by a choice.
"""

from __future__ import annotations

import functools

import pytest

from tests.fixtures import seeds
from worm.engine import challenge, crawl, explore, restocking, traps
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.gm import parley
from worm.model.meeting import Meeting
from worm.rules import meatgrinder
from worm.text import explain, narrate

from .fight_kit import STAND_IN, goblins  # noqa: F401 (the fixture)
from .test_crawl import EVERY_EVENT, WALK, below, of, stack
from .test_dying import struck_down
from .test_parley import character, meeting, say

TOLL = "choice_toll_gate"


def neighbours(game: Game) -> list[int]:
    here = game.room
    return sorted({e.b if e.a == here else e.a for e in game.level.map.edges if here in (e.a, e.b)})


def _walked(seed: int, phase: str) -> tuple[Game, list[ev.Event]] | None:
    """Seed ``seed``: the guild walks from 101 into a room beside it with a travel event of two
    or more answers on top of the Meatgrinder, and the room's creatures begin ``phase`` (a fight
    or a parley). The first such room, with the walk's events; None if no room is so."""
    try:
        probe = below(seed)
    except AssertionError:  # the guild does not come down into 101, or a choice waits there
        return None
    entries = restocking.entries(probe.level, probe.state)
    card = next((v for v in range(11, 16) if len(entries[v - 1].get("interactions", ())) > 1), 0)
    if not card:
        return None
    stock, monsters = probe.level.stock, probe.pack.monsters
    rooms = [  # those that attack on sight fight at once (p. 87); others meet by a card (p. 100)
        room
        for room in neighbours(probe)
        if stock[room].denizens
        and monsters[stock[room].denizens[0]].aggressive == (phase == "challenge")
    ]
    for room in rooms:
        game = below(seed, 6, card, marked=EVERY_EVENT - {card})
        events = game.execute(cmd.Go(to=game.plan.key(room)))
        if game.phase == phase and game.choice is not None:
            return game, events
    return None


@functools.cache
def _seed(phase: str) -> int:
    return seeds.find(
        lambda seed: _walked(seed, phase) is not None,
        f"a room beside 101 whose creatures begin a {phase} as a travel event asks a choice",
    )


def met_with_a_choice(phase: str) -> tuple[Game, list[ev.Event]]:
    """The first seed whose guild, walking from 101 into a room beside it as a travel event
    with a choice is drawn, meets that room's creatures in a ``phase``; the game and the walk's
    events."""
    walked = _walked(_seed(phase), phase)
    assert walked is not None
    return walked


def toll(game: Game) -> None:
    entry = game.pack.meatgrinder[TOLL]
    game.offer(entry.name, entry.interactions, scene=entry.text)


@pytest.mark.parametrize("phase", ["challenge", "parley"])
def test_creatures_met_after_a_choice_stop_the_guild_as_creatures(phase: str) -> None:
    """Play-test 19, §6: "a choice must be made" was printed as a parley (or a fight) began."""
    game, events = met_with_a_choice(phase)
    stops = of(events, ev.Stop)
    assert [s.reason for s in stops] == ["creature"]
    assert narrate.event(stops[0]).endswith("you are not alone.")
    assert game.choice is not None and game.choice.held


def fight_one_goblin(game: Game) -> list[ev.Event]:
    """A goblin attacks the guild where it stands; the guild fights until the fight is over."""
    monster = game.pack.monsters[STAND_IN]
    card = game.read_discard("disposition")
    game.meeting = Meeting(
        STAND_IN, monster.name, 1, game.room, "anger", "basic", True,
        traits=parley.of_creature(game.pack, monster, card), talks=True,
    )  # fmt: skip
    game.set_phase("challenge", "a goblin attacks")
    challenge.begin(game)
    mark, bot = len(game.log.events), Skirmisher()
    for _ in range(200):
        if game.phase != "challenge":
            break
        game.execute(bot.next(game))
    return game.log.events[mark:]


@pytest.mark.usefixtures("goblins")
def test_a_travel_event_a_fight_came_before_is_gone_when_the_fight_is_over() -> None:
    """Seed 3's toll gate came back as a dialog after an ambush, a watch later, with no word
    in the log (play-test 19, §6)."""
    game = below(WALK)
    room = game.room
    toll(game)
    events = fight_one_goblin(game)
    assert game.phase == "crawl" and game.room == room, "the guild won where it stood"
    assert game.choice is None
    watch = next(i for i, e in enumerate(events) if isinstance(e, ev.Watch))
    passed = [
        e.why for e in events[watch:] if isinstance(e, ev.Gm) and "moment has passed" in e.why
    ]
    assert passed == ["the fight took the watch that brought Toll gate: that moment has passed"]
    game.execute(cmd.Look())  # nothing waits: the Crawl goes on


def test_a_choice_a_parley_came_before_is_told_again_before_it_is_asked() -> None:
    game = meeting(character(start="trust"))
    toll(game)
    assert game.choice is not None and game.choice.held
    events = say(game, "request", ask="passage")
    assert game.phase == "crawl"
    told = [e.text for e in of(events, ev.Narration)]
    where = game.plan.key(game.room)
    entry = game.pack.meatgrinder[TOLL]
    back = told.index(f"Back to what waited in {where} before the meeting: Toll gate.")
    assert told[back + 1] == entry.text
    assert told[back + 2].startswith("Toll gate — choose: 1. pay the toll; 2. break the gate")
    assert game.choice is not None and not game.choice.held
    assert not of(game.execute(cmd.Look()), ev.Narration)[0].text.startswith("Back to")


@pytest.mark.usefixtures("goblins")
def test_a_trap_s_choice_outlasts_the_fight_and_is_told_again() -> None:
    """A trap's choice stays with its trap in the room: only a travel event's moment passes."""
    game = below(WALK)
    room = game.room
    trap = next(t for t in game.pack.traps.values() if t.responses)
    source = ("trap", room, trap.id)
    game.offer(trap.name, (*trap.responses, traps.FACE_IT), source=source, scene="It caught you.")
    events = fight_one_goblin(game)
    assert game.phase == "crawl" and game.room == room, "the guild won where it stood"
    assert game.choice is not None and game.choice.title == trap.name and not game.choice.held
    told = [e.text for e in events if isinstance(e, ev.Narration)]
    where = game.plan.key(room)
    assert f"Back to what waited in {where} before the meeting: {trap.name}." in told
    assert told[-1].startswith(f"{trap.name} — choose: 1. ")


def test_a_travel_event_drawn_while_a_trap_s_choice_waits_does_not_take_its_place() -> None:
    """The watch after a fight may draw a travel event while a trap's choice is still kept:
    the trap's question stays asked, and the event waits among what the room offers."""
    game = below(WALK)
    trap = next(t for t in game.pack.traps.values() if t.responses)
    game.offer(trap.name, (*trap.responses, traps.FACE_IT), source=("trap", game.room, trap.id))
    entries = restocking.entries(game.level, game.state)
    card = next(v for v in range(11, 16) if len(entries[v - 1].get("interactions", ())) > 1)
    reading = meatgrinder.read(card, "watch", frozenset())
    assert reading.band == "travel_event" and reading.counts and not reading.respite
    crawl.play_entry(game, reading, entries[card - 1])
    assert game.choice is not None and game.choice.title == trap.name
    name = entries[card - 1]["name"]
    assert name in dict(explore.choices_here(game))


def test_tending_is_taken_while_a_choice_waits() -> None:
    """Evie died at Death's Door while the toll gate's dialog barred the way (play-test 19)."""
    game = below(WALK)
    struck_down(game)
    toll(game)
    stack(game, minor=("King of Cups",))
    game.execute(cmd.Tend(who="a2", patient="a1"))
    a1 = game.guild.adventurer("a1")
    assert not a1.conditions.deaths_door
    assert game.choice is not None and game.choice.title == "Toll gate"


def test_why_explains_the_choice_that_waits_with_the_card_that_brought_it() -> None:
    game, _ = met_with_a_choice("parley")
    assert game.choice is not None
    told = explain.choice(game)
    assert told.startswith(f"The GM waits on a choice: {game.choice.title}.")
    drawn = next(e for e in game.log.events if e.seq == game.choice.since)
    assert isinstance(drawn, ev.Draw) and drawn.purpose == "meatgrinder"
    assert f"table: level 1 Meatgrinder, {drawn.card.numeral} (a travel event)" in told
    for n, option in enumerate(game.choice.options, start=1):
        assert f"  {n}. {option.verb}" in told


def test_why_puts_the_waiting_choice_before_the_last_command() -> None:
    game = meeting(character(start="trust"))
    toll(game)
    say(game, "request", ask="passage")
    told = explain.why(game)
    assert told.startswith("The GM waits on a choice: Toll gate.")
    assert "The last command, before that:" in told
    assert "grants passage" in told.split("The last command, before that:")[1]
