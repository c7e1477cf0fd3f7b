"""Sneak (p. 74): one off sneaking lifts a room's treasure next door, unseen (policy
``worm.engine.sneak_lift``: the book leaves what a sneaker does off-stage to the table). Under
its dwellers' eyes it is a test of Pentacles (p. 8); a failure is seen, the sneaker back out of
the shadows empty-handed, and loud noise (p. 91). Seeds are found by what lies next door to
the guild's first room."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_sneak import rulings
from tests.unit.engine.test_sneak_ahead import next_door_with
from worm.engine import autolore, lore_questions, sneak_ahead, sneak_lift, traps
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl
from worm.ui.driver import Driver


def open_treasure(game: Game, room: int) -> bool:
    return sneak_lift.untaken(game, room) and traps.guarding(game, room) is None


def unwatched(game: Game, room: int) -> bool:
    return open_treasure(game, room) and not sneak_lift.watched(game, room)


def watched(game: Game, room: int) -> bool:
    return open_treasure(game, room) and sneak_lift.watched(game, room)


def guarded(game: Game, room: int) -> bool:
    return sneak_lift.untaken(game, room) and traps.guarding(game, room) is not None


def gained(events: list[ev.Event], name: str) -> bool:
    return any(isinstance(e, ev.Item) and e.who == name and e.change == "gained" for e in events)


def test_a_treasure_no_one_watches_is_lifted_with_no_test() -> None:
    game, who, room = next_door_with(unwatched)
    name = game.guild.adventurer(who).name
    game.execute(cmd.Sneak(who=who))
    events = game.execute(cmd.Lift(who=who, to=game.plan.key(room)))
    assert not any(isinstance(e, ev.Fate) for e in events), "nobody to see: no test"
    assert room in game.state.looted
    assert gained(events, name) or game.level.stock[room].key_to
    assert "the task takes time" in rulings(events, "p. 91"), "an extra Meatgrinder draw"
    assert room not in game.state.visited, "the guild has not gone in"


@pytest.mark.parametrize(
    ("card", "won"), [("King of Pentacles", True), ("Two of Wands", False)], ids=["unseen", "seen"]
)
def test_under_its_dwellers_eyes_lifting_is_a_test_of_pentacles(card: str, won: bool) -> None:
    game, who, room = next_door_with(watched)
    name = game.guild.adventurer(who).name
    game.execute(cmd.Sneak(who=who))
    stack(game, minor=[card])
    events = game.execute(cmd.Lift(who=who, to=game.plan.key(room)))
    while game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    tests = [e for e in events if isinstance(e, ev.Fate) and e.who == name]
    assert tests and tests[0].attribute == "pentacles"
    assert (room in game.state.looted) == won
    if won:
        assert who in game.sneaking or game.phase != "crawl", "still unseen, off sneaking"
    else:
        assert who not in game.sneaking, "seen: back out of the shadows"
        assert "loud noise draws attention" in rulings(events, "p. 91")


def test_a_trap_guarding_the_treasure_is_found_and_left(monkeypatch: pytest.MonkeyPatch) -> None:
    """A trap the guild has not passed guards the treasure (the trap next door is made its
    guard: few first rooms have a guarded hoard next door): the sneaker finds it and leaves
    the treasure be."""
    game, who, room = next_door_with(
        lambda g, r: sneak_lift.untaken(g, r) and bool(traps.live(g, r))
    )
    trap = traps.live(game, room)[0]
    monkeypatch.setattr(traps, "guarding", lambda g, r: trap if r == room else None)
    assert (room, trap.id) not in game.state.spotted
    game.execute(cmd.Sneak(who=who))
    game.execute(cmd.Lift(who=who, to=game.plan.key(room)))
    assert (room, trap.id) in game.state.spotted
    assert room not in game.state.looted


def test_only_one_off_sneaking_lifts_and_only_next_door() -> None:
    game, who, room = next_door_with(unwatched)
    key = game.plan.key(room)
    with pytest.raises(IllegalCommand, match="not off sneaking"):
        game.execute(cmd.Lift(who=who, to=key))
    game.execute(cmd.Sneak(who=who))
    with pytest.raises(IllegalCommand, match="has been into"):
        game.execute(cmd.Lift(who=who, to=game.plan.key(game.room)))


def test_the_text_game_and_the_terminal_line_read_lift() -> None:
    game, who, room = next_door_with(unwatched)
    name = game.guild.adventurer(who).name
    key = game.plan.key(room)
    assert repl.parse(game, f"lift {name} {key}") == cmd.Lift(who=who, to=key)
    with pytest.raises(IllegalCommand, match="lift WHO KEY"):
        repl.parse(game, "lift")
    driver = Driver(game)
    for line in (f"sneak {who}", f"lift {who} {key}"):
        outcome = driver.type(line)
        assert outcome is not None and not outcome.refused, line
    assert room in game.state.looted


def dreaded(game: Game, room: int) -> bool:
    stock = game.level.stock[room]
    return watched(game, room) and any(autolore.dreaded(game, d) for d in stock.denizens)


def test_the_bot_lifts_from_a_room_it_shuns_once() -> None:
    """Policy (``autosneak.lifts``): the sneaker sent ahead reaches into a room the bot now
    shuns (told of dwellers it dreads), once."""
    game, who, room = next_door_with(dreaded)
    bot = Autoplay()
    game.execute(cmd.Sneak(who=who))
    bot.sent.add((game.depth, room))
    lore_questions.note(game, room, sneak_ahead.SCOUTED)  # what the sneaker saw there
    assert autolore.shuns(game, room)
    lift = bot.next(game)
    assert lift == cmd.Lift(who=who, to=game.plan.key(room))
    assert bot.next(game) != lift, "once a room"


def test_the_bot_leaves_a_room_it_means_to_walk_into() -> None:
    game, who, room = next_door_with(lambda g, r: watched(g, r) and not dreaded(g, r))
    bot = Autoplay()
    game.execute(cmd.Sneak(who=who))
    bot.sent.add((game.depth, room))
    lore_questions.note(game, room, sneak_ahead.SCOUTED)
    assert not autolore.shuns(game, room)
    assert not isinstance(bot.next(game), cmd.Lift)
