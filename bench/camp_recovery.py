"""Benchmark: does Camp recovery do something in play? (issue 17's acceptance)

For seeds 1 … N, ``worm.text.demo.play(seed, W)`` plays a whole demo as ``worm demo`` does. Within
each Camp (from its step 1 to its morning) the log's ``condition`` events are counted: Resolve
regained and Wounded talents healed by burned Bonds, and conditions cleared (Stressed, Injured,
Staggered, afflictions cured). A seed counts when all three happen at least once:

    uv run python bench/camp_recovery.py [--seeds N] [--watches W]
"""

from __future__ import annotations

import argparse

from worm import content
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import demo


def recovered(game: Game) -> tuple[int, int, int, int]:
    """Camps made, and Resolve points, talents and conditions recovered within them."""
    inside, camps, resolve, talents, cleared = False, 0, 0, 0, 0
    for e in game.log.events:
        if isinstance(e, ev.CampStep):
            inside = e.step < 5
            camps += e.step == 1
        if not inside or not isinstance(e, ev.Condition):
            continue
        if e.change.startswith("Resolve") and "Bond" in e.cause:
            resolve += 1
        elif e.change.endswith(" heals") and "Bond" in e.cause:
            talents += 1
        elif e.change.endswith("clears") or "cured" in e.change:
            cleared += 1
    return camps, resolve, talents, cleared


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeds 1 … N (default 20)")
    parser.add_argument("--watches", type=int, default=200, help="per demo (default 200)")
    args = parser.parse_args()
    content.default()
    seen = [0, 0, 0, 0]
    for seed in range(1, args.seeds + 1):
        game = demo.play(seed, args.watches)
        camps, resolve, talents, cleared = recovered(game)
        every = resolve > 0 and talents > 0 and cleared > 0
        for i, found in enumerate((resolve, talents, cleared, every)):
            seen[i] += bool(found)
        print(
            f"seed {seed:3}: {game.watches:3} watches, {game.expeditions} expeditions, "
            f"{camps:2} camps; in camp: Resolve {resolve}, talents {talents}, "
            f"conditions {cleared}" + ("  (all three)" if every else "")
        )
    print(
        f"seeds with Resolve recovered {seen[0]}, a talent {seen[1]}, a condition {seen[2]}; "
        f"all three on {seen[3]} of {args.seeds}"
    )


if __name__ == "__main__":
    main()
