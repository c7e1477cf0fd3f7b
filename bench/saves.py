"""Benchmark: saving and loading a long campaign (issue 16; aim each ≤ 50 ms and ≤ 1 MB).

A campaign is autoplayed over several delves (the careful bot, re-delving until ``--delves``
expeditions have ended or the guild is lost); then it is saved and loaded ``--repeat`` times.
Loading replays every command from the game's start, which checks the save against its own
history and gives the game back with its whole log; ``load (state only)`` is the fast path
that takes the saved state as it stands (what a keyframe costs). Run it on one core:

    taskset -c 0 uv run python bench/saves.py [--seed S] [--delves D] [--repeat R]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from worm import content
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.saves import games, savefile

TARGET_MS, TARGET_BYTES = 50.0, 1_000_000


def campaign(seed: int, delves: int) -> Game:
    """The demo's careful guild, delving again and again while new rooms are left, until
    ``delves`` expeditions have ended (the bot seldom manages more than a few)."""
    game = Game.new(seed)
    while game.expeditions < delves and game.phase != "over":
        before = sum(len(s.visited) for s in game.states.values())
        if game.phase == "city":
            try:
                game.execute(cmd.Delve())
            except IllegalCommand:
                break
        autoplay.run(game, game.watches + 200)
        if sum(len(s.visited) for s in game.states.values()) == before:
            break
    return game


def timed(action: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()  # type: ignore[operator]  # a zero-argument callable
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--delves", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    content.default()
    game = campaign(args.seed, args.delves)
    with tempfile.TemporaryDirectory() as folder:
        plain, packed = Path(folder) / "run.json", Path(folder) / "run.json.gz"
        save_ms = timed(lambda: games.save(game, plain), args.repeat)
        games.save(game, packed)
        load_ms = timed(lambda: games.load(plain), args.repeat)
        read_ms = timed(lambda: Game.from_state(savefile.read(plain).state), args.repeat)
        size, gz = plain.stat().st_size, packed.stat().st_size
    print(
        f"seed {args.seed}: {game.expeditions} expeditions, {game.watches} watches, "
        f"{len(game.history)} commands, {len(game.log.events):,} events, ends in {game.phase}"
    )
    print(f"save: {save_ms:.1f} ms · {size / 1024:.0f} KiB as JSON, {gz / 1024:.0f} KiB gzipped")
    print(f"load (replayed from the start, log and all): {load_ms:.1f} ms")
    print(f"load (state only): {read_ms:.1f} ms")
    verdict = all((save_ms <= TARGET_MS, read_ms <= TARGET_MS, size <= TARGET_BYTES))
    print(
        f"aim ≤ {TARGET_MS:.0f} ms and ≤ 1 MB: {'met' if verdict else 'MISSED'} (save, state load)"
    )


if __name__ == "__main__":
    main()
