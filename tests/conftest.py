"""Test-wide settings, and the golden transcripts' update switch (``--update-golden``)."""

from __future__ import annotations

import difflib
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import settings

from worm.engine.log import EventLog

EventLog.strict = True  # every event is validated as it is made (play skips it for speed)

# CI (`.ci/run`) runs the property tests derandomized, so a run on a clean clone is the same run
# every time and a red CI means the change broke something; the search for new failing cases
# goes on outside CI, with fresh seeds each time: `bench/property_soak.py`.
settings.register_profile("ci", derandomize=True, database=None)

Golden = Callable[[str, Path], None]  # the `golden` fixture: golden(text, path)


FEW_FILES = 4
"""A run of fewer test files than this stays in one process (see
:func:`pytest_xdist_auto_num_workers`)."""


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """How many workers ``-n auto`` (pyproject.toml's addopts) starts: none for a run of a few
    test files, which would wait longer for the workers to start than it saves, else one a
    core (pytest-xdist's own count, None). ``PYTEST_XDIST_AUTO_NUM_WORKERS`` or ``-n N``
    decides instead."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    return 0 if files_named(config) < FEW_FILES else None


def files_named(config: pytest.Config) -> int:
    """How many test files the run's arguments (or ``testpaths``) name, a folder counting
    every ``test_*.py`` under it."""
    count = 0
    for arg in config.args:
        path = config.invocation_params.dir / arg.partition("::")[0]
        if path.is_dir():
            count += sum(1 for _ in path.rglob("test_*.py"))
        else:
            count += 1
    return count


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the golden transcripts (tests/golden/*.transcript.txt) from this run "
        "instead of comparing against them; say why in the commit",
    )


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Golden:
    """Compare a transcript with its golden file, failing with a unified diff; under
    ``--update-golden`` write the file instead."""
    update = bool(request.config.getoption("--update-golden"))

    def check(text: str, path: Path) -> None:
        recorded = path.read_bytes().decode("utf-8") if path.exists() else None
        if text == recorded:
            return
        if update:  # bytes, so the file is the same on every platform
            path.write_bytes(text.encode("utf-8"))
            return
        if recorded is None:
            pytest.fail(
                f"{path} does not exist: run pytest --update-golden to write it", pytrace=False
            )
        diff = "".join(
            difflib.unified_diff(
                recorded.splitlines(keepends=True),
                text.splitlines(keepends=True),
                fromfile=f"{path.name} (recorded)",
                tofile=f"{path.name} (this run)",
            )
        )
        pytest.fail(
            f"the transcript differs from {path.name}; if the change is meant, rerun with "
            f"--update-golden and say why in the commit:\n{diff}",
            pytrace=False,
        )

    return check
