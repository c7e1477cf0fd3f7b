"""Issue 21: choices that move the guild and lead nowhere, over many seeds.

    uv run python bench/dead_moves.py --seeds 60

For every feature that carries the guild (``worm.gen.landings.of_room``) and every hook whose
end moves it, over Underworlds of three to eight levels, it counts the moves that land
somewhere and those that do not: a cage that rides up on a level with no way up, a glyph that
sinks the guild from the deepest level, a misty wall that lets out in its own room. CPU time
is ``time.process_time``.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from worm import content
from worm.gen import landings
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate


def count(seeds: int) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]]:
    pack = content.default()
    dead: Counter[tuple[str, str]] = Counter()
    alive: Counter[tuple[str, str]] = Counter()
    for seed in range(seeds):
        world = generate(seed, LayoutSettings(levels=3 + seed % 6))
        for level in world.levels:
            ends = {w.end for w in level.ways}
            for room, here in enumerate(level.stock):
                for move in landings.of_room(world, level, room, pack):
                    key = (move["feature"], move["move"])
                    own = move["move"] == landings.FAR and move["room"] == level.keyed.keys[room]
                    (dead if not move["level"] or own else alive)[key] += 1
                for hook in here.hooks:
                    entry = pack.hooks.get(hook["id"])
                    for o in entry.on_done if entry is not None else ():
                        if o.effect == "move":
                            end = landings.LEVEL_MOVES.get(o.id)
                            (alive if end is None or end in ends else dead)[(hook["id"], o.id)] += 1
    return dead, alive


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=60)
    args = parser.parse_args()
    start = time.process_time()
    dead, alive = count(args.seeds)
    print(f"{args.seeds} seeds: {sum(dead.values())} dead of {sum((dead + alive).values())} moves")
    for (what, move), n in sorted(dead.items()):
        print(f"  {what:32} {move:14} {n}")
    print(f"CPU {time.process_time() - start:.1f} s")


if __name__ == "__main__":
    main()
