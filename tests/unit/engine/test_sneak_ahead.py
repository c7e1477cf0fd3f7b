"""Sneak (p. 74): one off sneaking goes ahead alone — creeps, unseen, into the room next door
and tells who dwells there and what traps wait (policy ``worm.engine.sneak_ahead``: the book
leaves what a sneaker does off-stage to the table), for an extra Meatgrinder draw (p. 91).
Seeds are found by what lies next door to the guild's first room."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.unit.engine.test_sneak import below, rulings
from worm.engine import autolore, lore_questions, sneak_ahead, traps
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl
from worm.ui.driver import Driver


def next_door_with(found: Callable[[Game, int], bool]) -> tuple[Game, str, int]:
    """The first seed whose guild, first below, has a room next door that ``found`` holds."""
    for seed in range(1, 60):
        game, who = below(seed)
        room = next((r for r in sneak_ahead.next_door(game) if found(game, r)), None)
        if room is not None:
            return game, who, room
    raise AssertionError("no seed has such a room next door")


def dwellers(game: Game, room: int) -> bool:
    return any(d in game.pack.monsters for d in game.level.stock[room].denizens)


def trapped(game: Game, room: int) -> bool:
    return bool(traps.live(game, room))


def test_the_sneaker_names_the_dwellers_next_door_for_an_extra_draw() -> None:
    game, who, room = next_door_with(dwellers)
    key = game.plan.key(room)
    names = {game.pack.monsters[d].name for d in game.level.stock[room].denizens}
    game.execute(cmd.Sneak(who=who))
    events = game.execute(cmd.Scout(who=who, to=key))
    told = " ".join(e.text for e in events if isinstance(e, ev.Narration))
    assert all(name in told for name in names)
    assert any(key in why for why in rulings(events, "p. 74"))
    assert "the task takes time" in rulings(events, "p. 91"), "an extra Meatgrinder draw"
    assert lore_questions.told(game, room, sneak_ahead.SCOUTED)
    assert who in game.sneaking or game.phase != "crawl", "still off sneaking, unseen"
    assert room not in game.state.visited, "the guild has not gone in"


def test_a_trap_next_door_is_found_by_the_sneaker() -> None:
    game, who, room = next_door_with(trapped)
    trap = traps.live(game, room)[0]
    assert (room, trap.id) not in game.state.spotted
    game.execute(cmd.Sneak(who=who))
    events = game.execute(cmd.Scout(who=who, to=game.plan.key(room)))
    assert (room, trap.id) in game.state.spotted
    assert any(isinstance(e, ev.Reveal) and trap.name in e.what for e in events)


def test_only_one_off_sneaking_goes_ahead_and_only_next_door_once() -> None:
    game, who, room = next_door_with(dwellers)
    key = game.plan.key(room)
    with pytest.raises(IllegalCommand, match="not off sneaking"):
        game.execute(cmd.Scout(who=who, to=key))
    game.execute(cmd.Sneak(who=who))
    here = game.plan.key(game.room)
    with pytest.raises(IllegalCommand, match="has been into"):
        game.execute(cmd.Scout(who=who, to=here))
    far = next(
        game.plan.key(r)
        for r in range(len(game.plan.level.map.rooms))
        if r != game.room
        and r not in sneak_ahead.next_door(game)
        and game.plan.known(r, game.state)
        and r not in game.state.visited
    )
    with pytest.raises(IllegalCommand, match="straight to"):
        game.execute(cmd.Scout(who=who, to=far))
    game.execute(cmd.Scout(who=who, to=key))
    if game.phase == "crawl":
        with pytest.raises(IllegalCommand, match="scouted already"):
            game.execute(cmd.Scout(who=who, to=key))


def test_the_text_game_reads_scout() -> None:
    game, who, room = next_door_with(dwellers)
    name = game.guild.adventurer(who).name
    key = game.plan.key(room)
    assert repl.parse(game, f"scout {name} {key}") == cmd.Scout(who=who, to=key)
    with pytest.raises(IllegalCommand, match="scout WHO KEY"):
        repl.parse(game, "scout")


def test_the_bot_sends_a_sneaker_ahead_and_shuns_what_they_saw() -> None:
    """The bot's policy (``autosneak``): before an untold room next door, a mastered sneaker
    slips off, looks, and slinks back free; what they saw is read as a bid's answer."""
    game, who, room = next_door_with(dwellers)
    bot = Autoplay()
    game.set_adventurer(game.guild.adventurer(who).model_copy(update={"lore_bids": 0}))
    for a in game.guild.adventurers:  # no one asks of the room first
        game.set_adventurer(a.model_copy(update={"lore_bids": 0, "resolve": 3}))
    first = bot._onward(game)
    assert first == cmd.Sneak(who=who), first
    game.execute(first)
    ahead = bot.next(game)
    assert isinstance(ahead, cmd.Scout) and ahead.who == who
    game.execute(ahead)
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    if game.phase == "crawl" and game.choice is None:
        assert bot.next(game) == cmd.Arrive(who=who)
    assert lore_questions.told(game, ahead_room := game.plan.by_key[ahead.to], "sneak")
    assert autolore.shuns(game, ahead_room) == any(
        autolore.dreaded(game, d) for d in game.level.stock[ahead_room].denizens
    )


def test_the_terminal_command_line_scouts() -> None:
    """The terminal's ':' line reads the text game's words: 'sneak', then 'scout'."""
    game, who, room = next_door_with(dwellers)
    driver = Driver(game)
    for line in (f"sneak {who}", f"scout {who} {game.plan.key(room)}"):
        outcome = driver.type(line)
        assert outcome is not None and not outcome.refused, line
    assert lore_questions.told(game, room, sneak_ahead.SCOUTED)
