"""How p. 334 looks from where the guild stands, over many seeds (issue 20, point 2).

    uv run python bench/topology.py               # seeds 0–199, K = 5
    uv run python bench/topology.py --seeds 500 --levels 7

Every figure is worked out here from the generated Underworld itself, not from the generator's
own bookkeeping, so it also measures a generator that keys a level from the wrong room:

- the true way in of each level: its known surface entrance (the main one on level 1), else
  the connection by which the shortest known route from the main entrance arrives;
- ``wrong room``: levels whose keyed entry is not the room of that true way in; ``secret way
  in``: levels keyed from a secret connection or entrance;
- ``keys behind their lock``: locks whose key cannot be reached from the true way in without
  passing that lock (known pathways only);
- ``locks that cut rooms off``: locks without which (that door alone shut) some known room can
  no longer be reached from the true way in over known pathways; the rest are shortcuts;
- on the players' map (known rooms, non-secret pathways): the share of levels with a loop, with
  the way in a dead end, with two routes (no shared room, no shared pathway) from the way in
  to the lord's room and to every known way down;
- the lair ratio: the lord's room's floor over the median room's floor.
"""

from __future__ import annotations

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

from worm.gen.layout import LayoutSettings
from worm.gen.topology import reach
from worm.gen.underworld import Level, Underworld, arrivals, generate


def true_way_in(world: Underworld, number: int) -> tuple[int | None, bool]:
    """The connection index (None: the surface) of level ``number``'s way in, and whether
    it comes through a surface entrance."""
    plan = world.layout
    slot = plan.level(number)
    if slot.surface_entrance in ("main", "known"):
        return None, True
    return arrivals(plan)[number], False


def _known(level: Level) -> list[list[tuple[int, int]]]:
    hidden = level.keyed.secret_rooms
    links: list[list[tuple[int, int]]] = [[] for _ in level.map.rooms]
    for i, e in enumerate(level.map.edges):
        if not e.secret and e.a not in hidden and e.b not in hidden:
            links[e.a].append((e.b, i))
            links[e.b].append((e.a, i))
    return links


def two_routes(links: list[list[tuple[int, int]]], start: int, goal: int) -> bool:
    """Whether no single room or pathway between them is on every route."""
    if goal not in reach(links, start):
        return False
    rooms = [r for r in range(len(links)) if r not in (start, goal)]
    edges = sorted({e for link in links for _, e in link})
    return all(goal in reach(links, start, closed_room=r) for r in rooms) and all(
        goal in reach(links, start, closed_edge=e) for e in edges
    )


def level_figures(world: Underworld, level: Level) -> dict[str, Any]:
    owner, surface = true_way_in(world, level.number)
    way = next(w for w in level.ways if (w.end == "entrance" if surface else w.connection == owner))
    links = _known(level)
    hidden = level.keyed.secret_rooms
    known_rooms = len(links) - len(hidden)
    known_edges = sum(len(link) for link in links) // 2
    pieces = _pieces(links, hidden)
    areas = [int(room.mask.sum()) for room in level.map.rooms]
    behind = sum(
        holder not in reach(links, way.room, closed_edge=edge) for edge, holder in level.keyed.locks
    )
    everywhere = len(reach(links, way.room))
    cutting = sum(
        len(reach(links, way.room, closed_edge=edge)) < everywhere for edge, _ in level.keyed.locks
    )
    downs = [w.room for w in level.ways if w.end == "down" and not w.secret]
    return {
        "by_connection": not surface,
        "wrong_room": way.room != level.keyed.entry,
        "secret_way_in": level.ways[0].secret,
        "behind": behind,
        "locks": len(level.keyed.locks),
        "cutting": cutting,
        "loop": known_edges - known_rooms + pieces >= 1,
        "dead_end": len(links[way.room]) <= 1,
        "lair": areas[level.keyed.lord] / statistics.median(areas),
        "routes_lord": two_routes(links, way.room, level.keyed.lord),
        "routes_down": all(two_routes(links, way.room, d) for d in downs if d != way.room),
    }


def _pieces(links: list[list[tuple[int, int]]], hidden: frozenset[int]) -> int:
    seen: set[int] = set()
    count = 0
    for room in range(len(links)):
        if room in hidden or room in seen:
            continue
        count += 1
        seen |= reach(links, room)
    return count


def _seeds(args: tuple[int, int, int]) -> list[dict[str, Any]]:
    start, count, levels = args
    out = []
    for seed in range(start, start + count):
        world = generate(seed, LayoutSettings(levels=levels))
        out += [level_figures(world, level) for level in world.levels]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--levels", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    tasks = [(s, min(10, args.seeds - s), args.levels) for s in range(0, args.seeds, 10)]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = [row for chunk in pool.map(_seeds, tasks) for row in chunk]
    n = len(rows)

    def share(name: str) -> str:
        return f"{100 * sum(r[name] for r in rows) / n:.1f}%"

    def count(name: str) -> str:
        return f"{sum(r[name] for r in rows)} ({share(name)})"

    entered = sum(r["by_connection"] for r in rows)
    wrong = sum(r["wrong_room"] for r in rows if r["by_connection"])
    lair = [r["lair"] for r in rows]
    great = 100 * float(np.mean([x >= 3 for x in lair]))
    print(f"levels measured: {n} ({args.seeds} seeds, K = {args.levels})")
    print(f"keyed from the wrong room:         {count('wrong_room')}")
    print(f"  of {entered} entered by a connection: {wrong} ({100 * wrong / max(1, entered):.1f}%)")
    print(f"keyed from a secret way:           {count('secret_way_in')}")
    print(f"keys behind their own lock:        {sum(r['behind'] for r in rows)}")
    locks, cutting = sum(r["locks"] for r in rows), sum(r["cutting"] for r in rows)
    print(f"locks that cut rooms off:          {cutting} of {locks}")
    print(f"levels with a lock:                {sum(r['locks'] > 0 for r in rows)}")
    print(f"a loop on the players' map:        {share('loop')}")
    print(f"way in a dead end:                 {share('dead_end')}")
    print(f"two routes to the lord:            {share('routes_lord')}")
    print(f"two routes to every way down:      {share('routes_down')}")
    middle = statistics.median(lair)
    print(f"lair area / median room area:      median {middle:.2f}, ≥ 3 on {great:.1f}%")


if __name__ == "__main__":
    main()
