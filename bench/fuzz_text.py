"""Soak: the text game's fuzz test (tests/property/test_text_fuzz.py) over many more games.

The normal suite plays about 120 games of random typed lines (a few seconds); this plays
``--seeds`` of them, and the fight and ':'-line tests proportionally more, with hypothesis's
statistics (where the lines were typed: Crawl, Challenge, parley, city) at the end. A failure
is shrunk and printed as hypothesis prints it, with the seed and the lines that broke the game;
hypothesis also keeps it in .hypothesis/ so the next normal run tries it first.

    uv run python bench/fuzz_text.py [--seeds 1000] [--seed-of-search N]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import pytest

TEST = Path(__file__).resolve().parents[1] / "tests" / "property" / "test_text_fuzz.py"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000, help="games of the main test")
    parser.add_argument(
        "--seed-of-search",
        type=int,
        default=None,
        help="hypothesis's own seed, to repeat a soak exactly (default: a fresh one)",
    )
    args = parser.parse_args(argv)
    if args.seeds < 1:
        parser.error(f"--seeds must be at least 1, got {args.seeds}")
    os.environ["WORM_FUZZ_SEEDS"] = str(args.seeds)
    options = [str(TEST), "-q", "-p", "no:cacheprovider", "--hypothesis-show-statistics"]
    if args.seed_of_search is not None:
        options.append(f"--hypothesis-seed={args.seed_of_search}")
    start = time.perf_counter()
    code = pytest.main(options)
    print(f"{args.seeds:,} games of the main test in {time.perf_counter() - start:.1f} s")
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
