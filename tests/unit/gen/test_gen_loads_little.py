"""The plain ``worm gen --seed N`` is timed against importing numpy and tcod (issue 19,
Speed: at most 1.3×; bench/startup.py). It must load only what it prints: none of the other
formats' writers, the batch's CSV and process pool, nor the standard modules they pull in."""

from __future__ import annotations

import subprocess
import sys

import pytest

from worm import cli

SCRIPT = """
import sys
sys.argv = ["worm", "gen", "--seed", "3"]
from worm.cli import main
main()
print(" ".join(sorted(sys.modules)), file=sys.stderr)
"""

NOT_LOADED = (
    "worm.gen.draw",
    "worm.gen.keyed",
    "worm.gen.vtt",
    "worm.gen.batch",
    "pydantic",
    "textual",
    "statistics",
    "tempfile",
    "shutil",
    "csv",
    "html",
    "concurrent.futures",
)


def test_the_plain_gen_loads_no_writer_it_does_not_use() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=True
    )
    loaded = set(done.stderr.split())
    assert "Underworld of seed 3" in done.stdout
    assert "worm.gen.underworld" in loaded
    assert sorted(loaded & set(NOT_LOADED)) == []


@pytest.mark.parametrize("columns", [None, "50", "120", "0", "-3", "wide"])
def test_help_is_as_wide_as_shutil_would_make_it(monkeypatch, columns) -> None:
    """argparse is given the width itself, so it imports no shutil: the same width as
    ``shutil.get_terminal_size`` gives, less argparse's margin of 2."""
    import shutil

    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert cli._help_width() == shutil.get_terminal_size().columns - 2
