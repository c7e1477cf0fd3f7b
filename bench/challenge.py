"""Benchmark: whole Challenges per second on one core, played by the autoplay bot (aim ≥ 300/s).

Each fight is set up as ``worm sim`` sets it up, outside the clock: for seed N a new guild of
three delves, and the band ``worm.text.sim.band(N)`` picks (one to six of one creature)
falls on it in the first room. Then only the fight loop is timed with ``time.perf_counter``:
the bot's commands through the engine, refused ones included, until that Challenge ends. No
invariant is checked here (``worm sim`` does that). The figure is all the fights divided by
all the seconds of the loops (the median of R repeats), beside commands per second. Run it on
one core:

    taskset -c 0 uv run python bench/challenge.py [--seeds N] [--repeat R]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections import Counter

from worm import content
from worm.engine import commands as cmd
from worm.engine import meet
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import sim

TARGET = 300  # fights per second


def ready(seed: int) -> Game:
    """A guild of three set upon in the first room (not timed). The garbage the setup left
    (an Underworld's worth) is collected here, so the fight is not charged for it."""
    creature, count = sim.band(seed)
    game = Game.new(seed, size=sim.GUILD)
    game.execute(cmd.Delve())
    meet.start(game, creature, count, game.room, True)
    game.follow_up()  # the fight begins as the loop would begin it
    gc.collect()
    return game


def one(game: Game) -> tuple[int, float]:
    """Commands sent and seconds taken to play the fight under way to its end."""
    serial, bot, sent = game.challenge.serial, Autoplay(), 0
    start = time.perf_counter()
    while game.challenge is not None and game.challenge.serial == serial:
        command = bot.next(game)
        if command is None:
            break
        sent += 1
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
    return sent, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200, help="seeds 1 … N (default 200)")
    parser.add_argument("--repeat", type=int, default=3, help="repeats; the median is shown")
    args = parser.parse_args()
    content.default()  # the content pack loads once per process, as in `worm sim`
    one(ready(0))  # warm up
    seeds = range(1, args.seeds + 1)
    runs = [[one(ready(seed)) for seed in seeds] for _ in range(args.repeat)]
    rates = [len(run) / sum(s for _, s in run) for run in runs]
    median = runs[rates.index(statistics.median_low(rates))]
    commands = sum(c for c, _ in median)
    seconds = sum(s for _, s in median)
    creatures = Counter(sim.band(seed)[0] for seed in seeds)
    slow = sorted(zip(seeds, median, strict=True), key=lambda x: -x[1][1])[:5]
    print(
        f"{len(seeds)} fights over {len(creatures)} kinds of creature, 1–6 of them, guild of "
        f"{sim.GUILD}; {commands} commands in {seconds:.3f} s"
    )
    for seed, (sent, took) in slow:
        creature, count = sim.band(seed)
        print(f"  slowest: seed {seed} ({count} × {creature}) {sent} commands {took * 1000:.1f} ms")
    rate = statistics.median(rates)
    verdict = "meets" if rate >= TARGET else "MISSES"
    print(
        f"{rate:,.0f} fights/s (median of {args.repeat}; {verdict} the aim of {TARGET}/s), "
        f"{commands / seconds:,.0f} commands/s, {seconds / len(seeds) * 1000:.2f} ms per fight"
    )


if __name__ == "__main__":
    main()
