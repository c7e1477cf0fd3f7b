"""Issue 21: Meatgrinder travel events, curiosities and scenery that miss their level's shape.

    uv run python bench/level_words.py --seeds 100

For every level of ``--levels`` levels and seeds 0…N−1 whose dungeon seed names the
architectures its rooms may be (``architectures`` in ``assets/seeds.toml``: the Spires' tree
islands, the Boundless Moat's floating wrecks), counts what this script's own words find its
rooms cannot be:

- **stone**: a generic Meatgrinder entry (one with no ``shapes`` of its own) of rubble, dust,
  loose rock or flagstones, where the seed names neither hall nor cave;
- **walls**: one of a wall or a ceiling where it names no hall, chamber, cave or flesh;
- **scenery**: a piece of tapestries, rubble, stalactites, flagstones, bookshelves or
  sarcophagi where it names neither hall nor chamber (nor cave, for rubble and stalactites).

CPU time is ``time.process_time``.
"""

from __future__ import annotations

import argparse
import re
import time
from collections import Counter

from worm.content.loader import load
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

STONE = re.compile(r"\b(rubble|dust|rock|flagstones?|loose stone)\b", re.I)
WALLS = re.compile(r"\b(walls?|ceiling)\b", re.I)
BUILT = re.compile(r"\b(tapestr\w*|flagstones|bookshel\w*|sarcophag\w*)\b", re.I)
CAVE = re.compile(r"\b(rubble|stalactites)\b", re.I)


def count(seeds: int, levels: int) -> tuple[Counter[str], int]:
    pack = load()
    found: Counter[str] = Counter()
    judged = 0
    for seed in range(seeds):
        for level in generate(seed, LayoutSettings(levels=levels)).levels:
            built = set(level.seed.architectures)
            if not built:
                continue
            judged += 1
            for entry in level.meatgrinder:
                template = pack.meatgrinder.get(entry.get("id", ""))
                if template is None or template.shapes:
                    continue
                text = entry["text"]
                found["stone"] += bool(STONE.search(text)) and not built & {"hall", "cave"}
                roofed = built & {"hall", "chamber", "cave", "flesh"}
                found["walls"] += bool(WALLS.search(text)) and not roofed
            for here in level.stock:
                for piece in here.scenery:
                    said = f"{pack.scenery[piece].name} {pack.scenery[piece].summary}"
                    found["scenery"] += bool(BUILT.search(said)) and not built & {"hall", "chamber"}
                    found["scenery"] += bool(CAVE.search(said)) and not built & {"hall", "cave"}
    return found, judged


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--levels", type=int, default=5)
    args = parser.parse_args()
    start = time.process_time()
    found, judged = count(args.seeds, args.levels)
    print(f"{args.seeds} seeds, K = {args.levels}, {judged} levels of seeds naming architectures")
    for name in ("stone", "walls", "scenery"):
        print(f"  {name:8} {found[name]}")
    print(f"  total    {sum(found.values())}")
    print(f"CPU {time.process_time() - start:.1f} s")


if __name__ == "__main__":
    main()
