"""How fast the Underworld generator is (issue 3's targets).

    uv run python bench/gen.py            # everything, a few seconds
    taskset -c 0 uv run python bench/gen.py --only single

Reports, as medians of several repeats:

- Underworlds per second for K = 5 on one process (seeds 0, 1, 2 …, content pack loaded once);
- the same with ``--jobs 2`` through ``worm gen --batch``'s own code, and the speed-up;
- what one level's map costs (carve, key, settle its topology, draw) against the python-tcod
  tutorial's plain rooms-and-corridors generator on the same map size
  (``bench/tutorial_baseline.py``); the aim is at most about 4×. The whole level (rooms and
  Meatgrinder too) is reported beside it;
- what keying and the topology pass cost alone, per level of each shape (``--only topology``,
  CPU time, the least of the repeats over the same 200 carved levels a shape).
"""

from __future__ import annotations

import argparse
import copy
import functools
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

import tutorial_baseline  # noqa: E402

from worm.content import loader  # noqa: E402
from worm.gen import batch, carving, keying, maps, topology  # noqa: E402
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


def batch_rate(count: int, jobs: int, repeats: int) -> tuple[float, float]:
    """Underworlds per second through ``batch.rows``, and CPU milliseconds per Underworld
    (this process's with one job, the workers' with more: the pool's overhead shows there
    even when other programs share the cores and the wall clock says little)."""
    cpu: list[float] = []

    def once() -> float:
        before = _cpu(jobs)
        start = time.perf_counter()
        for _ in batch.rows(0, count, 5, jobs):
            pass
        rate = count / (time.perf_counter() - start)
        cpu.append((_cpu(jobs) - before) / count * 1000)
        return rate

    return _median(once, repeats), statistics.median(cpu)


def start_up_cpu(repeats: int) -> float:
    """CPU seconds a fresh ``worm gen`` spends before its first Underworld: the interpreter,
    the imports and the content pack. It is serial: the workers fork after it."""
    probe = (
        "import resource\n"
        "from worm.gen import command\n"
        "from worm.content import loader\n"
        "loader.default()\n"
        "used = resource.getrusage(resource.RUSAGE_SELF)\n"
        "print(used.ru_utime + used.ru_stime)\n"
    )

    def once() -> float:
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, check=True)
        return float(done.stdout)

    return _median(once, repeats)


