"""``worm gen --catalog N --out DIR``: one page per seed, linked up, and an index of them all."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from worm import cli
from worm.gen import metrics


def _catalog(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = cli.main(["gen", "--catalog", *argv])
    return code, capsys.readouterr().err


def _links(page: Path) -> list[str]:
    return re.findall(r'(?:href|src)="([^"]+)"', page.read_text(encoding="utf-8"))


def test_the_catalog_has_a_page_per_seed_and_every_link_lands(capsys, tmp_path: Path) -> None:
    out = tmp_path / "cat"
    code, err = _catalog(capsys, "3", "--seed-start", "20", "--out", str(out), "--levels", "3")
    assert code == 0 and err == ""
    names = sorted(p.name for p in out.iterdir())
    seeds = (20, 21, 22)
    assert names == sorted(
        ["index.html", *(f"seed-{s}.html" for s in seeds), *(f"seed-{s}.svg" for s in seeds)]
    )
    for page in out.glob("*.html"):
        for link in _links(page):
            assert (out / link).is_file(), f"{page.name} links to {link}, which is not there"
    index = _links(out / "index.html")
    for seed in seeds:  # the index shows every seed's thumbnail and opens its page
        assert f"seed-{seed}.html" in index and f"seed-{seed}.svg" in index
    middle = _links(out / "seed-21.html")
    assert {"index.html", "seed-20.html", "seed-22.html", "seed-21.svg"} <= set(middle)
    assert "seed-19.html" not in _links(out / "seed-20.html")  # no link past the ends
    text = (out / "index.html").read_text(encoding="utf-8")
    for field in metrics.ROW_FIELDS:  # the batch row's metrics are the index's columns
        assert f"<th>{field}</th>" in text


def test_a_seed_page_shows_its_levels_metrics_and_how_to_make_it(capsys, tmp_path: Path) -> None:
    out = tmp_path / "cat"
    argv = ("1", "--seed-start", "8", "--out", str(out), "--cards", "2,9,18", "--shape", "water")
    assert _catalog(capsys, *argv)[0] == 0
    page = (out / "seed-8.html").read_text(encoding="utf-8")
    assert "worm gen --seed 8 --shape water --cards 2,9,18" in page
    assert page.count("<td>water</td>") == 3  # one row per level, each drawn in the shape asked
    for metric in ("loops", "choke_points", "dead_end_ratio", "all_connected"):
        assert f"<th>{metric}</th>" in page
    assert (out / "seed-8.svg").read_text(encoding="utf-8").startswith("<svg")


def test_the_catalog_is_the_same_whatever_the_jobs(capsys, tmp_path: Path) -> None:
    for jobs in ("1", "2"):
        argv = ("2", "--out", str(tmp_path / jobs), "--levels", "3", "--jobs", jobs)
        assert _catalog(capsys, *argv)[0] == 0
    for page in (tmp_path / "1").iterdir():
        assert page.read_bytes() == (tmp_path / "2" / page.name).read_bytes(), page.name


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("2",), "--catalog writes a folder of pages: give --out DIR"),
        (("2", "--batch", "3", "--out", "x"), "two different outputs"),
        (("2", "--out", "FILE"), "a catalog is a folder, and this is a file"),
        (("2", "--out", "no/such/place"), "does not exist"),
        (("2", "--seed-start", str(2**63 - 1), "--out", "x"), "runs past the largest seed"),
    ],
)
def test_a_bad_catalog_is_one_line(capsys, tmp_path: Path, monkeypatch, argv, said) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "FILE").write_text("")
    code, err = _catalog(capsys, *argv)
    assert code == 1 and err.count("\n") == 1 and said in err, err
