"""Hash what keying, settling and drawing make of many carved levels (issue 20).

Run before and after a change that must not alter any output: the two digests must match.
``uv run python bench/keyhash.py [seeds]``
"""

from __future__ import annotations

import hashlib
import sys

import numpy as np

from worm.gen import carving, keying, maps, topology

NEEDS = (
    [keying.Need("up", False), keying.Need("down", False)],
    [keying.Need("entrance", False), keying.Need("down", True), keying.Need("across", False)],
    [keying.Need("up", False), keying.Need("down", False), keying.Need("across", True, True)],
)
SHARES = (0.1, 0.25, 0.5, 1.0)
ROOMS = (None, 6, 14, 24)


def digest(seeds: int) -> str:
    """One digest over every shape, setting and seed."""
    total = hashlib.sha256()
    for shape in carving.CARVERS:
        for seed in range(seeds):
            for share in SHARES:
                for rooms, needs in zip(ROOMS, NEEDS * 2, strict=False):
                    rng = np.random.default_rng([seed, int(share * 100), rooms or 0])
                    level = carving.carve(rng, carving.Brief(shape, rooms=rooms))
                    kd = keying.key(rng, level, 2, list(needs), secret_share=share)
                    kd = topology.settle(rng, level, kd, 2, list(needs))
                    h = hashlib.sha256()
                    h.update(maps.draw(level).tobytes())
                    h.update(maps.draw(level, player=True, secret_rooms=kd.secret_rooms).tobytes())
                    h.update(repr(kd).encode())
                    h.update(repr(level.edges).encode())
                    for room in level.rooms:
                        h.update(repr((room.x, room.y, room.w, room.h, room.form)).encode())
                        h.update(np.ascontiguousarray(room.mask).tobytes())
                    h.update(repr(rng.bit_generator.state).encode())
                    total.update(h.digest())
    return total.hexdigest()


if __name__ == "__main__":
    arg = sys.argv[1] if len(sys.argv) > 1 else "40"
    if not (arg.isascii() and arg.isdigit()):
        sys.exit("keyhash: seeds must be a whole number")
    print(digest(int(arg)))
