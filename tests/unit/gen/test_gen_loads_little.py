"""The plain ``worm gen --seed N`` is timed against importing numpy and tcod (issue 19,
Speed: at most 1.3×; bench/startup.py). It must load only what it prints: none of the other
formats' writers, the batch's CSV and process pool, nor the standard modules they pull in."""

from __future__ import annotations

import gc
import os
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


TABLES = """
import sys
from worm.cli import main
from worm.gen import plain
main(["gen", "--seed", "3"])
pack = plain.pack()
print("tables:", " ".join(sorted(pack.__dict__)), len(pack.__dict__["_tables"]), file=sys.stderr)
"""


def test_the_plain_gen_parses_only_the_tables_it_reads(tmp_path) -> None:
    """The content cache keeps where each table lies: the plain gen parses the ones its
    sketch reads, under a third of them, and never the Meatgrinder's, which it does not
    print (``underworld.sketch``)."""
    env = dict(os.environ, WORM_CACHE_DIR=str(tmp_path))
    # the first run validates the pack and keeps it; the second reads it from the cache
    first = [sys.executable, "-m", "worm.cli", "gen", "--seed", "3"]
    subprocess.run(first, capture_output=True, timeout=120, check=True, env=env)
    done = subprocess.run(
        [sys.executable, "-c", TABLES],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env=env,
    )
    *parsed, count = done.stderr.split("tables:")[-1].split()
    assert "_tables" in parsed  # the light pack, not the validated one
    parsed.remove("_tables")
    assert {"seeds", "origins", "features", "traps"} <= set(parsed)
    assert "meatgrinder" not in parsed
    assert len(parsed) < int(count) / 3


def test_the_plain_gen_builds_no_other_commands_parser(monkeypatch, capsys) -> None:
    built = []
    for name, add in cli.COMMANDS.items():
        monkeypatch.setitem(
            cli.COMMANDS, name, lambda sub, name=name, add=add: built.append(name) or add(sub)
        )
    assert cli.main(["gen", "--seed", "3", "--levels", "3"]) == 0
    assert "Underworld of seed 3" in capsys.readouterr().out
    assert built == ["gen"]


def test_an_unknown_option_still_shows_every_command_in_the_usage(capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["gen", "--seed", "3", "--wrong"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments: --wrong" in err
    assert "{" + ",".join(cli.COMMANDS) + "}" in err


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


@pytest.mark.parametrize("collecting", [True, False])
def test_one_underworld_runs_no_garbage_collection(monkeypatch, capsys, collecting) -> None:
    """About fifteen collections found nothing worth their 4 ms in a plain gen: none runs
    from its imports to its output, and the collector is left as it was found (the tests
    run in one process)."""
    runs: list[str] = []
    real = cli._gen_any

    def counted(args: object) -> int:
        gc.callbacks.append(count)  # the collector reads this very list, not the name
        try:
            return real(args)
        finally:
            gc.callbacks.remove(count)

    def count(phase: str, _: object) -> None:
        runs.append(phase)

    monkeypatch.setattr(cli, "_gen_any", counted)
    gc.collect()  # nothing left over from the tests before
    if not collecting:
        gc.disable()
    try:
        assert cli.main(["gen", "--seed", "3", "--format", "json"]) == 0
        assert gc.isenabled() is collecting
    finally:
        gc.enable()
    assert '"seed": 3' in capsys.readouterr().out
    assert runs == []


COMPILED = """
import os, sys, traceback
from re import _compiler
import worm
root = os.path.dirname(worm.__file__) + os.sep
made = []
real = _compiler.compile
def compile(pattern, flags):
    # the worm module nearest the compiling: argparse's own, asked by worm.cli, are not ours
    ours = [f.filename for f in traceback.extract_stack() if f.filename.startswith(root)]
    if ours and ours[-1] != os.path.join(root, "cli.py"):
        made.append(pattern)
    return real(pattern, flags)
_compiler.compile = compile
from worm.gen import clues, command
from worm.cli import main
imported = len(made)
main(["gen", "--seed", "3"])
print("at run:", made[imported:], file=sys.stderr)
senses = [getattr(p, "pattern", p) for p in (clues.HEARD, clues.SMELLED)]
print("clues:", [p for p in made if p in senses], file=sys.stderr)
"""


def test_the_plain_gen_compiles_no_pattern_it_does_not_need() -> None:
    """Compiling a pattern is slow beside using one (0.1–0.6 ms each): the stocking finds a
    shunned word without one (``kinds.shows``; it compiled one for each room's shuns), the
    factions' ids are made without one, and the clues' senses, which the plain gen does not
    lay, are compiled when first searched with."""
    done = subprocess.run(
        [sys.executable, "-c", COMPILED], capture_output=True, text=True, timeout=120, check=True
    )
    assert "Underworld of seed 3" in done.stdout
    assert "at run: []" in done.stderr
    assert "clues: []" in done.stderr


DATACLASSES = """
import dataclasses, sys
defined = []
real = dataclasses._process_class
def process(cls, *args):
    defined.append(f"{cls.__module__}.{cls.__qualname__}")
    return real(cls, *args)
dataclasses._process_class = process
from worm.cli import main
main(["gen", "--seed", "3"])
print("dataclasses:", *defined, file=sys.stderr)
"""


def test_the_stockings_records_are_not_dataclasses() -> None:
    """Defining a dataclass costs about 0.5 ms, a NamedTuple a tenth of it: of the records
    the stocking defines, only a room's growing ``Stock`` is one, and of the layout's only
    the settings and the layout itself (docs/architecture.md)."""
    done = subprocess.run(
        [sys.executable, "-c", DATACLASSES], capture_output=True, text=True, timeout=120, check=True
    )
    assert "Underworld of seed 3" in done.stdout
    defined = done.stderr.split("dataclasses:")[-1].split()
    stocking = ("worm.gen.rooms.", "worm.gen.kinds.", "worm.gen.factions.", "worm.gen.room_types.")
    assert [name for name in defined if name.startswith(stocking)] == ["worm.gen.rooms.Stock"]
    laid = [name for name in defined if name.startswith("worm.gen.layout.")]
    assert laid == ["worm.gen.layout.LayoutSettings", "worm.gen.layout.Layout"]
