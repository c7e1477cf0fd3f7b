"""The text game names the City of Appendix D: ``city`` shows the ruler, the gate the guild came
in by and every district; ``city map`` the map, what is done where and the gates."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import gates
from worm.text import repl

from .test_crawl import WALK, below


def test_city_status_names_the_ruler_the_gate_and_every_district() -> None:
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    shown = repl.parse(game, "city")
    assert isinstance(shown, str)
    assert f"Ruled by {game.city_map.ruler}" in shown
    assert f"came in by {gates.nearest_ossuary(game.city_map).name}" in shown
    for quarter in game.city_map.districts:
        assert quarter.name in shown


def test_city_map_lists_what_is_done_where_and_the_gates() -> None:
    game = Game.new(WALK)
    shown = repl.parse(game, "city map")
    assert isinstance(shown, str)
    assert "here: market, upkeep" in shown  # the Omphalic Market (p. 162)
    for gate in game.city_map.gates:
        assert gate.name in shown


def test_odd_city_words_are_answered_not_crashed() -> None:
    game = Game.new(WALK)
    assert isinstance(repl.parse(game, "CITY MAP"), str)
    for line in ("city map map", "city mapp", "city 3"):
        try:
            repl.parse(game, line)
        except IllegalCommand as refused:  # the REPL shows the reason, one line
            assert "\n" not in str(refused)


def test_city_map_tells_the_rumours_of_this_citys_districts() -> None:
    game = Game.new(WALK)
    shown = repl.parse(game, "city map")
    assert isinstance(shown, str)
    told = [q for q in game.city_map.districts if game.pack.districts[q.id].rumor]
    assert told  # seed 2 has Stone
    others = [
        d for d in game.pack.districts.values() if d.rumor and d.id not in {q.id for q in told}
    ]
    for quarter in told:
        assert f"{quarter.name}: {game.pack.districts[quarter.id].rumor}" in shown
    assert all(str(d.rumor) not in shown for d in others)
    assert ("Rumours in the streets" in shown) == bool(told)


def test_city_map_tells_what_each_district_is_like_to_walk_through() -> None:
    game = Game.new(WALK)
    shown = repl.parse(game, "city map")
    assert isinstance(shown, str)
    assert "What each district is like to walk through" in shown
    for quarter in game.city_map.districts:  # the book gives every district its sensations
        felt = game.pack.districts[quarter.id].sensations
        assert felt is not None and f"{quarter.name}: {felt}" in shown
