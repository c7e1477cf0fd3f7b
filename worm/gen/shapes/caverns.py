"""Caverns (p. 334): caves from pockets to vast halls of stone, joined by winding tunnels.

Each cave is grown by a cellular automaton (``winding.cave``) in a box whose size is drawn from
three bands — one or two vast caverns, some middling caves, and many pockets — so no two
levels feel alike. Tunnels wander between them (``winding.join``). A seed's structures then
show inside the caves: the Pits' shafts, the Menagerie's enclosures, the Forge's lava trench
with its plank bridges, the White Gardens' mushroom trees and pools; other caves get rubble
and stalagmites. The Spires is no cave floor at all: its rooms are tree islands over a drop
with no bottom, joined by rope-and-plank walkways.
"""

from __future__ import annotations

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Room
from worm.gen.shapes import winding
from worm.gen.shapes.brief import Asked, loop_rate

# (w low, w high, h low, h high) of a cave's box, by band
VAST = (20, 30, 11, 17)
MIDDLING = (10, 16, 6, 10)
POCKET = (5, 8, 4, 6)
TRIES = 8


def carve(rng: np.random.Generator, brief: Asked) -> LevelMap:
    """A caverns level as its seed asks (p. 334; the Spires, p. 344, hangs over a drop)."""
    style = maps.STYLES["caverns"]
    spires = brief.seed_id == "the_spires"
    if spires:
        style = winding.styled(
            style, background=maps.CHASM, pathway=maps.BRIDGE, exit="bridge", loops=0.2
        )
    target = brief.rooms or int(rng.integers(style.rooms[0], style.rooms[1] + 1))
    for _ in range(TRIES):
        ground = (
            _islands(rng, target, fine=brief.rooms is not None) if spires else _caves(rng, target)
        )
        joined = winding.join(
            rng, ground, winding.candidates(ground.rooms), loops=loop_rate(brief, style.loops)
        )
        if joined is not None and len(joined[0]) >= 4:
            level = LevelMap("caverns", style, joined[0], joined[1])
            _furnish(rng, level, brief.seed_id, ground.near)
            return level
    return maps.carve(rng, "caverns", rooms=brief.rooms)  # never seen: the lattice's caves


def _caves(rng: np.random.Generator, target: int) -> winding.Ground:
    """Caves of wildly different sizes placed anywhere free: the vast ones first."""
    ground = winding.Ground()
    dice = winding.Dice(rng)
    vast = 1 + int(dice.random() < 0.5)
    middling = min(dice.integers(2, 5), max(0, target - vast))  # no more caves than asked
    bands = [VAST] * vast + [MIDDLING] * middling + [POCKET] * max(0, target - vast - middling)
    for low_w, high_w, low_h, high_h in bands:
        w = dice.integers(low_w, high_w + 1)
        h = dice.integers(low_h, high_h + 1)
        if w <= POCKET[1]:  # a pocket is a rounded bubble in the rock
            site = winding.bulge(dice, w, h, wobble=0.3)
        else:
            site = winding.cave(rng, w, h)
            if np.count_nonzero(site.mask) < w * h // 3:  # the automaton ate it to a crack
                site = winding.cave(rng, w, h, fill=0.7)
        ground.place(dice, site, gap=dice.integers(1, 4))
    return ground


def _islands(rng: np.random.Generator, target: int, *, fine: bool = False) -> winding.Ground:
    """Tree islands spread over the whole drop, one to a patch of a loose grid (a finer one
    when a forced count (``fine``) wants more than fifteen)."""
    ground = winding.Ground()
    dice = winding.Dice(rng)
    grid = winding.patches(6, 4) if fine and target > 15 else winding.patches(5, 3)
    for i in winding.spread(rng, grid, max(4, target)):
        x, y, cell_w, cell_h = grid[i]
        w = dice.integers(6, cell_w - 2)
        h = dice.integers(4, cell_h - 3)
        ground.place(dice, winding.bulge(dice, w, h, wobble=0.25), (x, y, cell_w, cell_h))
    return ground


def _furnish(
    rng: np.random.Generator, level: LevelMap, seed_id: str, near: np.ndarray | None
) -> None:
    """What stands in the caves, after the seed's structures (the biggest cave first, where
    the order matters: strewn things fall on every cave alike)."""
    every = list(range(len(level.rooms)))
    if seed_id == "the_spires":
        winding.furnish_all(rng, level, _TRUNKS, every, near)
        return
    if seed_id not in _BY_SIZE:
        winding.furnish_all(rng, level, _PROPS, every, near)
        return
    sizes = [-np.count_nonzero(room.mask) for room in level.rooms]
    by_size = sorted(every, key=lambda r: (sizes[r], r))
    if seed_id == "the_truesilver_forge":
        trench = next(  # the biggest cave that can take a trench
            (r for r in by_size if winding.furnish(rng, level, _trench, [r])), None
        )
        winding.furnish_all(rng, level, _PROPS, [r for r in by_size if r != trench], near)
    elif seed_id == "the_pits":
        winding.furnish(rng, level, _shafts, by_size[1:])  # the biggest is the arena
    elif seed_id == "the_menagerie_of_singular_creatures":
        winding.furnish(rng, level, _enclosure, by_size)
    else:
        winding.furnish(rng, level, _garden, by_size)


_BY_SIZE = frozenset(
    ("the_truesilver_forge", "the_pits", "the_menagerie_of_singular_creatures", "the_white_gardens")
)  # seeds whose structures go in the biggest caves first


