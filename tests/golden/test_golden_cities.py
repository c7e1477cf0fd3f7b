"""The golden City catalog (Appendix D): any change to the City a seed makes shows up here.

``cities.csv`` holds, for seeds 0–19, the central card, the ruler, the districts in the order
laid, the gate by the Ossuary and the sha256 of ``worm city --format json``. To accept a change
on purpose, rewrite it and commit it with the reason:

    WORM_UPDATE_GOLDEN=1 uv run pytest tests/golden/test_golden_cities.py
"""

from __future__ import annotations

import csv
import hashlib
import os
from pathlib import Path

import pytest

from tests.golden import rewrite_catalog
from worm import content
from worm.gen import city, city_export
from worm.gm import gates

CATALOG = Path(__file__).with_name("cities.csv")
SEEDS = list(range(20))
FIELDS = ("seed", "central", "ruler", "count", "districts", "ossuary_gate", "json_sha256")


def _row(seed: int) -> dict[str, str]:
    pack = content.default()
    made = city.generate(seed, pack)
    text = city_export.to_json(made, pack)
    return {
        "seed": str(seed),
        "central": made.central,
        "ruler": made.ruler,
        "count": str(len(made.districts)),
        "districts": " ".join(q.id for q in made.districts),
        "ossuary_gate": gates.nearest_ossuary(made).name,
        "json_sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
    }


def test_cities_match_the_golden_catalog() -> None:
    found = [_row(seed) for seed in SEEDS]
    if os.environ.get("WORM_UPDATE_GOLDEN"):
        rewrite_catalog(CATALOG, FIELDS, found)
        pytest.skip("golden City catalog rewritten: review `git diff tests/golden` and commit it")
    with CATALOG.open(encoding="utf-8", newline="") as handle:
        expected = list(csv.DictReader(handle))
    assert [int(r["seed"]) for r in expected] == SEEDS, "catalog seeds changed"
    moved = [
        f"seed {got['seed']}: "
        + ", ".join(
            f"{name} {want[name]} → {got[name]}" for name in FIELDS if want[name] != got[name]
        )
        for want, got in zip(expected, found, strict=True)
        if want != got
    ]
    assert not moved, "the City changed (accept with WORM_UPDATE_GOLDEN=1):\n" + "\n".join(moved)
