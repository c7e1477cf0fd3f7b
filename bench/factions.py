"""Factions per level (p. 337, issue 21 point 1), over many seeds.

    uv run python bench/factions.py               # seeds 0–99, K = 5
    uv run python bench/factions.py --seeds 300 --levels 7

Worked out from the JSON document (``worm gen --format json``), so the same script measures a
generator without factions (the figures that need them then read 0):

- levels with one, two and three factions; rooms each faction holds (mean, median);
- rooms with a standing band (the lord's room aside), and how many kinds of creature stand in
  a level's rooms (mean);
- random encounters (XVI–XX): levels with two entries alike, levels meeting one creature
  twice, and the share of entries that are faction business.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from typing import Any

from worm.gen import export
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate


def measure(seeds: range, levels: int) -> dict[str, Any]:
    counts: Counter[int] = Counter()
    held: list[int] = []
    rooms = banded = 0
    kinds: list[int] = []
    alike = twice = entries = business = total = 0
    for seed in seeds:
        document = export.document(generate(seed, LayoutSettings(levels=levels)))
        for level in document["levels"]:
            total += 1
            factions = level.get("factions", [])
            counts[len(factions)] += 1
            held += [len(f["territory"]) for f in factions]
            standing = [r for r in level["rooms"] if not r["lord"]]
            rooms += len(standing)
            banded += sum(1 for r in standing if r["denizens"])
            kinds.append(len({d for r in standing for d in r["denizens"]}))
            met = [e for e in level["meatgrinder"] if e["band"] == "random_encounter"]
            texts = [e["text"] for e in met]
            alike += len(set(texts)) < len(texts)
            creatures = [e.get("creature") for e in met]
            twice += len(set(creatures)) < len(creatures)
            entries += len(met)
            business += sum(1 for e in met if "faction" in e)
    return {
        "levels": total,
        "levels by factions (0/1/2/3)": [counts[n] for n in range(4)],
        "levels with 2+ factions": f"{sum(counts[n] for n in (2, 3)) / total:.1%}",
        "rooms per faction (mean, median)": (
            round(statistics.mean(held), 2) if held else 0,
            statistics.median(held) if held else 0,
        ),
        "rooms with a standing band": f"{banded / rooms:.1%}",
        "kinds of creature standing per level (mean)": round(statistics.mean(kinds), 2),
        "levels with two XVI-XX entries alike": alike,
        "levels meeting one creature twice in XVI-XX": twice,
        "XVI-XX entries that are faction business": f"{business / entries:.1%}",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--levels", type=int, default=5)
    args = parser.parse_args()
    for name, value in measure(range(args.seeds), args.levels).items():
        print(f"{name}: {value}")


if __name__ == "__main__":
    main()
