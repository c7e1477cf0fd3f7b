"""``--scheduler``: a batch and a sim on a Dask cluster give the rows ``--jobs`` gives (issue 20,
point 6), against a local cluster of two worker processes that the test starts."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from distributed import LocalCluster

from worm import cli
from worm.errors import WormError
from worm.gen import batch, cluster
from worm.gen.layout import LayoutSettings
from worm.text import sim


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """Two worker processes, one thread each: the real thing, on this machine."""
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as local:
        yield local.scheduler_address


def test_a_batch_on_the_cluster_is_the_rows_of_one_job(scheduler: str) -> None:
    settings = LayoutSettings(levels=3, loop_rate=0.2)
    alone = list(batch.rows(40, 20, jobs=1, settings=settings))
    with cluster.Farm(scheduler) as farm:
        spread = list(batch.rows(40, 20, settings=settings, farm=farm.map))
        full = list(batch.rows(40, 9, settings=settings, farm=farm.map, full=True))
    assert spread == alone and [row["seed"] for row in spread] == list(range(40, 60))
    assert full == list(batch.rows(40, 9, settings=settings, full=True))


def test_worm_gen_batch_scheduler_writes_the_same_file(scheduler: str, tmp_path: Path) -> None:
    argv = ["gen", "--batch", "12", "--seed-start", "3", "--levels", "3", "--out"]
    assert cli.main([*argv, str(tmp_path / "one.csv"), "--jobs", "1"]) == 0
    assert cli.main([*argv, str(tmp_path / "dask.csv"), "--scheduler", scheduler]) == 0
    one = (tmp_path / "one.csv").read_bytes()
    assert one == (tmp_path / "dask.csv").read_bytes() and one.count(b"\n") == 13


def test_a_sim_on_the_cluster_is_the_runs_of_one_job(scheduler: str) -> None:
    alone = sim.results(["fights"], 5, 12, jobs=1)
    with cluster.Farm(scheduler) as farm:
        spread = sim.results(["fights"], 5, 12, farm=farm.map)
    assert [r.seed for r in spread] == list(range(5, 17))
    assert spread == alone


def test_worm_sim_scheduler_prints_the_figures_of_one_job(scheduler: str, capsys) -> None:
    argv = ["sim", "--count", "6", "--seed-start", "2", "--kind", "fights", "--json"]
    figures = []
    for extra in (["--jobs", "1"], ["--scheduler", scheduler]):
        assert cli.main([*argv, *extra]) == 0
        found = json.loads(capsys.readouterr().out)
        del found["seconds"]
        figures.append(found)
    assert figures[0] == figures[1] and figures[0]["runs"] == 6


def test_without_dask_the_scheduler_names_the_extra(monkeypatch) -> None:
    monkeypatch.setattr(cluster, "Client", None)
    with pytest.raises(WormError, match=r"needs Dask, an optional extra: install 'worm\[dask\]'"):
        cluster.Farm("tcp://127.0.0.1:8786")


def test_an_unreachable_scheduler_is_one_line(capsys, monkeypatch) -> None:
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 0.5)
    code = cli.main(["gen", "--batch", "2", "--scheduler", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1
    assert err.startswith("worm: --scheduler tcp://127.0.0.1:9: cannot reach a Dask scheduler")


@pytest.mark.parametrize("address", ["nonsense", "http://localhost:1"])
def test_a_malformed_scheduler_address_is_one_line_at_once(address: str) -> None:
    """Refused before Dask makes a client: a half-made one hangs the exit and prints a
    traceback (seen: 20 s)."""
    argv = ["gen", "--batch", "2", "--scheduler", address]
    done = subprocess.run(
        [sys.executable, "-m", "worm.cli", *argv], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith(f"worm: --scheduler {address}: not a scheduler's address")
    assert done.stderr.count("\n") == 1, done.stderr


def test_the_scheduler_needs_a_batch(capsys) -> None:
    code = cli.main(["gen", "--seed", "1", "--scheduler", "tcp://127.0.0.1:9"])
    assert code == 1 and "give --batch COUNT" in capsys.readouterr().err


def test_the_plain_path_imports_neither_dask_nor_the_catalog() -> None:
    """``worm gen --seed N`` starts as fast as before: no module of Dask, the catalog or the
    settings reader loads."""
    probe = (
        "import sys, io, contextlib\n"
        "from worm import cli\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    cli.main(['gen', '--seed', '1'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')"
        " or m in ('worm.gen.cluster', 'worm.gen.catalog', 'worm.gen.settings')))\n"
    )
    found = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert found.strip() == "[]"
