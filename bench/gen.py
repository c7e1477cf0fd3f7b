"""How fast the Underworld generator is (issue 3's targets).

    uv run python bench/gen.py            # everything, a few seconds
    taskset -c 0 uv run python bench/gen.py --only single

Reports, as medians of several repeats:

- Underworlds per second for K = 5 on one process (seeds 0, 1, 2 …, content pack loaded once);
- the same with ``--jobs 2`` through ``worm gen --batch``'s own code, and the speed-up;
- what one level's map costs (carve, key, settle its topology, draw) against the python-tcod
  tutorial's plain rooms-and-corridors generator on the same map size
  (``bench/tutorial_baseline.py``); the aim is at most about 4×. The whole level (rooms and
  Meatgrinder too) is reported beside it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

import tutorial_baseline  # noqa: E402

from worm.content import loader  # noqa: E402
from worm.gen import batch, keying, maps, topology  # noqa: E402
from worm.gen.layout import LayoutSettings  # noqa: E402
from worm.gen.underworld import generate  # noqa: E402


def _median(run: Callable[[], float], repeats: int) -> float:
    return statistics.median(run() for _ in range(repeats))


def underworlds_per_second(count: int, repeats: int) -> float:
    settings = LayoutSettings(levels=5)

    def once() -> float:
        start = time.perf_counter()
        for seed in range(count):
            generate(seed, settings)
        return count / (time.perf_counter() - start)

    return _median(once, repeats)


def batch_rate(count: int, jobs: int, repeats: int) -> float:
    def once() -> float:
        start = time.perf_counter()
        for _ in batch.rows(0, count, 5, jobs):
            pass
        return count / (time.perf_counter() - start)

    return _median(once, repeats)


def level_costs(count: int, repeats: int) -> dict[str, float]:
    """Milliseconds per level: the tutorial's map, ours, and our whole level."""
    rng = np.random.default_rng(0)

    def tutorial() -> float:
        start = time.perf_counter()
        for _ in range(count):
            tutorial_baseline.generate(rng, maps.WIDTH, maps.HEIGHT)
        return (time.perf_counter() - start) / count * 1000

    def ours() -> float:
        shapes = list(maps.STYLES)
        start = time.perf_counter()
        for i in range(count):
            level = maps.carve(rng, shapes[i % len(shapes)])
            needs = [keying.Need("up", False), keying.Need("down", False)]
            topology.settle(rng, level, keying.key(rng, level, 2, needs), 2, needs)
            maps.draw(level)
        return (time.perf_counter() - start) / count * 1000

    def whole() -> float:
        start = time.perf_counter()
        levels = 0
        for seed in range(count // 20):
            levels += len(generate(seed, LayoutSettings(levels=5)).levels)
        return (time.perf_counter() - start) / levels * 1000

    return {
        "tutorial_map_ms": _median(tutorial, repeats),
        "our_map_ms": _median(ours, repeats),
        "our_whole_level_ms": _median(whole, repeats),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("single", "jobs", "level"), default=None)
    parser.add_argument("--count", type=int, default=200, help="Underworlds per repeat")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    loader.default()
    generate(0)  # warm caches
    if args.only in (None, "level"):
        costs = level_costs(1000, args.repeats)
        ratio = costs["our_map_ms"] / costs["tutorial_map_ms"]
        print(
            f"map {maps.WIDTH}×{maps.HEIGHT}: tutorial {costs['tutorial_map_ms']:.3f} ms, "
            f"worm {costs['our_map_ms']:.3f} ms ({ratio:.2f}×); "
            f"whole level with rooms and Meatgrinder {costs['our_whole_level_ms']:.3f} ms "
            f"({costs['our_whole_level_ms'] / costs['tutorial_map_ms']:.2f}×)"
        )
    if args.only in (None, "single"):
        rate = underworlds_per_second(args.count, args.repeats)
        print(f"K=5, one process: {rate:.1f} Underworlds/s")
    if args.only in (None, "jobs"):
        one = batch_rate(args.count * 2, 1, args.repeats)
        two = batch_rate(args.count * 2, 2, args.repeats)
        print(f"K=5 batch: --jobs 1 {one:.1f}/s, --jobs 2 {two:.1f}/s, speed-up {two / one:.2f}×")


if __name__ == "__main__":
    main()
