"""The ``worm`` command (CONTRACTS §1): exit codes, one-line errors, the text front end."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from worm import cli
from worm.content.loader import ASSETS
from worm.engine import log

WORM = [sys.executable, "-m", "worm.cli"]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([*WORM, *args], input=stdin, capture_output=True, text=True, timeout=60)


def test_help_lists_the_commands():
    result = run("--help")
    assert result.returncode == 0
    for command in ("play", "guild", "fate", "assets"):
        assert command in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--seed", "-4"], "seed"),
        (["guild", "--seed", "x"], "seed"),
        (["guild", "--guild-size", "9"], "1 to 4"),
        (["fate", "earth"], "invalid choice"),
        (["sim", "--daring", "1.5"], "chance from 0 to 1"),
        (["sim", "--daring", "nan"], "chance from 0 to 1"),
    ],
)
def test_bad_arguments_exit_two_with_a_named_problem(args, message):
    result = run(*args)
    assert result.returncode == 2 and message in result.stderr


def test_guild_is_the_same_for_the_same_seed_and_prints_json():
    first, second = run("guild", "--seed", "5", "--json"), run("guild", "--seed", "5", "--json")
    assert first.returncode == 0 and first.stdout == second.stdout
    roster = json.loads(first.stdout)
    assert len(roster["adventurers"]) == 3 and roster["marching_order"]


def test_fate_shows_the_working(capsys):
    assert cli.main(["fate", "cups", "--rating", "3", "--favor", "--seed", "8", "--push"]) == 0
    out = capsys.readouterr().out
    assert "You test Cups" in out and "+ Cups 3 + 3 favor =" in out


def test_a_scripted_text_session_narrates_and_logs(tmp_path, monkeypatch):
    script = tmp_path / "play.txt"
    script.write_text(
        "guild\ntest a1 swords force the door\npush\ntest nobody cups\n"
        "group pentacles push sneak\noracle belt\ndecks\nwhy\nquit\n"
    )
    events = tmp_path / "e.jsonl"
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert cli.main(["play", "--seed", "1", "--script", str(script), "--events", str(events)]) == 0
    text = out.getvalue()
    assert "Marching order" in text and "tests Swords" in text
    assert "No: no adventurer called 'nobody'" in text
    assert "Group test of Pentacles" in text and "Farewell." in text
    records = list(log.read(events))
    assert records[0]["type"] == "session" and records[0]["seed"] == 1


def test_play_reads_stdin_until_it_ends():
    result = run("play", "--seed", "2", stdin="test a2 cups\naccept\n")
    assert result.returncode == 0 and "tests Cups" in result.stdout


def test_a_missing_script_is_one_line_and_exit_one(tmp_path):
    result = run("play", "--seed", "1", "--script", str(tmp_path / "nope.txt"))
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "cannot read script" in result.stderr


def test_assets_check_passes_on_the_shipped_pack():
    result = run("assets", "check")
    assert result.returncode == 0, result.stderr


def broken_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    pack = tmp_path / "assets"
    shutil.copytree(ASSETS, pack)
    target = pack / file
    text = target.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return pack


@pytest.mark.parametrize(
    ("file", "old", "new", "named"),
    [
        (
            "items.toml",
            'id = "torch"\nname = "Torch"\n',
            'id = "torch"\n',
            ["items.toml", "torch", "name"],
        ),
        (
            "talents.toml",
            '"shield_light", "shield_heavy"',
            '"shield_light", "shield_of_glass"',
            ["talents.toml", "aegis", "shield_of_glass"],
        ),
        ("items.toml", "flickers = 3", 'flickers = "three"', ["items.toml", "torch", "flickers"]),
    ],
    ids=["missing-field", "unknown-item-reference", "bad-number"],
)
def test_assets_check_names_file_entry_and_field_on_a_broken_copy(tmp_path, file, old, new, named):
    pack = broken_copy(tmp_path, file, old, new)
    result = run("assets", "check", str(pack))
    assert result.returncode == 1
    first = result.stderr.splitlines()[0]
    for word in named:
        assert word in first, (word, first)


def test_assets_check_on_a_folder_that_is_not_there(tmp_path):
    result = run("assets", "check", str(tmp_path / "nothing"))
    assert result.returncode == 1 and "not a folder" in result.stderr


def test_a_bad_keymap_file_is_one_line_and_exit_one(tmp_path):
    bad = tmp_path / "keys.toml"
    bad.write_text('[keys]\nfly = "f"\n', encoding="utf-8")
    result = run("--keymap", str(bad), "--text", stdin="quit\n")
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "no binding has the id 'fly'" in result.stderr


def test_with_no_terminal_worm_plays_the_text_game_and_never_starts_textual():
    """A Textual app with no terminal never exits (TOOLCHAIN-NOTES §4): a pipe gets text."""
    code = (
        "import sys, io; sys.stdin = io.StringIO('quit\\n'); from worm import cli; "
        "rc = cli.main(['--seed', '2']); "
        "assert not [m for m in sys.modules if m.startswith('textual')]; sys.exit(rc)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and "Farewell." in result.stdout


def test_a_script_that_is_not_utf8_is_one_line_and_exit_one(tmp_path):
    script = tmp_path / "latin1.txt"
    script.write_bytes("look\nsay café\n".encode("latin-1"))
    result = run("play", "--seed", "1", "--script", str(script))
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "is not UTF-8 text: byte 0xe9" in result.stderr


def test_a_stray_byte_on_stdin_is_a_line_refused(tmp_path):
    result = subprocess.run(
        [*WORM, "play", "--seed", "1"], input=b"\xff\xfe look\nquit\n", capture_output=True
    )
    assert result.returncode == 0 and b"No: I don't understand" in result.stdout
    assert b"Farewell." in result.stdout and not result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["sim", "--count", "1", "--kind", "fights", "--jobs", "5000"],
        ["gen", "--batch", "1", "--jobs", "5000"],
    ],
    ids=["sim", "gen"],
)
def test_jobs_are_capped_at_the_cores_and_it_says_so(args, monkeypatch, capsys):
    monkeypatch.setattr(cli.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    monkeypatch.setattr(cli.os, "cpu_count", lambda: 1)
    asked: dict[str, int] = {}

    def fake_run(**kwargs: object) -> int:
        asked["jobs"] = kwargs["jobs"]  # type: ignore[assignment]
        return 0

    from worm.gen import command as gen_command
    from worm.text import sim

    monkeypatch.setattr(sim, "run", fake_run)
    monkeypatch.setattr(gen_command, "run", fake_run)
    assert cli.main(args) == 0
    assert asked["jobs"] == 1
    err = capsys.readouterr().err
    assert err == "worm: --jobs 5000 is more than the 1 cores here; using 1\n"


@pytest.mark.parametrize("bad", ["²", "-2", "9" * 5000, "0"])
def test_a_count_in_odd_digits_is_bad_usage_in_one_line(bad):
    result = run("sim", "--count", bad)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "at least 1" in result.stderr and len(result.stderr) < 200


def test_a_crash_in_the_terminal_game_exits_one_in_one_line(monkeypatch, capsys):
    """Textual catches what a screen raises and ends the app; worm used to exit 0 then."""
    from worm.ui import app as ui_app

    class Crashing(ui_app.WormApp):
        CSS_PATH = str(Path(ui_app.__file__).with_name("worm.tcss"))

        def on_mount(self) -> None:
            raise KeyError("werewolf")

        def run(self, **kwargs: object) -> None:  # type: ignore[override]
            super().run(headless=True)

    monkeypatch.setattr(ui_app, "WormApp", Crashing)
    monkeypatch.setattr(cli, "_terminal", lambda: True)
    assert cli.main(["play", "--seed", "3", "--quickstart"]) == 1
    err = capsys.readouterr().err
    assert err == (
        "worm: internal error: KeyError('werewolf') (run with --debug for the traceback)\n"
    )
