"""Benchmark: how long does ``worm demo`` play before it ends? (issue 19, point 17)

For each seed, ``worm.text.demo.play(seed, W)`` plays a whole demo as ``worm demo --seed S
--watches W`` does. Printed per seed: the watches played, the expeditions, the deepest level
walked, the rooms walked, who still lives, and why the demo ended — the watches spent, the
guild lost, or the bot stopping early (nothing new found in expeditions in a row, or nothing
left to do). The target: on 9 seeds of 10 a 200-watch demo plays at least 100 watches or until
the guild is lost.

    uv run python bench/demo_watches.py [--seeds 0-9] [--watches 200]
"""

from __future__ import annotations

import argparse
import time
from statistics import fmean

from worm import content
from worm.engine.session import Game
from worm.text import demo

TARGET = 0.5  # of the watches asked for: a demo that plays this far (or loses its guild) counts


def ended(game: Game, watches: int) -> str:
    """Why the demo ended."""
    if game.phase == "over":
        return "guild lost"
    if game.watches >= watches:
        return "watches spent"
    return "stopped early"


def seeds(spec: str) -> list[int]:
    """``0-9`` or ``1,3,7`` (or both, ``0-4,7``)."""
    out: list[int] = []
    for part in spec.split(","):
        first, _, last = part.partition("-")
        out.extend(range(int(first), int(last or first) + 1))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-9", help="seeds, as 0-9 or 1,3,7 (default 0-9)")
    parser.add_argument("--watches", type=int, default=200, help="watches asked for (200)")
    args = parser.parse_args()
    content.load()  # once, outside the timings
    print("seed  watches  exped  deepest  rooms  alive  ended          seconds")
    played, good = [], 0
    for seed in seeds(args.seeds):
        start = time.perf_counter()
        game = demo.play(seed, args.watches)
        took = time.perf_counter() - start
        why = ended(game, args.watches)
        rooms = sum(len(s.visited) for s in game.states.values())
        alive = sum(1 for a in game.guild.adventurers if not a.conditions.dead)
        print(
            f"{seed:>4}  {game.watches:>7}  {game.expeditions:>5}  {max(game.states):>7}  "
            f"{rooms:>5}  {alive:>2}/{len(game.guild.adventurers):<2}  {why:<13}  {took:>7.1f}"
        )
        played.append(game.watches)
        good += game.watches >= TARGET * args.watches or why == "guild lost"
    print(
        f"{good} of {len(played)} seeds played at least {TARGET * args.watches:.0f} watches "
        f"or until the guild was lost; mean {fmean(played):.1f} watches, "
        f"fewest {min(played)}, most {max(played)}"
    )


if __name__ == "__main__":
    main()
