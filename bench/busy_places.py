"""Issue 21: standing groups busy at something their room belies, over many seeds.

    uv run python bench/busy_places.py --seeds 100

For every level of ``--levels`` levels and seeds 0…N−1, counts the activities (the keyed
document's "busy" lines, ``worm.gen.busy.of``; not its faction's want or shun, which say
what the group is after, not where it stands) that a GM would find the room belies, judged by
this script's own words (not the generator's):

- **wet**: in water (flooded, the tide, a pool, a lake) in a room whose type is not wet and
  which holds no water (Dire Eels nosing through a flooded hold in a crow's nest);
- **walls**: at a wall or a ceiling in a room of the open air or a tree;
- **hall**: in a hall or a courtyard in a cave, a way, the open air, a tree or flesh;
- **tree**: along a branch or in a trunk anywhere but a tree.

CPU time is ``time.process_time``.
"""

from __future__ import annotations

import argparse
import re
import time
from collections import Counter

from worm.content.loader import load
from worm.gen import busy
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

WET = re.compile(r"\b(flooded|tide|pools?|lakes?)\b", re.I)
WALLS = re.compile(r"\b(walls?|ceiling)\b", re.I)
HALL = re.compile(r"\b(halls?|courtyards?)\b", re.I)
TREE = re.compile(r"\b(branch|trunk)\b", re.I)
FACTIONS = ("about what their faction wants", "on guard against")


def misfits(line: str, wet: bool, built: str) -> list[str]:
    """What in a busy ``line`` the room belies: ``wet`` where water stands in it, ``built``
    its type's architecture."""
    found = []
    if WET.search(line) and not wet:
        found.append("wet")
    if WALLS.search(line) and built in ("open", "tree"):
        found.append("walls")
    if HALL.search(line) and built in ("cave", "way", "open", "tree", "flesh"):
        found.append("hall")
    if TREE.search(line) and built != "tree":
        found.append("tree")
    return found


def count(seeds: int, levels: int) -> tuple[Counter[str], int]:
    pack = load()
    found: Counter[str] = Counter()
    lines = 0
    for seed in range(seeds):
        for level in generate(seed, LayoutSettings(levels=levels)).levels:
            for (at, _monster), line in busy.of(level, pack, seed).items():
                if line.startswith(FACTIONS):  # what they want or shun, not where they stand
                    continue
                here = level.stock[at]
                kind = pack.rooms[here.type]
                held = [pack.scenery[p] for p in here.scenery]
                held += [pack.features[f] for f in here.features]
                held += [pack.traps[t] for t in here.traps]
                wet = kind.wet or any(h.wet for h in held)
                lines += 1
                found.update(misfits(line, wet, kind.architecture))
    return found, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--levels", type=int, default=5)
    args = parser.parse_args()
    start = time.process_time()
    found, lines = count(args.seeds, args.levels)
    print(f"{args.seeds} seeds, K = {args.levels}, {lines} busy lines")
    for name in ("wet", "walls", "hall", "tree"):
        print(f"  {name:6} {found[name]}")
    print(f"  total  {sum(found.values())}")
    print(f"CPU {time.process_time() - start:.1f} s")


if __name__ == "__main__":
    main()
