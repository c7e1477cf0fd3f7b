"""Soak: nothing a player reads holds a placeholder, an internal id, a doubled page reference or
an s's possessive (issue 19, points 2 and 3), over more seeds and longer games than the test.

Plays seeds 0 … N-1 as ``tests/unit/text/test_player_reads.py`` does (the bot through Crawl,
Camp and City, the side panel and the text game's answers read along the way), and prints each
fault found once, with how often it was met:

    uv run python -m bench.player_words [--seeds N] [--watches W]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from tests.unit.text import test_player_reads as reads
from worm.text import narrate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=60)
    parser.add_argument("--watches", type=int, default=200)
    args = parser.parse_args()
    reads.WATCHES = args.watches
    found: Counter[str] = Counter()
    start = time.perf_counter()
    for seed in range(args.seeds):
        game, read = reads._played(seed)
        for event in game.log.events:
            read += [narrate.event(event) or "", narrate.why([event])]
        found.update({fault for text in read for fault in reads.faults(text)})
    took = time.perf_counter() - start
    print(f"{args.seeds} seeds, {args.watches} watches each, {took:.1f} s: {len(found)} faults")
    for fault, times in found.most_common():
        print(f"{times:5d}  {fault}")


if __name__ == "__main__":
    main()
