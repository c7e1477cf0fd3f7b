"""``WORM_UPDATE_GOLDEN=1`` rewrites a catalog whole: the same bytes for the same rows, and by a
rename over the old file, so a worker reading it meanwhile never reads half of one."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.golden import rewrite_catalog

GOLDEN = Path(__file__).parent


@pytest.mark.parametrize("name", ["underworlds.csv", "cities.csv"])
def test_a_catalog_rewritten_from_its_rows_is_the_same_file(name: str, tmp_path: Path) -> None:
    source = GOLDEN / name
    with source.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    copy = tmp_path / name
    rewrite_catalog(copy, list(rows[0]), rows)
    assert copy.read_bytes() == source.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == [name]  # no spare file left beside it


def test_a_reader_of_the_old_catalog_keeps_it_whole(tmp_path: Path) -> None:
    catalog = tmp_path / "catalog.csv"
    rewrite_catalog(catalog, ["seed"], [{"seed": "1"}, {"seed": "2"}])
    with catalog.open(encoding="utf-8") as reading:
        rewrite_catalog(catalog, ["seed"], [{"seed": "3"}])
        assert reading.read() == "seed\n1\n2\n"  # the old file, whole, not cut short
    assert catalog.read_text(encoding="utf-8") == "seed\n3\n"
