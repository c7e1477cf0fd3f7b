"""`uv run pytest` spreads the suite over the machine's cores (pytest-xdist's ``-n auto``, in
pyproject.toml's addopts), but a run of a few files stays in one process, which would wait
longer for the workers to start than they would save (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests import conftest

TESTS = Path(__file__).resolve().parents[1]


def config(*args: str, where: Path = TESTS.parent) -> pytest.Config:
    """A stand-in for pytest's config with the run's arguments, as typed in folder ``where``."""
    made = SimpleNamespace(args=list(args), invocation_params=SimpleNamespace(dir=where))
    return made  # type: ignore[return-value]


@pytest.fixture(autouse=True)
def no_count_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)


def test_one_file_runs_in_one_process() -> None:
    assert conftest.pytest_xdist_auto_num_workers(config("tests/unit/test_rng.py")) == 0


def test_one_test_of_a_file_runs_in_one_process() -> None:
    one = config("unit/test_rng.py::test_x", "unit/test_rng.py::test_y", where=TESTS)
    assert conftest.files_named(one) == 2
    assert conftest.pytest_xdist_auto_num_workers(one) == 0


def test_the_whole_suite_or_a_folder_of_many_files_gets_a_worker_a_core() -> None:
    # None: pytest-xdist's own answer, one worker a core
    assert conftest.files_named(config("tests")) > 400
    assert conftest.pytest_xdist_auto_num_workers(config("tests")) is None
    assert conftest.pytest_xdist_auto_num_workers(config("tests/unit/engine")) is None


def test_a_folder_of_a_few_files_runs_in_one_process() -> None:
    few = config("tests/regression")
    assert conftest.files_named(few) < conftest.FEW_FILES
    assert conftest.pytest_xdist_auto_num_workers(few) == 0


def test_a_count_given_in_the_environment_is_pytest_xdists_to_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "3")
    assert conftest.pytest_xdist_auto_num_workers(config("tests/unit/test_rng.py")) is None
