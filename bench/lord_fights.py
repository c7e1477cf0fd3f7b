"""Sim fights against dungeon lords only: how they end, and the CPU time they take.

    uv run python bench/lord_fights.py              # the first 100 seeds whose band is a lord
    uv run python bench/lord_fights.py --fights 40 --repeats 3

Each seed's band is ``worm.text.sim.band``'s; the seeds kept are those whose creature is a
dungeon lord (assets/monsters.toml ``lord``). Time is CPU time (``time.process_time``), the
least of ``--repeats`` runs, as the machine is shared.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from worm import content
from worm.text import sim


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fights", type=int, default=100, help="lord fights to run")
    parser.add_argument("--repeats", type=int, default=1, help="runs to time (the least counts)")
    args = parser.parse_args()
    if args.fights < 1 or args.repeats < 1:
        parser.error("--fights and --repeats must be at least 1")
    pack = content.default()
    lords = {m.id for m in pack.monsters.values() if m.lord}
    seeds: list[int] = []
    seed = 0
    while len(seeds) < args.fights:
        if sim.band(seed, pack)[0] in lords:
            seeds.append(seed)
        seed += 1
    best = float("inf")
    endings: Counter[str] = Counter()
    deaths = unfinished = 0
    for _ in range(args.repeats):
        endings, deaths, unfinished = Counter(), 0, 0
        start = time.process_time()
        for s in seeds:
            result = sim.fight(s)
            endings[result.ending or "none"] += 1
            deaths += result.deaths
            unfinished += not result.finished
        best = min(best, time.process_time() - start)
    print(f"{len(seeds)} lord fights (seeds {seeds[0]}–{seeds[-1]}): {dict(endings)}")
    print(f"adventurer deaths {deaths}; crashed or broke an invariant: {unfinished}")
    print(f"CPU {best:.2f} s, the least of {args.repeats}")


if __name__ == "__main__":
    main()
