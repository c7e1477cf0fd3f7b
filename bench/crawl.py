"""Benchmark: watches per second of the Crawl, played headless by the autoplay bot (aim ≥ 1,500/s).

For seeds 1 … N, ``worm.text.demo.play(seed, W)`` plays a whole demo as ``worm demo`` does,
with no narration: a new guild, the Underworld generated on the first delve, then the bot's
commands through the engine until W watches pass, the guild is lost or an expedition finds no
new room. Each demo is timed with ``time.perf_counter``; the figure is all the watches played
divided by all the seconds taken (the median of R repeats), beside the median milliseconds per
watch over the seeds. Run it on one core:

    taskset -c 0 uv run python bench/crawl.py [--seeds N] [--watches W] [--repeat R]
"""

from __future__ import annotations

import argparse
import statistics
import time

from worm import content
from worm.text import demo

TARGET = 1500  # watches per second (issue 15)


def one(seed: int, watches: int) -> tuple[int, int, str, float]:
    """Watches played, expeditions, how the demo ended, and seconds taken."""
    start = time.perf_counter()
    game = demo.play(seed, watches)
    elapsed = time.perf_counter() - start
    return game.watches, game.expeditions, game.phase, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeds 1 … N (default 20)")
    parser.add_argument("--watches", type=int, default=200, help="per demo (default 200)")
    parser.add_argument("--repeat", type=int, default=3, help="repeats; medians are shown")
    args = parser.parse_args()
    content.default()  # the content pack loads once per process, as in `worm demo`
    demo.play(0, 10)  # warm up
    seeds = range(1, args.seeds + 1)
    runs = [[one(seed, args.watches) for seed in seeds] for _ in range(args.repeat)]
    rates = [sum(r[0] for r in run) / sum(r[3] for r in run) for run in runs]
    median_run = runs[rates.index(statistics.median_low(rates))]
    print(f"{'seed':>4} {'watches':>7} {'exped.':>6} {'ends':>5} {'ms':>8} {'ms/watch':>8}")
    per_watch = []
    for seed, (played, expeditions, phase, seconds) in zip(seeds, median_run, strict=True):
        ms = seconds * 1000
        each = f"{ms / played:8.3f}" if played else f"{'—':>8}"
        if played:
            per_watch.append(ms / played)
        print(f"{seed:>4} {played:>7} {expeditions:>6} {phase:>5} {ms:8.1f} {each}")
    total = sum(r[0] for r in median_run)
    rate = statistics.median(rates)
    verdict = "meets" if rate >= TARGET else "MISSES"
    print(
        f"{total} watches over {len(seeds)} seeds (up to {args.watches} each): "
        f"{rate:,.0f} watches/s (median of {args.repeat}; {verdict} the aim of {TARGET}/s), "
        f"median {statistics.median(per_watch):.3f} ms per watch"
    )


if __name__ == "__main__":
    main()
