"""Benchmark: a step back in ``worm replay`` on a long game (aim well under 100 ms).

A campaign is autoplayed for seed S: the guild delves, plays until 60 more watches have passed
or it leaves, and delves again, D times, daring as ``worm sim`` plays (0.5). Its replay
(``worm.saves.replay.Replay``) is built once, then a step back is timed from P positions spread
over the game: from each, ``back(1)`` restores the nearest keyframe and plays the commands
after it again, the slowest case being the position just before a keyframe. Reports the
median and the worst step back in milliseconds, and the time to build the replay. Run it on one
core:

    taskset -c 1 uv run python bench/replay.py [--seed S] [--delves D] [--every K] [--points P]
"""

from __future__ import annotations

import argparse
import statistics
import time

from worm import content
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.saves.replay import EVERY, Replay

TARGET_MS = 100.0


def campaign(seed: int, delves: int) -> Game:
    """A long game: ``delves`` expeditions of up to 60 watches each."""
    game = Game.new(seed)
    for _ in range(delves):
        if game.phase == "over":
            break
        try:
            game.execute(cmd.Delve())
        except IllegalCommand:
            pass  # already below: the bot carries on where it is
        autoplay.run(game, game.watches + 60, daring=0.5)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=38, help="campaign seed (default 38)")
    parser.add_argument("--delves", type=int, default=12, help="expeditions (default 12)")
    parser.add_argument("--every", type=int, default=EVERY, help=f"keyframes (default {EVERY})")
    parser.add_argument("--points", type=int, default=60, help="positions timed (default 60)")
    args = parser.parse_args()
    pack = content.default()
    game = campaign(args.seed, args.delves)
    assert game.start is not None
    began = time.perf_counter()
    replay = Replay(game.start, game.history, every=args.every, pack=pack)
    built = time.perf_counter() - began
    last = len(replay.commands)
    times = []
    for i in range(args.points):
        position = 1 + (last - 1) * i // max(1, args.points - 1)
        replay.seek(position)
        began = time.perf_counter()
        replay.back()
        times.append((time.perf_counter() - began) * 1000)
    worst = max(times)
    print(
        f"seed {args.seed}: {last} commands, {replay.watches} watches, "
        f"{len(replay.events):,} events, keyframes every {args.every}"
    )
    print(f"replay built in {built * 1000:.0f} ms ({len(replay.keyframes)} keyframes)")
    print(
        f"step back over {len(times)} positions: median {statistics.median(times):.1f} ms, "
        f"worst {worst:.1f} ms (aim under {TARGET_MS:.0f} ms)"
    )
    if worst > TARGET_MS:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