_PROPS = winding.strewn((0.05, maps.RUBBLE), (0.02, maps.PILLAR))  # and a few stalagmites
_TRUNKS = winding.strewn((0.18, maps.TREE))  # archwood trunks and boughs on a tree island


def _garden(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """Mushroom trees, and in a bigger cave a pool: shallows around deep water."""
    laid = winding.scatter(rng, free, 0.08, maps.TREE)
    if room.mask.sum() >= 40:
        pool = _disc(rng, room, free, radius=float(rng.uniform(1.5, 3.0)))
        laid[pool] = maps.SHALLOWS
        laid[pool & (winding.count8(pool) == 8)] = maps.WATER
    return laid


def _shafts(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """One to three deep shafts (chasm) in a cave's floor."""
    laid = np.full(free.shape, maps.FLOOR, dtype=np.uint8)
    for _ in range(int(rng.integers(1, 4))):
        laid[_disc(rng, room, free, radius=float(rng.uniform(0.8, 2.2)))] = maps.CHASM
    return laid


def _enclosure(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """A pen of bars (pillars) with one gate onto free floor, where the cave has floor enough
    for one and the pen cuts no floor off (a few spots are tried)."""
    w, h = int(rng.integers(4, 7)), int(rng.integers(4, 6))
    if room.w < w or room.h < h:
        return np.full(free.shape, maps.FLOOR, dtype=np.uint8)
    ys, xs = np.nonzero(_fits(free, w, h))
    for pick in rng.permutation(len(xs))[:4].tolist():
        x, y = int(xs[pick]), int(ys[pick])
        gates = [  # where free floor lies outside the wall, so the pen is walked into
            (wall, gate)
            for wall, outside in ((y, y - 1), (y + h - 1, y + h))
            if 0 <= outside < free.shape[0]
            for gate in range(x + 1, x + w - 1)
            if free[outside, gate]
        ]
        if not gates:
            continue
        laid = np.full(free.shape, maps.FLOOR, dtype=np.uint8)
        laid[y : y + h, x : x + w] = maps.PILLAR
        laid[y + 1 : y + h - 1, x + 1 : x + w - 1] = maps.FLOOR
        laid[gates[int(rng.integers(len(gates)))]] = maps.FLOOR
        open_ = room.mask & (laid != maps.PILLAR)
        if (winding.reached(open_, (room.w // 2, room.h // 2)) == open_).all():
            return laid
    return np.full(free.shape, maps.FLOOR, dtype=np.uint8)


def _fits(free: np.ndarray, w: int, h: int) -> np.ndarray:
    """Where (top left) a w × h block of free tiles fits: an integral image, no loops."""
    total = np.pad(free.astype(np.int32), ((1, 0), (1, 0))).cumsum(0).cumsum(1)
    inside = total[h:, w:] - total[:-h, w:] - total[h:, :-w] + total[:-h, :-w]
    return np.asarray(inside == w * h)


def _trench(rng: np.random.Generator, room: Room, free: np.ndarray) -> np.ndarray:
    """A lava trench across the cave's long way, crossed by one or two plank bridges: where
    most floor is free first, at the first spot where the bridges leave no floor cut off."""
    laid = np.full(free.shape, maps.FLOOR, dtype=np.uint8)
    wide = room.w >= room.h
    length, across = (room.w, room.h) if wide else (room.h, room.w)
    if length < 12 or across < 5:
        return laid
    drift = np.clip(np.cumsum(rng.integers(-1, 2, size=across)), -2, 2)
    rows = np.arange(across)
    open_ = free & room.mask if wide else (free & room.mask).T
    tries: list[tuple[int, int, np.ndarray]] = []
    for at in rng.permutation(np.arange(3, length - 4))[:6].tolist():
        trench = np.zeros((across, length), dtype=bool)
        for width in (0, 1):
            trench[rows, np.clip(at + drift + width, 0, length - 1)] = True
        tries.append((-int((trench & open_).sum()), len(tries), trench))
    for covered, _, trench in sorted(tries, key=lambda item: item[:2]):
        if -covered < across:
            break
        wet = np.nonzero((trench & open_).all(axis=1, where=trench))[0]  # rows lava crosses
        if not len(wet):
            continue
        crossings = rng.choice(wet, size=min(len(wet), int(rng.integers(1, 3))), replace=False)
        bridge = np.zeros_like(trench)
        bridge[crossings] = trench[crossings]
        lava = trench & ~bridge
        if not wide:
            trench, bridge, lava = trench.T, bridge.T, lava.T
        walked = room.mask & ~(lava & free)  # (only free tiles are laid)
        if (winding.reached(walked, (room.w // 2, room.h // 2)) == walked).all():
            laid[lava & room.mask] = maps.LAVA
            laid[bridge & room.mask] = maps.BRIDGE
            return laid
    return laid


def _disc(rng: np.random.Generator, room: Room, free: np.ndarray, *, radius: float) -> np.ndarray:
    """A round patch of free tiles around a random free tile (empty when none is free)."""
    ys, xs = np.nonzero(free)
    if not len(xs):
        return np.zeros_like(free)
    pick = int(rng.integers(len(xs)))
    gy, gx = winding.axes(room.h, room.w)
    return np.asarray(free & (np.hypot(gx - xs[pick], gy - ys[pick]) <= radius))
