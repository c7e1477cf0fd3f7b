"""``--events`` is written as the game goes (issue 16, point 4): checked before play, each
line's events appended at once, safe on disk at every watch, kept after Ctrl-C or SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from worm.engine import log
from worm.engine.session import Game
from worm.text import repl
from worm.text.record import Record

WORM = [sys.executable, "-m", "worm.cli"]


def test_events_are_written_line_by_line_and_whole_at_the_end(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    game, record = Game.new(4), Record(path)
    record.catch_up(game.log)
    out = open(os.devnull, "w", encoding="utf-8")
    repl.play(game, ["delve", "look", "search"], out, keepers=[record])
    assert len(path.read_text().splitlines()) == len(game.log.events)  # before close
    record.close(game.log)
    records = list(log.read(path))
    assert [r["seq"] for r in records] == list(range(1, len(game.log.events) + 1))
    assert path.read_text() == game.log.to_jsonl()


def test_a_bad_events_path_fails_before_the_game_starts(tmp_path: Path) -> None:
    done = subprocess.run(
        [*WORM, "play", "--text", "--seed", "3", "--events", str(tmp_path / "no" / "e.jsonl")],
        input="look\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stdout == ""  # not a line of the game was played
    assert "does not exist" in done.stderr and done.stderr.count("\n") == 1


def _interruptible() -> None:
    """The game's Ctrl-C as a terminal sends it: a child inherits an ignored SIGINT, and a run
    of the whole suite can leave the test process ignoring it (CI met it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM])
def test_what_was_played_is_kept_when_the_game_is_stopped(tmp_path: Path, how: int) -> None:
    path = tmp_path / "events.jsonl"
    game = subprocess.Popen(
        [*WORM, "play", "--text", "--seed", "3", "--events", str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_interruptible,
    )
    assert game.stdin is not None and game.stdout is not None
    game.stdin.write("look\nsearch tap the walls\nsearch\n")
    game.stdin.flush()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and (
        not path.exists() or '"trigger":"time"' not in path.read_text(errors="replace")
    ):
        time.sleep(0.05)
    game.send_signal(how)
    game.communicate(timeout=30)  # drains the pipes while it waits (Popen.wait could block)
    lines = path.read_text().splitlines()
    assert all(json.loads(x)["seq"] == n for n, x in enumerate(lines, start=1))
    assert any('"trigger":"time"' in x for x in lines)  # the last search answered is there
    assert game.returncode == (130 if how == signal.SIGINT else 143)
