"""Benchmark: resolved tests of fate per second on one core (issue: aim ≥ 100,000).

A resolved test here is the whole procedure as the engine runs it: draw from the shuffled minor
deck, resolve, push once when the test fails, discard every card drawn, and settle the Fool's
reshuffle. A second figure times ``fate.resolve`` alone on pre-drawn cards.

    uv run python bench/fate.py [--tests N] [--repeat R]
"""

from __future__ import annotations

import argparse
import statistics
import time

from worm import rng, tarot
from worm.rules import fate


def whole_tests(n: int, seed: int = 1) -> float:
    g_minor, g_major = rng.stream(seed, "deck:minor"), rng.stream(seed, "deck:major")
    decks = tarot.shuffled_decks(g_minor, g_major)
    attributes = tarot.SUITS
    start = time.perf_counter()
    for i in range(n):
        drawn = tarot.draw(decks, "minor", g_minor)
        test = fate.resolve(attributes[i & 3], (i % 4) + 1, 0, drawn.card)
        decks = drawn.decks
        if test.can_push:
            pushed = tarot.draw(decks, "minor", g_minor)
            test = fate.push(test, pushed.card)
            decks = pushed.decks
        decks = tarot.discard_all(decks, test.cards)
        if decks.fool_drawn:
            decks, _ = tarot.settle(decks, g_minor, g_major)
    elapsed = time.perf_counter() - start
    tarot.check(decks)
    return n / elapsed


def resolve_only(n: int) -> float:
    cards = tarot.MINOR_CARDS
    start = time.perf_counter()
    for i in range(n):
        fate.resolve("cups", (i % 4) + 1, 0, cards[i % 57])
    return n / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tests", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    whole = [whole_tests(args.tests, seed) for seed in range(args.repeat)]
    alone = [resolve_only(args.tests) for _ in range(args.repeat)]
    print(
        f"whole tests of fate (draw, resolve, push, discard, settle): "
        f"{statistics.median(whole):,.0f}/s (median of {args.repeat}, {args.tests:,} each)"
    )
    print(f"fate.resolve alone: {statistics.median(alone):,.0f}/s")


if __name__ == "__main__":
    main()
