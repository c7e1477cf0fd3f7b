"""CPU milliseconds per level of keying, settling and drawing, by shape (issue 20).

Each shape's levels are carved once; each stage is timed over all of them (``process_time``)
and the least of several repeats is kept. ``uv run python bench/stages.py [levels] [repeats]``
"""

from __future__ import annotations

import copy
import sys
import time

import numpy as np

from worm.gen import carving, keying, maps, topology

NEEDS = [keying.Need("up", False), keying.Need("down", False)]


def stages(shape: maps.Shape, levels: int, repeats: int) -> tuple[float, float, float]:
    """The least CPU ms per level over ``repeats`` of key, settle and draw."""
    carved = []
    for seed in range(levels):
        rng = np.random.default_rng(seed)
        level = carving.carve(rng, carving.Brief(shape))
        carved.append((rng.bit_generator.state, level))
    best = [float("inf")] * 3
    for _ in range(repeats):
        spent = [0.0, 0.0, 0.0]
        for state, original in carved:
            level = copy.deepcopy(original)
            rng = np.random.default_rng()
            rng.bit_generator.state = state
            start = time.process_time()
            keyed = keying.key(rng, level, 2, list(NEEDS))
            keyed_at = time.process_time()
            topology.settle(rng, level, keyed, 2, list(NEEDS))
            settled_at = time.process_time()
            maps.draw(level)
            drawn_at = time.process_time()
            spent[0] += keyed_at - start
            spent[1] += settled_at - keyed_at
            spent[2] += drawn_at - settled_at
        best = [min(a, b) for a, b in zip(best, spent, strict=True)]
    key_ms, settle_ms, draw_ms = (1000 * s / levels for s in best)
    return key_ms, settle_ms, draw_ms


if __name__ == "__main__":
    args = sys.argv[1:3]
    if not all(a.isascii() and a.isdigit() and int(a) > 0 for a in args):
        sys.exit("stages: levels and repeats must be whole numbers above 0")
    count = int(args[0]) if args else 200
    times = int(args[1]) if len(args) > 1 else 3
    for shape in carving.CARVERS:
        k, s, d = stages(shape, count, times)
        print(f"{shape:8} key {k:.3f} settle {s:.3f} draw {d:.3f} sum {k + s + d:.3f}")
