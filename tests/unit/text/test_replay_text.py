"""``worm replay NAME --text`` (issue 16, point 7): the whole game narrated again, or moved by
the lines of a script; a missing or bad save is one line and exit 1."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.saves import games, replay
from worm.saves.replay import Replay
from worm.text import narrate
from worm.text import replay as told

WORM = [sys.executable, "-m", "worm.cli"]


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = Game.new(26)
    game.execute(cmd.Delve())
    autoplay.run(game, 12, daring=0.5)
    path = tmp_path_factory.mktemp("saves") / "run.json"
    games.save(game, path)
    return path


def told_text(rp: Replay, lines: list[str] | None) -> str:
    out = io.StringIO()
    assert told.run(rp, lines, out) == 0
    return out.getvalue()


def test_with_no_script_the_whole_game_is_narrated_as_it_was_played(saved: Path) -> None:
    rp, _ = replay.load(saved)
    game, _ = games.load(saved)
    text = told_text(rp, None)
    narrated = narrate.events(game.log.events)
    body = text.splitlines()[1:-1]
    assert body == "\n".join(narrated).splitlines()
    assert rp.at_end and text.splitlines()[-1].startswith(
        f"Replay stopped at command {len(rp.commands)} of {len(rp.commands)}"
    )


def test_a_script_steps_forward_and_back_and_jumps_to_a_watch(saved: Path) -> None:
    rp, _ = replay.load(saved)
    step_one = narrate.events(rp.events_between(0, 1))
    text = told_text(rp, ["n", "n 3", "b", "w 2", "b 2", "sing", "w 999", "w two", "q", "n"])
    assert "\n".join(step_one) in text
    assert f"— back at command 3 of {len(rp.commands)}, watch" in text
    at_two = rp.watch_at(2)
    assert f"— at command {at_two} of {len(rp.commands)}, watch 2 of" in text
    assert f"— back at command {at_two - 2} of" in text
    assert text.count("? n [K] next") == 2  # 'sing' and 'w two'
    assert f"No: there is no watch 999: this game has watches 0 to {rp.watches}" in text
    assert rp.position == at_two - 2  # nothing after 'q'
    assert text.splitlines()[-1] == f"Replay stopped at command {at_two - 2} of " + (
        f"{len(rp.commands)}, watch {rp.watch} of {rp.watches}."
    )


def worm(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([*WORM, *args], input=stdin, capture_output=True, text=True, timeout=120)


def test_the_command_line_replays_a_save_as_text(saved: Path) -> None:
    done = worm("replay", "run", "--text", "--saves-dir", str(saved.parent), stdin="n 2\nw 1\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Replay of seed 26:")
    assert "— at command" in done.stdout and "watch 1 of" in done.stdout


def test_a_missing_or_bad_save_is_one_line_and_exit_1(saved: Path, tmp_path: Path) -> None:
    missing = worm("replay", "nothing", "--text", "--saves-dir", str(tmp_path))
    assert missing.returncode == 1 and missing.stdout == ""
    assert missing.stderr.count("\n") == 1 and "no saved game 'nothing'" in missing.stderr
    (tmp_path / "bad.json").write_text("{not json")
    bad = worm("replay", "bad", "--text", "--saves-dir", str(tmp_path))
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "not JSON" in bad.stderr
