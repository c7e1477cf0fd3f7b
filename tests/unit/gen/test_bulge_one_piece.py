"""A pocket cave is one piece (``worm.gen.shapes.winding.bulge``): on tiles a thin stretch of
its rim could fall between two columns and leave a lobe apart (seed 2**63 - 1, five levels,
The Pits: six floor tiles of a cave out of reach, found by the reachability property)."""

from __future__ import annotations

import numpy as np

from worm.gen.shapes import winding


def pieces(mask: np.ndarray) -> int:
    """Eight-way connected pieces of ``mask`` (the guild steps eight ways)."""
    seen = np.zeros_like(mask)
    count = 0
    h, w = mask.shape
    for start in zip(*mask.nonzero(), strict=True):
        if seen[start]:
            continue
        count += 1
        todo = [start]
        seen[start] = True
        while todo:
            y, x = todo.pop()
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    ny, nx = y + dy, x + dx
                    if 0 <= ny < h and 0 <= nx < w and mask[ny, nx] and not seen[ny, nx]:
                        seen[ny, nx] = True
                        todo.append((ny, nx))
    return count


def test_every_pocket_is_one_piece() -> None:
    for seed in range(60):  # flat boxes split most often (one in ten of height 2, unmended)
        dice = winding.Dice(np.random.default_rng(seed))
        for w in range(3, 11):
            for h in range(2, 7):
                site = winding.bulge(dice, w, h, wobble=0.3)
                assert pieces(site.mask) == 1, (seed, w, h, site.mask.astype(int))


def test_a_split_floor_keeps_the_side_of_its_middle() -> None:
    floor = np.array(
        [[0, 0, 0, 0, 0, 1, 0, 0], [1, 1, 1, 0, 1, 1, 1, 0], [1, 1, 1, 0, 1, 1, 1, 1]], dtype=bool
    )
    kept = winding._one_piece(floor.copy(), 1, 4)
    assert not kept[:, :3].any() and kept[:, 4:].sum() == floor[:, 4:].sum()
