"""A level greets the guild with its seed's senses the first time it steps onto it, and its
rooms show the seed's ways of building and the origin's traces (pp. 331, 343–364); in the
engine, the text game and the bot."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.fixtures.features import quiet_seed
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import describe
from worm.text import demo, repl

SEED = 5


def _arrivals(events: list[ev.Event], name: str) -> list[str]:
    return [e.text for e in events if isinstance(e, ev.Narration) and e.text.startswith(name)]


def test_the_first_steps_on_a_level_bring_a_sight_a_sound_a_smell_and_its_light() -> None:
    game = Game.new(quiet_seed())  # nothing waits in the first room: the guild may walk on
    events = game.execute(cmd.Delve())
    level = game.world.levels[game.depth - 1]
    seed = level.seed
    [said] = _arrivals(events, f"First steps in {seed.name}.")
    assert level.senses["sight"] in seed.sights and level.senses["sight"] in said
    assert level.senses["sound"] in seed.sounds and level.senses["sound"] in said
    assert level.senses["smell"] in seed.smells and level.senses["smell"] in said
    assert seed.lighting_note in said
    later = game.execute(cmd.Explore())
    assert any(isinstance(e, ev.Enter) and e.first_time for e in later), "it walked on"
    assert not _arrivals(later, "First steps in"), "the senses are told once, on arrival"


def test_in_the_dark_the_arrival_is_heard_and_smelt_but_not_seen() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    view = game.view()
    dark = describe.View(view.level, view.state, view.pack, "dark", view.keys)
    said = describe.arrival(dark)
    assert view.level.senses["sight"] not in said and view.level.senses["sound"] in said


def test_a_room_shows_how_the_seed_builds_it_and_the_origins_trace_in_it() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    stock = game.world.levels[game.depth - 1].stock[game.room]
    stock.built, stock.lore = "hollowed trunks used as rooms", ["a coin stamped with a serpent"]
    seen = describe.glance(game.view(), game.room, first=True)
    assert "hollowed trunks used as rooms" in seen and "a coin stamped with a serpent" in seen
    assert "a coin stamped" not in describe.glance(game.view(), game.room, first=False)


def test_the_text_game_tells_the_levels_senses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "lines.txt"
    script.write_text("delve\nquit\n", encoding="utf-8")
    assert repl.run(SEED, script=script) == 0
    shown = capsys.readouterr().out
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    level = game.world.levels[game.depth - 1]
    assert f"You hear {level.senses['sound']}." in shown


def test_the_bot_hears_each_level_it_reaches_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert demo.run(SEED, 40, None) == 0
    shown = capsys.readouterr().out
    reached = set(re.findall(r"— Watch \d+ \(\w+\), level (\d+),", shown))
    assert reached and shown.count(" You hear ") == len(reached), sorted(reached)


def test_the_set_piece_is_told_when_the_guild_first_walks_in() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    level = game.world.levels[game.depth - 1]
    [piece] = [at for at, stock in enumerate(level.stock) if stock.set_piece][:1]
    kind = game.pack.rooms[level.stock[piece].type]
    assert kind.set_piece and kind.seed == level.seed.id
    assert kind.impression in describe.glance(game.view(), piece, first=True)
