"""``worm gen`` with the GM formats (md, html, dd2vtt) and picture options (--players, --level):
chosen by --format or by --out's extension, and one clear line for options that do not fit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from worm import cli
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate


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


def test_png_of_one_level_is_drawn_by_worm_itself(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--format png --level N`` needs no converter: the tiles, eight pixels each; the
    players' picture hides what the GM's shows (the docs' shape pictures are made so)."""
    monkeypatch.setenv("PATH", "")  # no rsvg-convert to fall back on
    level = generate(3, LayoutSettings(levels=3)).levels[1]
    shown = level.tiles
    gm, players = tmp_path / "gm.png", tmp_path / "players.png"
    for target, extra in ((gm, ()), (players, ("--players",))):
        code, _, err = _run(
            capsys,
            "gen",
            "--seed",
            "3",
            "--levels",
            "3",
            "--level",
            "2",
            "--out",
            str(target),
            *extra,
        )
        assert code == 0 and err == ""
    for picture in (gm, players):
        data = picture.read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert (width, height) == (shown.shape[1] * 8, shown.shape[0] * 8)
    hidden = any(edge.secret for edge in level.map.edges) or level.keyed.secret_rooms
    assert (gm.read_bytes() != players.read_bytes()) == bool(hidden)
