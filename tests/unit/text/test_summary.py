"""The game-over figures (issue 19, point 9) counted from a log made by hand."""

from __future__ import annotations

from typing import Any

from worm.engine import dying
from worm.engine import events as ev
from worm.engine.log import EventLog
from worm.text.summary import Summary, summarize


def log_of(*made: tuple[type[ev.Event], dict[str, Any]]) -> list[ev.Event]:
    log = EventLog()
    for kind, fields in made:
        log.emit(kind, **fields)
    return log.events


def test_the_figures_are_counted_from_the_log() -> None:
    events = log_of(
        (ev.Guild, {"name": "the Lanterns", "adventurers": ("Ada", "Bram")}),
        (ev.Phase, {"phase": "crawl", "cause": "down"}),
        (ev.Enter, {"level": 1, "room": "101", "first_time": True}),
        (ev.Watch, {"n": 1, "cause": "room", "level": 1, "room": "101"}),
        (ev.Item, {"who": "Ada", "item": "gold", "change": "gained", "count": 12}),
        (ev.Enter, {"level": 1, "room": "102", "first_time": True}),
        (ev.Watch, {"n": 2, "cause": "room", "level": 1, "room": "102"}),
        (ev.Enter, {"level": 1, "room": "101", "first_time": False}),  # again: not counted
        (ev.Watch, {"n": 3, "cause": "room", "level": 1, "room": "101"}),
        (ev.Enter, {"level": 2, "room": "201", "first_time": True}),
        (ev.Watch, {"n": 4, "cause": "room", "level": 2, "room": "201"}),
        (ev.Phase, {"phase": "challenge", "cause": "goblins attack"}),
        (ev.Wound, {"who": "Bram", "taken_as": "death", "cause": "a goblin's spear"}),
        (ev.Phase, {"phase": "crawl", "cause": "the goblins flee"}),
        (ev.Item, {"who": "Ada", "item": "gold", "change": "gained", "count": 5}),
        (ev.Item, {"who": "Ada", "item": "gold", "change": "lost", "count": 3}),
        (ev.Phase, {"phase": "challenge", "cause": "rats"}),
        (ev.Condition, {"who": "Ada", "change": "dead", "cause": "rat bites"}),
        (ev.Phase, {"phase": "over", "cause": "the guild is lost"}),
    )
    summary = summarize(events)
    assert (summary.watches, summary.depth, summary.rooms) == (4, 2, 3)
    assert (summary.fights, summary.gold, summary.lost) == (2, 17, "the guild is lost")
    assert len(summary.deaths) == 2
    bram, ada = summary.deaths
    assert bram.startswith("Bram died at watch 4, level 2, room 201") and "goblin" in bram
    assert ada.startswith("Ada died at watch 4, level 2, room 201") and "rat bites" in ada


def test_a_game_that_never_went_below_counts_nothing() -> None:
    summary = summarize(log_of((ev.Guild, {"name": "the Lanterns", "adventurers": ("Ada",)})))
    assert summary == Summary(0, 0, 0, 0, 0, ())
    assert summary.lines() == [
        "Watches: 0 · deepest level: none · 0 rooms explored · 0 fights",
        "Gold picked up: 0",
        "No one died.",
    ]


def test_the_lines_name_each_death() -> None:
    summary = Summary(9, 3, 1, 1, 40, ("Ada died at watch 9, level 3, room 301: a fall",))
    assert summary.lines() == [
        "Watches: 9 · deepest level: 3 · 1 room explored · 1 fight",
        "Gold picked up: 40",
        "Ada died at watch 9, level 3, room 301: a fall",
    ]


def test_a_guild_lost_at_deaths_door_is_told_how_each_ends() -> None:
    """Issue 19 play-test point 12: all three at Death's Door, the game over — not "No one
    died"."""
    events = log_of(
        (ev.Guild, {"name": "the Lanterns", "adventurers": ("Evie", "Warwick", "Wesley")}),
        (ev.Phase, {"phase": "crawl", "cause": "down"}),
        (ev.Phase, {"phase": "challenge", "cause": "a Cockatrice attacks"}),
        (ev.Wound, {"who": "Evie", "taken_as": "Death's Door", "cause": "a peck"}),
        (ev.Wound, {"who": "Warwick", "taken_as": "Death's Door", "cause": "a peck"}),
        (ev.Condition, {"who": "Warwick", "change": dying.SAVED, "cause": "a poultice"}),
        (ev.Wound, {"who": "Warwick", "taken_as": "Death's Door", "cause": "a peck"}),
        (ev.Wound, {"who": "Wesley", "taken_as": "Death's Door", "cause": "a peck"}),
        (ev.Phase, {"phase": "over", "cause": "the guild is lost"}),
    )
    lines = summarize(events).lines()
    assert "No one died." not in lines
    for name in ("Evie", "Warwick", "Wesley"):  # one line each, as dead, not "dies there"
        told = [line for line in lines if line.startswith(f"{name} ")]
        assert told == [
            f"{name} died at watch 0, delve 1: at Death's Door with no one left to help "
            "(in fight 1)"
        ]


def test_one_healed_from_deaths_door_is_not_told_as_dying() -> None:
    events = log_of(
        (ev.Guild, {"name": "the Lanterns", "adventurers": ("Evie",)}),
        (ev.Wound, {"who": "Evie", "taken_as": "Death's Door", "cause": "a peck"}),
        (ev.Condition, {"who": "Evie", "change": dying.SAVED, "cause": "a poultice"}),
    )
    assert summarize(events).lines()[-1] == "No one died."
