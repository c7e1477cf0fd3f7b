"""``worm gen`` with the GM formats (md, html, dd2vtt) and picture options (--players, --level):
chosen by --format or by --out's extension, and one clear line for options that do not fit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from worm import cli


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("suffix", "starts"),
    [(".md", "# The Underworld of seed 3"), (".html", "<!DOCTYPE html>"), (".dd2vtt", "{")],
)
def test_out_picks_the_format_by_its_extension(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str, starts: str
) -> None:
    target = tmp_path / f"level{suffix}"
    code, out, err = _run(capsys, "gen", "--seed", "3", "--levels", "3", "--out", str(target))
    assert code == 0 and out == "" and err == ""
    assert target.read_text(encoding="utf-8").startswith(starts)


def test_stdout_md_is_the_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "key.md"
    _run(capsys, "gen", "--seed", "3", "--levels", "3", "--out", str(target))
    code, out, _ = _run(capsys, "gen", "--seed", "3", "--levels", "3", "--format", "md")
    assert code == 0 and out == target.read_text(encoding="utf-8")


def test_dd2vtt_exports_the_level_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("gen", "--seed", "3", "--levels", "3", "--format", "dd2vtt")
    _, first, _ = _run(capsys, *argv)
    _, third, _ = _run(capsys, *argv, "--level", "3")
    assert json.loads(first)["format"] == json.loads(third)["format"]
    assert first != third


def test_players_svg_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "gen", "--seed", "3", "--format", "svg", "--players")
    assert code == 0 and "players' maps" in out and "badge secret" not in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("--format", "json", "--players"), "--players"),
        (("--format", "md", "--level", "2"), "--level"),
        (("--format", "svg", "--level", "6"), "levels 1 to 5"),
    ],
)
def test_options_that_do_not_fit_get_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], words: str
) -> None:
    code, out, err = _run(capsys, "gen", "--seed", "3", *argv)
    assert code == 1 and out == ""
    assert err.strip().startswith("worm: ") and words in err and len(err.strip().splitlines()) == 1
