"""The golden seed catalog: any change to what a seed generates shows up here.

``underworlds.csv`` holds, for a fixed list of (seed, K), the metrics row of ``worm gen --batch``
and the sha256 of the whole ``worm gen --format json`` document. A change to generation —
deliberate or not — fails this test with the seeds and columns that moved. To accept a change
on purpose, rewrite the catalog and commit it with the reason:

    WORM_UPDATE_GOLDEN=1 uv run pytest tests/golden
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
from pathlib import Path

import pytest

from tests.golden import rewrite_catalog
from worm.gen import export, metrics
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

CATALOG = Path(__file__).with_name("underworlds.csv")
CASES = [(seed, 5) for seed in range(30)] + [(seed, k) for k in (3, 9, 21) for seed in range(3)]
FIELDS = ("k", "json_sha256", *metrics.ROW_FIELDS)


def _row(seed: int, k: int) -> dict[str, str]:
    underworld = generate(seed, LayoutSettings(levels=k))
    document = export.document(underworld)
    del document["generator"]  # the version string is not generation
    text = json.dumps(document, indent=2, ensure_ascii=False)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    row = {"k": k, "json_sha256": digest, **metrics.row(seed, underworld.metrics)}
    return {name: str(row[name]) for name in FIELDS}


def test_generation_matches_the_golden_catalog() -> None:
    found = [_row(seed, k) for seed, k in CASES]
    if os.environ.get("WORM_UPDATE_GOLDEN"):
        rewrite_catalog(CATALOG, FIELDS, found)
        pytest.skip("golden catalog rewritten: review `git diff tests/golden` and commit it")
    with CATALOG.open(encoding="utf-8", newline="") as handle:
        expected = list(csv.DictReader(handle))
    assert [(int(r["seed"]), int(r["k"])) for r in expected] == CASES, "catalog cases changed"
    moved = []
    for want, got in zip(expected, found, strict=True):
        changed = [name for name in FIELDS if want[name] != got[name]]
        if changed:
            moved.append(
                f"seed {got['seed']} K={got['k']}: "
                + ", ".join(f"{name} {want[name]} → {got[name]}" for name in changed)
            )
    assert not moved, "generation changed (accept with WORM_UPDATE_GOLDEN=1):\n" + "\n".join(moved)


def test_the_catalog_itself_is_healthy() -> None:
    """Every catalogued Underworld is connected and every level in it has a loop."""
    with CATALOG.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert rows and all(row["all_connected"] == "True" for row in rows)
    assert all(int(row["fewest_loops"]) >= 1 for row in rows)
