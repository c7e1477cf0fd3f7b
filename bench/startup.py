"""Benchmark: start-up, measured against the imports no start-up can avoid (issue 19, Speed).

Each figure is the wall time of a fresh process, the *minimum* of R runs (the least disturbed
by whatever else the machine is doing; medians are shown beside it):

- ``import numpy, tcod`` — the floor the issue sets for every command that generates a map
  (``worm gen`` itself now imports tcod only when a level needs a path search, one seed in a
  hundred: ``worm.gen.searches``);
- ``worm gen --seed N`` — aim: at most 1.3× that floor; also given in CPU time (user and
  system, ``numpy+tcod CPU`` and ``gen CPU``), which a busy machine disturbs less: on one, the
  wall times of both grow and their ratio shrinks;
- ``import textual.app, numpy, tcod`` — the floor under the terminal game;
- the terminal game's first frame: the title (``WormApp()``, what ``worm`` opens on) and a
  quick guild's Crawl (``WormApp(quickstart=True)``), each painted headless at 120×40, imports,
  content and generation included — aim: at most 0.3 s beyond that floor. Each is also given
  in CPU time beyond the floor (``CPU+``: the process imports Textual, numpy and tcod first,
  then the game, and counts the CPU time from there), which a busy machine disturbs less than
  wall time. The title's
  frame is timed when the title calls ``_after_painted``, the moment it has been painted and
  starts importing the game in a thread (which the harness's idle pause would wait for); the
  Crawl's when the harness's first pause returns.

Each is measured twice: run by this interpreter directly, and through ``uv run`` as a player
types it (uv's own start, about 0.05 s, is then part of every figure, the floor's too).
The first run of each is not counted: it writes Python's bytecode cache and worm's content
cache (``worm.content.cache``), which every later start reads.

    uv run python bench/startup.py [--repeat R] [--seed N]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

FIRST_FRAME = """
import asyncio, time
t0 = time.perf_counter()
import textual.app, numpy, tcod
floor = time.process_time()
from worm.ui.app import WormApp
from worm.ui.title import TitleScreen
painted = []
warm = TitleScreen._after_painted
def after_painted(screen):
    painted.append((time.perf_counter() - t0, time.process_time() - floor))
    warm(screen)
TitleScreen._after_painted = after_painted
async def main():
    app = WormApp(seed={seed}, quickstart={quick})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        print(*(painted or [(time.perf_counter() - t0, time.process_time() - floor)])[0])
asyncio.run(main())
"""
FIGURES = ("numpy+tcod", "gen", "textual floor", "title frame", "quick frame")


def _environment() -> dict[str, str]:
    """This environment, bytecode written (``PYTHONDONTWRITEBYTECODE`` would make every start
    compile worm's own modules again, which no player's Python does)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _wall(argv: Sequence[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, env=env)
    return time.perf_counter() - start


def _cpu(argv: Sequence[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user and system, the process and its children) of a run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = _wall(argv, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _run(python: list[str], code: str, env: dict[str, str]) -> list[float]:
    """The numbers ``code`` prints last, run in a fresh process."""
    out = subprocess.run([*python, "-c", code], check=True, capture_output=True, text=True, env=env)
    return [float(word) for word in out.stdout.splitlines()[-1].split()]


def _frame(python: list[str], seed: int, env: dict[str, str], quick: bool) -> tuple[float, float]:
    """Process start to the first painted frame (the interpreter's own start added on), and the
    CPU time it took beyond importing Textual, numpy and tcod (imported first, then timed)."""
    wall, cpu = _run(python, FIRST_FRAME.format(seed=seed, quick=quick), env)
    # the app's shutdown is left out: a player never waits for it
    return wall + _wall([*python, "-c", "pass"], env), cpu


def measure(python: list[str], repeat: int, seed: int) -> dict[str, tuple[float, float]]:
    """Each figure as (minimum, median) seconds over ``repeat`` runs; with them each frame's
    CPU time beyond the floor (``title CPU+``, ``quick CPU+``)."""
    env = _environment()
    runs: dict[str, list[float]] = {name: [] for name in FIGURES}
    runs |= {"title CPU+": [], "quick CPU+": [], "numpy+tcod CPU": [], "gen CPU": []}
    for _ in range(repeat + 1):  # the first run of each writes the caches; it is not counted
        for name, argv in (
            ("numpy+tcod", [*python, "-c", "import numpy, tcod"]),
            ("gen", [*python, "-m", "worm.cli", "gen", "--seed", str(seed)]),
        ):
            wall, cpu = _cpu(argv, env)
            runs[name].append(wall)
            runs[f"{name} CPU"].append(cpu)
        floor = "import textual.app, numpy, tcod"
        runs["textual floor"].append(_wall([*python, "-c", floor], env))
        for name, quick in (("title", False), ("quick", True)):
            wall, cpu = _frame(python, seed, env, quick)
            runs[f"{name} frame"].append(wall)
            runs[f"{name} CPU+"].append(cpu)
    return {k: (min(v[1:]), statistics.median(v[1:])) for k, v in runs.items()}


def report(figures: dict[str, tuple[float, float]], how: str) -> None:
    print(f"-- {how} (min / median of the runs)")
    for name, (low, mid) in figures.items():
        print(f"{name:<14}: {low:6.3f} s / {mid:6.3f} s")
    gen = figures["gen"][0] / figures["numpy+tcod"][0]
    cpu = figures["gen CPU"][0] / figures["numpy+tcod CPU"][0]
    print(f"worm gen is {gen:.2f}× importing numpy and tcod (aim ≤ 1.3×), {cpu:.2f}× in CPU time")
    for name, what in (("title", "the title's"), ("quick", "a quick guild's")):
        beyond = figures[f"{name} frame"][0] - figures["textual floor"][0]
        print(
            f"{what} first frame is {beyond:.3f} s beyond importing Textual, numpy and tcod, "
            f"{figures[f'{name} CPU+'][0]:.3f} s in CPU time (aim ≤ 0.3 s)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs counted (default 5)")
    parser.add_argument("--seed", type=int, default=2, help="seed generated (default 2)")
    args = parser.parse_args()
    report(measure([sys.executable], args.repeat, args.seed), "this interpreter, directly")
    uv = shutil.which("uv")
    if uv:
        report(measure([uv, "run", "--quiet", "python"], args.repeat, args.seed), "through uv run")


if __name__ == "__main__":
    main()
