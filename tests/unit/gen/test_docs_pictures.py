"""docs/gen-format.md pictures every shape with the command that made it (issue 20): the
pictures are what that command makes today, so the document never shows an older generator."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from worm import cli

DOCS = Path(__file__).resolve().parents[3] / "docs"
SHOWN = re.findall(
    r"!\[(\w+)\]\(images/shape-(\w+)\.png\)", (DOCS / "gen-format.md").read_text("utf-8")
)
MADE_BY = {  # shape → (seed, level) as the document's commands say, levels 3
    "halls": (5, 1),
    "streets": (6, 3),
    "towers": (6, 2),
    "caverns": (5, 2),
    "water": (7, 1),
    "organic": (31, 1),
}


def test_every_shape_is_pictured() -> None:
    assert sorted(shape for shape, _ in SHOWN) == sorted(MADE_BY)


@pytest.mark.parametrize("shape", sorted(MADE_BY))
def test_each_picture_is_what_its_command_makes_today(
    shape: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed, level = MADE_BY[shape]
    out = tmp_path / f"{shape}.png"
    argv = ["gen", "--seed", str(seed), "--levels", "3", "--level", str(level)]
    assert cli.main([*argv, "--format", "png", "--out", str(out)]) == 0
    text = (DOCS / "gen-format.md").read_text("utf-8")
    assert f"--seed {seed} --levels 3 --level {level}" in text
    assert out.read_bytes() == (DOCS / "images" / f"shape-{shape}.png").read_bytes(), (
        f"docs/images/shape-{shape}.png is out of date: make it again with the command beside it"
    )
