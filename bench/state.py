"""Benchmark: the whole game as one value — a mid-campaign ``GameState`` to JSON and back
(aim ≤ 5 ms), and the peak memory of a long demo.

For seeds 1 … N a demo is autoplayed (``worm.text.demo.play``) for W watches, so the state
holds the levels the guild walked, their seen tiles, the dying, the decks mid-shuffle and
every random stream. The state is then written with ``model_dump_json`` and read back with
``model_validate_json`` R times; the figure is the median milliseconds of one round trip, and
each round trip is checked to give back an equal state. ``--memory W`` also plays W watches of demos
in a child process, keeping every game, and reports its peak resident memory (``ru_maxrss``).
Run it on one core:

    taskset -c 0 uv run python bench/state.py [--seeds N] [--watches W] [--repeat R]
                                              [--memory WATCHES]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time

from worm import content
from worm.model.state import GameState
from worm.text import demo

TARGET_MS = 5.0


def round_trip(state: GameState, repeat: int) -> tuple[float, int]:
    """Median milliseconds of one JSON round trip, and the size of the JSON in bytes."""
    times = []
    text = state.model_dump_json()
    for _ in range(repeat):
        start = time.perf_counter()
        text = state.model_dump_json()
        back = GameState.model_validate_json(text)
        times.append(time.perf_counter() - start)
        if back != state:
            raise SystemExit("a round trip changed the state: that is a bug")
    return statistics.median(times) * 1000, len(text.encode())


def peak_memory(watches: int) -> tuple[float, str]:
    """Peak resident memory (MiB) of a child process that plays demos, seed after seed, until
    ``watches`` watches have passed in all, keeping every game and its whole event log alive
    (a demo plays the watches asked for unless its guild is lost, issue 19)."""
    command = [sys.executable, __file__, "--child", str(watches)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # KiB on Linux
    return peak, done.stdout.strip()


def child(watches: int) -> None:
    """The demos ``peak_memory`` measures; prints what it played."""
    games, played, seed = [], 0, 0
    while played < watches:
        seed += 1
        game = demo.play(seed, watches - played)
        games.append(game)
        played += game.watches
    events = sum(len(g.log.events) for g in games)
    print(f"{played} watches in {len(games)} demos (seeds 1–{seed}), {events:,} events kept")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10, help="seeds 1 … N (default 10)")
    parser.add_argument("--watches", type=int, default=100, help="per demo (default 100)")
    parser.add_argument("--repeat", type=int, default=50, help="round trips per state")
    parser.add_argument("--memory", type=int, default=0, metavar="WATCHES", help="also measure")
    parser.add_argument("--child", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    content.default()
    print(f"{'seed':>4} {'watches':>7} {'levels':>6} {'KiB':>7} {'ms':>7}")
    figures = []
    for seed in range(1, args.seeds + 1):
        game = demo.play(seed, args.watches)
        state = game.snapshot()
        ms, size = round_trip(state, args.repeat)
        figures.append(ms)
        print(f"{seed:>4} {game.watches:>7} {len(state.levels):>6} {size / 1024:7.1f} {ms:7.2f}")
    worst, median = max(figures), statistics.median(figures)
    verdict = "meets" if worst <= TARGET_MS else "MISSES"
    print(
        f"GameState JSON round trip: median {median:.2f} ms, worst {worst:.2f} ms over "
        f"{len(figures)} mid-campaign states ({verdict} the aim of {TARGET_MS} ms)"
    )
    if args.memory:
        peak, last = peak_memory(args.memory)
        print(f"peak resident memory {peak:.0f} MiB: {last}")


if __name__ == "__main__":
    main()
