"""Saving and going on from the command line (issue 16, points 2 and 6): the text game saves
at every watch and phase change and when it stops; --load goes on with the same game; the
demo saves and loads; 'worm saves' lists them; a bad save is one line and exit 1."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from worm.saves import games

WORM = [sys.executable, "-m", "worm.cli"]


def worm(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*WORM, *args], input=stdin, capture_output=True, text=True, timeout=120, cwd=cwd
    )


def test_the_text_game_saves_as_it_goes_and_goes_on_from_there(tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("look\nsearch\nexplore\nexplore\n")
    saves = tmp_path / "made-here"
    first = worm(
        "play",
        "--text",
        "--seed",
        "9",
        "--script",
        str(script),
        "--save",
        "run",
        "--saves-dir",
        str(saves),
    )
    assert first.returncode == 0, first.stderr
    assert "Saved to" in first.stdout and (saves / "run.json").is_file()
    game, _ = games.load(saves / "run.json")
    watches = game.watches
    assert watches >= 1 and len(game.history) >= 5
    more = tmp_path / "more.txt"
    more.write_text("explore\n")
    second = worm(
        "play", "--text", "--script", str(more), "--load", "run", "--saves-dir", str(saves)
    )
    assert second.returncode == 0, second.stderr
    assert "going on from" in second.stdout
    again, _ = games.load(saves / "run.json")
    assert again.history[: len(game.history)] == game.history  # the same game, gone on
    assert len(again.history) == len(game.history) + 1
    assert (saves / "run.bak").is_file()


def test_the_demo_saves_and_goes_on(tmp_path: Path) -> None:
    saves = str(tmp_path)
    assert (
        worm(
            "demo", "--seed", "4", "--watches", "8", "--save", "d", "--saves-dir", saves
        ).returncode
        == 0
    )
    first, _ = games.load(tmp_path / "d.json")
    done = worm(
        "demo", "--seed", "4", "--watches", "30", "--load", "d", "--save", "d", "--saves-dir", saves
    )
    assert done.returncode == 0, done.stderr
    later, _ = games.load(tmp_path / "d.json")
    assert later.history[: len(first.history)] == first.history
    assert later.watches > first.watches or later.phase in ("city", "over")


def test_worm_saves_lists_them(tmp_path: Path) -> None:
    assert "no saved games" in worm("saves", "--saves-dir", str(tmp_path)).stdout
    worm("demo", "--seed", "4", "--watches", "5", "--save", "one", "--saves-dir", str(tmp_path))
    (tmp_path / "torn.json").write_text("{")
    listed = worm("saves", "--saves-dir", str(tmp_path)).stdout.splitlines()
    assert any(line.startswith("one: ") and "level 1" in line for line in listed)
    assert any(line.startswith("torn: cannot be read") for line in listed)


def test_a_bad_save_is_one_line_and_exit_one_and_the_file_unchanged(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"schema_version": 1, "seed": 3}')
    before = bad.read_bytes()
    for args in (["play", "--text", "--load", "bad"], ["demo", "--load", "bad"]):
        done = worm(*args, "--saves-dir", str(tmp_path), stdin="look\n")
        assert done.returncode == 1 and done.stdout == ""
        assert done.stderr.count("\n") == 1 and "bad.json" in done.stderr
    assert bad.read_bytes() == before
    missing = worm("play", "--text", "--load", "ghost", "--saves-dir", str(tmp_path))
    assert missing.returncode == 1 and "no such save" in missing.stderr
