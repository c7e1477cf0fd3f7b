"""Issue 21, point 4, in play: a room's clues (what the room beside holds, where its secret
door is) and its scenery are told on walking in, in the engine, the text game and the
terminal; a clue of a secret door is told no more once the door is found; a fight in the room
stands among its scenery; the bot's search starts at the wall a clue points at."""

from __future__ import annotations

import io

from tests.fixtures.seeds import first_seed
from worm.engine import autoplay, scene
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import repl
from worm.ui.driver import Driver

from .test_crawl import below, of


def _clued(game: Game, about: str) -> bool:
    entry = game.world.levels[0].keyed.entry
    return any(c["about"] == about for c in game.world.levels[0].stock[entry].clues)


def _told(events: list[ev.Event]) -> str:
    return " ".join(n.text for n in of(events, ev.Narration))


def test_walking_in_tells_what_the_room_beside_holds() -> None:
    seed = first_seed(lambda g: _clued(g, "denizens"), "a way-in room beside a standing group")
    game = Game.new(seed)
    events = game.execute(cmd.Delve())
    clue = next(c for c in game.level.stock[game.room].clues if c["about"] == "denizens")
    assert clue["text"] in _told(events)
    assert f"towards {clue['room']}" in clue["text"] and f"{clue['wall']} wall" in clue["text"]


def test_a_clue_of_a_secret_door_is_told_until_the_door_is_found() -> None:
    seed = first_seed(lambda g: _clued(g, "secret"), "a way-in room with a secret door")
    game = below(seed)
    clue = next(c for c in game.level.stock[game.room].clues if c["about"] == "secret")
    assert clue["text"] in _told(game.execute(cmd.Look()))
    game.execute(cmd.Search(how="feel for the draft"))
    assert clue["text"] not in _told(game.execute(cmd.Look()))


def test_the_text_game_and_the_terminal_tell_the_clues() -> None:
    seed = first_seed(lambda g: _clued(g, "denizens"), "a way-in room beside a standing group")
    game = below(seed)
    clue = next(c for c in game.level.stock[game.room].clues if c["about"] == "denizens")
    out = io.StringIO()
    repl.play(game, ["look"], out, echo=True)
    assert clue["text"] in out.getvalue()
    outcome = Driver(below(seed)).type("look")
    assert outcome is not None and outcome.refused is None
    assert clue["text"] in _told(outcome.events)


def _dressed(game: Game) -> bool:
    return bool(game.world.levels[0].stock[game.world.levels[0].keyed.entry].scenery)


def test_a_room_with_nothing_else_shows_its_scenery_and_a_fight_there_stands_among_it() -> None:
    game = below(first_seed(_dressed, "a way-in room dressed with scenery"))
    (piece,) = game.level.stock[game.room].scenery
    assert game.pack.scenery[piece].summary in _told(game.execute(cmd.Look()))
    zones, start, _, _ = scene.zones(game, game.room)
    assert piece in zones[start].scenery
    for rule in game.pack.scenery[piece].rules:
        assert rule in zones[start].rules


def test_the_bots_search_starts_at_the_wall_the_clue_points_at() -> None:
    seed = first_seed(lambda g: _clued(g, "secret"), "a way-in room with a secret door")
    game = below(seed)
    clue = next(c for c in game.level.stock[game.room].clues if c["about"] == "secret")
    assert f"the {clue['wall']} wall first" in autoplay._search_how(game)