def _cpu(jobs: int) -> float:
    """CPU seconds used so far by this process (one job) or by its finished workers."""
    who = resource.RUSAGE_SELF if jobs <= 1 else resource.RUSAGE_CHILDREN
    used = resource.getrusage(who)
    return used.ru_utime + used.ru_stime


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
            level = carving.carve(rng, carving.Brief(shapes[i % len(shapes)]))
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

    def by_shape() -> dict[str, float]:
        """Each shape's map (carve, key, settle, draw, as ``ours``) against the tutorial's,
        timed turn about (CPU time), so a busy machine slows both alike. (It used to leave the
        topology pass out, about 2 ms of a level's 5 to 7.)"""
        out = {}
        needs = [keying.Need("up", False), keying.Need("down", False)]
        for shape in maps.STYLES:
            brief = carving.Brief(shape)
            ours = theirs = 0.0
            for _ in range(count // 10):
                start = time.process_time()
                tutorial_baseline.generate(rng, maps.WIDTH, maps.HEIGHT)
                middle = time.process_time()
                level = carving.carve(rng, brief)
                topology.settle(rng, level, keying.key(rng, level, 2, needs), 2, needs)
                maps.draw(level)
                theirs += middle - start
                ours += time.process_time() - middle
            out[shape] = ours / theirs
        return out

    shapes = by_shape()
    return {
        **{f"{shape}_ratio": ratio for shape, ratio in shapes.items()},
        "tutorial_map_ms": _median(tutorial, repeats),
        "our_map_ms": _median(ours, repeats),
        "our_whole_level_ms": _median(whole, repeats),
    }


def topology_costs(count: int, repeats: int) -> dict[str, tuple[float, float]]:
    """CPU milliseconds per level of keying (``keying.key``) and of the topology pass
    (``topology.settle``, which lays the locks again with ``keying.relock``), for ``count``
    levels of each shape carved beforehand, untimed; the least of ``repeats`` runs over the
    same levels, each run on fresh copies."""
    needs = [keying.Need("up", False), keying.Need("down", False)]
    carved = []
    for shape in maps.STYLES:
        for seed in range(count):
            rng = np.random.default_rng(seed)
            carved.append((shape, rng, carving.carve(rng, carving.Brief(shape))))
    best: dict[str, tuple[float, float]] = {}
    for _ in range(repeats):
        spent: dict[str, tuple[float, float]] = {}
        for shape, rng, level in copy.deepcopy(carved):
            start = time.process_time()
            keyed = keying.key(rng, level, 2, needs)
            middle = time.process_time()
            topology.settle(rng, level, keyed, 2, needs)
            key, settle = spent.get(shape, (0.0, 0.0))
            spent[shape] = (key + middle - start, settle + time.process_time() - middle)
        for shape, (key, settle) in spent.items():
            if shape not in best or key + settle < sum(best[shape]):
                best[shape] = (key, settle)
    return {
        shape: (key / count * 1000, settle / count * 1000) for shape, (key, settle) in best.items()
    }


def shape_costs(count: int, repeats: int) -> dict[str, float]:
    """Milliseconds per level map (carve, key and draw) for each shape's own carver."""
    rng = np.random.default_rng(0)

    def one(shape: maps.Shape) -> float:
        start = time.perf_counter()
        for _ in range(count):
            level = carving.carve(rng, carving.Brief(shape))
            needs = [keying.Need("up", False), keying.Need("down", False)]
            topology.settle(rng, level, keying.key(rng, level, 2, needs), 2, needs)
            maps.draw(level)
        return (time.perf_counter() - start) / count * 1000

    return {shape: _median(functools.partial(one, shape), repeats) for shape in carving.CARVERS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--only", choices=("single", "jobs", "level", "shapes", "topology"), default=None
    )
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
        each = ", ".join(f"{shape} {costs[f'{shape}_ratio']:.1f}×" for shape in maps.STYLES)
        print(f"map by shape against the tutorial, timed turn about: {each}")
    if args.only in (None, "topology"):
        costs = topology_costs(200, args.repeats)
        for shape, (key, settle) in costs.items():
            print(f"  {shape}: key {key:.3f} ms, topology pass {settle:.3f} ms a level")
        key = statistics.mean(k for k, _ in costs.values())
        settle = statistics.mean(s for _, s in costs.values())
        print(
            f"keying and topology, CPU per level over every shape: key {key:.3f} ms, "
            f"topology pass {settle:.3f} ms, both {key + settle:.3f} ms"
        )
    if args.only in (None, "shapes"):
        rng = np.random.default_rng(0)
        start = time.perf_counter()
        for _ in range(500):
            tutorial_baseline.generate(rng, maps.WIDTH, maps.HEIGHT)
        tutorial = (time.perf_counter() - start) / 500 * 1000
        for shape, ms in shape_costs(100, args.repeats).items():
            print(f"  {shape}: {ms:.3f} ms a map ({ms / tutorial:.1f}× the tutorial)")
    if args.only in (None, "single"):
        rate = underworlds_per_second(args.count, args.repeats)
        print(f"K=5, one process: {rate:.1f} Underworlds/s")
    if args.only in (None, "jobs"):
        one, one_cpu = batch_rate(args.count * 2, 1, args.repeats)
        two, two_cpu = batch_rate(args.count * 2, 2, args.repeats)
        print(f"K=5 batch: --jobs 1 {one:.1f}/s, --jobs 2 {two:.1f}/s, speed-up {two / one:.2f}×")
        # With two cores to itself, two balanced workers would go 2 × one_cpu / two_cpu faster.
        print(
            f"  CPU per Underworld: --jobs 1 {one_cpu:.2f} ms, --jobs 2 {two_cpu:.2f} ms "
            f"(the pool's overhead {two_cpu / one_cpu - 1:+.1%}); on two idle cores "
            f"about {2 * one_cpu / two_cpu:.2f}×; load average now {os.getloadavg()[0]:.1f} "
            f"on {os.cpu_count()} cores"
        )
        serial = start_up_cpu(args.repeats)
        work = one_cpu * 200 / 1000
        print(
            f"  worm gen --batch 200: {serial:.2f} s CPU of start-up before the first seed "
            f"(serial) and {work:.2f} s of work, so --jobs 2 can be at most "
            f"{(serial + work) / (serial + work * two_cpu / one_cpu / 2):.2f}× faster"
        )


if __name__ == "__main__":
    main()
