"""Organic (p. 334): a gut — one winding tube of chambers, with pockets off its sides.

The main tube snakes across the map in bands, back and forth, the way a swallowed thing
would travel from the jaws down (Belly of the Beast, p. 350). Its chambers are rounded and
bulging (``winding.bulge``) and each is joined to the next, so the tube is one long chain;
small side pockets are placed wherever flesh is left and joined to the nearest chambers, and
a few shortcuts through the gut wall close loops. Each chamber's floor is slick here and
there with what the beast swallowed (rubble).
"""

from __future__ import annotations

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap
from worm.gen.shapes import winding
from worm.gen.shapes.brief import Asked, loop_rate

BANDS = 3  # times the tube crosses the map
TRIES = 8


def carve(rng: np.random.Generator, brief: Asked) -> LevelMap:
    """An organic level: the gut's chain of chambers and its side pockets (p. 334)."""
    style = maps.STYLES["organic"]
    target = brief.rooms or int(rng.integers(style.rooms[0], style.rooms[1] + 1))
    for _ in range(TRIES):
        ground, tube = _gut(rng, target)
        chain = [(min(p, q), max(p, q)) for p, q in zip(tube, tube[1:], strict=False)]
        pairs = winding.candidates(ground.rooms, near=3)
        joined = winding.join(rng, ground, pairs, loops=loop_rate(brief, style.loops), must=chain)
        if joined is not None and len(joined[0]) >= 4:
            level = LevelMap("organic", style, joined[0], joined[1])
            every = list(range(len(level.rooms)))
            winding.furnish_all(rng, level, _SWALLOWED, every, ground.near)
            return level
    return maps.carve(rng, "organic", rooms=brief.rooms)  # never seen: the lattice's gut


def _gut(rng: np.random.Generator, target: int) -> tuple[winding.Ground, list[int]]:
    """Chambers along a snaking tube (their indices in order), then side pockets."""
    ground = winding.Ground()
    dice = winding.Dice(rng)
    per_band = max(2, (target * 2 // 3) // BANDS)
    band_h = maps.HEIGHT // BANDS
    step = (maps.WIDTH - 4) // per_band
    tube: list[int] = []
    for band in range(BANDS):
        columns = range(per_band) if band % 2 == 0 else range(per_band - 1, -1, -1)
        for column in columns:
            w = dice.integers(7, min(14, step + 2))
            h = dice.integers(5, band_h - 4)
            area = (2 + column * step - 2, band * band_h, step + 4, band_h)
            room = ground.place(dice, winding.bulge(dice, w, h, wobble=0.22), area)
            if room is not None:
                tube.append(room.index)
    # the pockets hang off the tube's sides: none between two chambers it joins, where the
    # tunnel from one's middle to the other's runs
    for p, q in zip(tube, tube[1:], strict=False):
        (px, py), (qx, qy) = ground.rooms[p].centre, ground.rooms[q].centre
        ground.kept_clear.append((min(px, qx), min(py, qy), max(px, qx) + 1, max(py, qy) + 1))
    for _ in range(target - len(tube)):
        w, h = dice.integers(4, 7), dice.integers(3, 6)
        ground.place(dice, winding.bulge(dice, w, h, wobble=0.3))
    ground.kept_clear.clear()
    return ground, tube


_SWALLOWED = winding.strewn((0.04, maps.RUBBLE))  # what the beast swallowed, in its folds
