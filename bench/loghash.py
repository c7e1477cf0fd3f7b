"""Hash what the benches play, to prove a speed change changed nothing else.

The event logs of ``bench/challenge.py``'s fights (seeds 1 … F) and of ``bench/crawl.py``'s demos
(seeds 1 … D, with each demo's final ``GameState``) are hashed; run it before and after a change
and compare the three lines. Frozen sets in a state are written in hash order, so fix the seed:

    PYTHONHASHSEED=0 uv run python bench/loghash.py [--fights F] [--demos D]
"""

from __future__ import annotations

import argparse
import hashlib

from challenge import one, ready  # bench/challenge.py, beside this file

from worm import content
from worm.text import demo


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fights", type=int, default=200, help="fight seeds 1 … F (default 200)")
    parser.add_argument("--demos", type=int, default=20, help="demo seeds 1 … D (default 20)")
    args = parser.parse_args()
    content.default()
    whole = hashlib.sha256()
    fights = hashlib.sha256()
    for seed in range(1, args.fights + 1):
        game = ready(seed)
        one(game)
        fights.update(game.log.to_jsonl().encode())
    print("fights", fights.hexdigest()[:16])
    whole.update(fights.digest())
    demos = hashlib.sha256()
    for seed in range(1, args.demos + 1):
        game = demo.play(seed, 200)
        demos.update(game.log.to_jsonl().encode())
        demos.update(game.snapshot().model_dump_json().encode())
    print("demos ", demos.hexdigest()[:16])
    whole.update(demos.digest())
    print("all   ", whole.hexdigest()[:16])


if __name__ == "__main__":
    main()
