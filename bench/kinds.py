"""Features and traps over many seeds: repeats and fit (issue 21, point 3).

    uv run python bench/kinds.py                 # seeds 0–199, K = 5
    uv run python bench/kinds.py --seeds 500 --levels 8

Worked out from the generated rooms and map alone, so it also measures the generator before
kinds and variants (run it with an older checkout first on ``PYTHONPATH``):

- ``feature twice on a level`` / ``trap twice on a level``: levels holding one feature (trap)
  in two rooms or more;
- ``book example twice``: Underworlds where one of the book's 21 features or 9 traps is placed
  more than once, and the most copies of one seen;
- ``distinct``: features (traps) placed per Underworld, and how many different ones;
- ``misfit``: placements whose room lacks what the words need — a lake or pool (the acid lake,
  the flooding fish) in a room of fewer than 30 floor tiles or with no water on the map, the
  Owl Throne where the room has no secret door, a door trap where no pathway ends in a door;
- ``themed``: placements whose ``themes`` name the level's seed, its shape or the origin (none
  before themes existed).
"""

from __future__ import annotations

import argparse
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

from worm import content
from worm.content import book
from worm.gen import maps
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate

EXAMPLES = {kind for kind, _ in book.FEATURE_KINDS.values()}
FEATURE_IDS = (
    "abrakadabra_glyph black_goat_altar zacchaeus_cage owl_throne devil_idol library_of_heads "
    "giants_hook ruined_sword_hearth grinnin_grimnir unmaking_machine false_tomb_of_scales "
    "skull_arch snake_headed_sarcophagus merry_fountain tripartite_statue "
    "oubliette_of_two_skeletons hall_of_twelve_mirrors painted_door river_phlegethon "
    "three_waterwheels wishing_well_imp"
).split()
PACK = content.default()
WET = {"acid_lake_tower", "flooding_fish_statue"}
DOORS = {"hungry_door", "rolling_boulder", "invisible_path"}


def _misfits(level: Level) -> tuple[int, int]:
    """(placements checked, placements that do not fit their room) on one level."""
    checked = bad = 0
    secret = {e.a for e in level.map.edges if e.secret} | {e.b for e in level.map.edges if e.secret}
    for room, stock in zip(level.map.rooms, level.stock, strict=True):
        box = level.tiles[room.y : room.y + room.h, room.x : room.x + room.w]
        for trap in stock.traps:
            if trap in WET:
                checked += 1
                wet = bool((box == maps.WATER).any())
                bad += int(room.mask.sum()) < 30 or not wet
            if trap in DOORS:
                checked += 1
                ends = [e for e in level.map.edges if room.index in (e.a, e.b)]
                door = level.map.style.exit == "door" or any(e.secret or e.locked for e in ends)
                bad += not door
        if "owl_throne" in stock.features:
            checked += 1
            bad += room.index not in secret
    return checked, bad


def _seed(args: tuple[int, int]) -> dict[str, Any]:
    seed, levels = args
    world = generate(seed, LayoutSettings(levels=levels))
    books: Counter[str] = Counter()
    out: dict[str, Any] = {"levels": 0, "feature_twice": 0, "trap_twice": 0}
    features = traps = 0
    kinds: set[str] = set()
    checked = bad = themed = 0
    for level in world.levels:
        tags = {level.seed.id, level.map.shape, world.origin.id}
        for stock in level.stock:
            entries = [PACK.features[f] for f in stock.features]
            entries += [PACK.traps[t] for t in stock.traps]
            themed += sum(bool(tags & set(getattr(e, "themes", ()))) for e in entries)
        f = Counter(x for s in level.stock for x in s.features)
        t = Counter(x for s in level.stock for x in s.traps)
        out["levels"] += 1
        out["feature_twice"] += any(n > 1 for n in f.values())
        out["trap_twice"] += any(n > 1 for n in t.values())
        books.update({k: n for k, n in f.items() if k in FEATURE_IDS})
        books.update({k: n for k, n in t.items() if k in book.TRAP_IDS})
        features += sum(f.values())
        traps += sum(t.values())
        kinds.update(f)
        kinds.update(t)
        c, b = _misfits(level)
        checked, bad = checked + c, bad + b
    out["book_twice"] = any(n > 1 for n in books.values())
    out["book_most"] = max(books.values(), default=0)
    out["placed"] = features + traps
    out["distinct"] = len(kinds)
    out["checked"], out["misfit"], out["themed"] = checked, bad, themed
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--levels", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(seed, args.levels) for seed in range(args.seeds)]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(_seed, jobs, chunksize=8))
    levels = sum(r["levels"] for r in rows)
    print(f"{len(rows)} Underworlds, {levels} levels (K = {args.levels})")
    for name in ("feature_twice", "trap_twice"):
        share = sum(r[name] for r in rows) / levels
        print(f"{name.replace('_', ' ')} on a level: {share:.1%}")
    print(f"book example twice in an Underworld: {np.mean([r['book_twice'] for r in rows]):.1%}")
    print(f"most copies of one book example: {max(r['book_most'] for r in rows)}")
    placed = sum(r["placed"] for r in rows)
    distinct = sum(r["distinct"] for r in rows)
    print(f"features and traps placed: {placed}, distinct per Underworld {distinct / placed:.1%}")
    print(f"themed by seed, shape or origin: {sum(r['themed'] for r in rows) / placed:.1%}")
    checked = sum(r["checked"] for r in rows)
    misfit = sum(r["misfit"] for r in rows)
    print(f"misfits: {misfit} of {checked} checked placements")


if __name__ == "__main__":
    main()
