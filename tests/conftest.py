"""Test-wide settings, and the golden transcripts' update switch (``--update-golden``)."""

from __future__ import annotations

import difflib
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
