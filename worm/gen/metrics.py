"""Jaquays metrics: how non-linear a level and an Underworld are (p. 334; docs/gen-format.md).

The book wants shortcuts, choke points and loops. These numbers measure them on the keyed
room graph — the same graph the tiles were drawn from (``tests/property/test_maps.py``) —
so a generator change that makes levels more linear shows up in the golden catalog.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np


def median(values: Sequence[float]) -> float:
    """The middle value, or the mean of the two middle ones — ``statistics.median``'s answer,
    without importing ``statistics`` (and ``fractions`` and ``decimal``) into ``worm gen``."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no median of nothing")
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def level_metrics(
    rooms: int,
    edges: Sequence[tuple[int, int, bool, bool]],
    entry: int,
    secret_rooms: Iterable[int],
    *,
    lord: int,
) -> dict[str, Any]:
    """The metrics of one level's graph; each edge is (a, b, secret, locked).

    - ``loops``: the cycle rank E − V + C, with every pathway counted;
    - ``loops_known``: the same on the known rooms and pathways alone;
    - ``dead_end_ratio``: rooms with a single way in or out, as a share of all rooms;
    - ``choke_points``: articulation points (rooms whose loss splits the level);
    - ``bridges``: pathways whose loss splits the level;
    - ``secret_share``: secret pathways as a share of all;
    - ``depth``: the most pathways between the entry and any room, secrets counted (locked
      doors count as open: their keys lie on the level);
    - ``depth_known``: pathways from the entry to the lord's room on the players' map;
    - ``connected`` / ``connected_known``: every room reachable with secrets; every known room
      reachable without them.
    """
    hidden = set(secret_rooms)
    all_links = _links(rooms, [(a, b) for a, b, _, _ in edges])
    known = [
        (a, b) for a, b, secret, _ in edges if not secret and a not in hidden and b not in hidden
    ]
    known_links = _links(rooms, known)
    known_rooms = rooms - len(hidden)
    components = _components(all_links, range(rooms))
    known_components = _components(known_links, [r for r in range(rooms) if r not in hidden])
    far = _distances(all_links, entry)
    far_known = _distances(known_links, entry)
    points, bridge_count, _ = _cut_points(all_links)
    degree = [len(link) for link in all_links]
    return {
        "rooms": rooms,
        "pathways": len(edges),
        "loops": len(edges) - rooms + components,
        "loops_known": len(known) - known_rooms + known_components,
        "dead_end_ratio": round(sum(d == 1 for d in degree) / rooms, 4),
        "choke_points": points,
        "bridges": bridge_count,
        "secret_share": round(sum(s for _, _, s, _ in edges) / max(1, len(edges)), 4),
        "secret_rooms": len(hidden),
        "locked_doors": sum(locked for *_, locked in edges),
        "depth": max(d for d in far if d >= 0),
        "depth_known": far_known[lord],
        "connected": all(d >= 0 for d in far),
        "connected_known": all(far_known[r] >= 0 for r in range(rooms) if r not in hidden),
    }


def shape_metrics(
    boxes: Sequence[tuple[int, int, int, int]],
    areas: Sequence[int],
    rounded: Sequence[bool],
    tiles: tuple[int, int, int],
) -> dict[str, Any]:
    """How a level is drawn, whatever carver drew it: its rooms' sizes and how regular they are.

    ``boxes`` are the rooms' (x, y, w, h), ``areas`` their floor tiles, ``rounded`` whether a
    room's floor is not its whole box; ``tiles`` counts (open tiles, pathway tiles: open and
    in no room, interior tiles such as pillars or pools).

    - ``area_min``, ``area_median``, ``area_max``, ``area_gini``: the spread of room floors;
      Gini 0 when every room is the same size, towards 1 when one room holds nearly all;
    - ``lattice``: see :func:`lattice`;
    - ``mean_area``; ``corridor_share``: open tiles outside every room, over all open tiles;
      ``interior_share``: interior tiles over all open tiles; ``round_share``: rooms whose
      floor is not a plain rectangle.
    """
    open_tiles, pathway_tiles, interior = tiles
    count = max(1, len(areas))
    return {
        "area_min": min(areas, default=0),
        "area_median": round(float(np.median(areas)) if areas else 0.0, 1),
        "area_max": max(areas, default=0),
        "area_gini": gini(areas),
        "lattice": lattice([(x, y) for x, y, _, _ in boxes]),
        "mean_area": round(sum(areas) / count, 1),
        "corridor_share": round(pathway_tiles / max(1, open_tiles), 4),
        "interior_share": round(interior / max(1, open_tiles), 4),
        "round_share": round(sum(rounded) / count, 4),
    }


def gini(values: Sequence[int]) -> float:
    """The Gini coefficient of ``values``: 0 all equal, towards 1 when one holds nearly all."""
    ordered = np.sort(np.asarray(values, dtype=np.float64))
    n = len(ordered)
    if n == 0 or ordered.sum() == 0:
        return 0.0
    ranks = np.arange(1, n + 1)
    return round(float(2 * (ranks * ordered).sum() / (n * ordered.sum()) - (n + 1) / n), 4)


PITCHES_X = range(6, 17)
PITCHES_Y = range(5, 13)


def lattice(corners: Sequence[tuple[int, int]]) -> float:
    """How much the rooms sit on one grid: the largest share of rooms whose top-left corners
    (x, y) fall in one band of residues of a common grid.

    For every grid of pitch p across (6–16 tiles) and q down (5–12), a band is ⌈p/3⌉
    consecutive residues of x mod p (wrapping round) and ⌈q/3⌉ of y mod q; the score is the
    most rooms any one band pair holds, over all rooms. Rooms laid in the cells of one grid
    score near 1 (the first carver: 0.98 on average); rooms placed freely score about 0.5 on
    a level of 12–20 rooms, since with so many grids some band catches rooms by chance. Read
    it against that floor: above 0.8 the rooms line up.
    """
    n = len(corners)
    if n < 2:
        return 0.0
    xs = np.array([x for x, _ in corners])
    ys = np.array([y for _, y in corners])
    down = np.concatenate([_bands(ys, q) for q in PITCHES_Y])  # every grid's rows at once
    best = max(int((_bands(xs, p) @ down.T).max()) for p in PITCHES_X)
    return round(best / n, 4)


def _bands(values: np.ndarray, pitch: int) -> np.ndarray:
    """[start, item]: 1 where ``values[item] % pitch`` lies in the band from ``start``."""
    width = -(-pitch // 3)
    offset = (values[None, :] - np.arange(pitch)[:, None]) % pitch
    return (offset < width).astype(np.int32)


def underworld_metrics(
    levels: Sequence[dict[str, Any]],
    entrances: Sequence[str | None],
    connections: Sequence[tuple[int, int, Sequence[str], str, bool]],
) -> dict[str, Any]:
    """The metrics of the whole Underworld; each connection is (a, b, rules, kind, secret).

    ``deepest_distance`` counts level connections from the main entrance (level 1) to the
    deepest level (the last) along the shortest way; ``_known`` without secret connections.
    """
    count = len(levels)
    links = _links(count, [(a - 1, b - 1) for a, b, *_ in connections])
    known = _links(count, [(a - 1, b - 1) for a, b, _, _, secret in connections if not secret])
    kinds = Counter(kind for _, _, _, kind, _ in connections)
    rules = Counter(rule for _, _, rule_list, _, _ in connections for rule in rule_list)
    return {
        "levels": count,
        "rooms": sum(level["rooms"] for level in levels),
        "entrances": sum(e is not None for e in entrances),
        "secret_entrances": sum(e == "secret" for e in entrances),
        "connections": len(connections),
        "secret_connections": sum(c[4] for c in connections),
        "by_kind": dict(sorted(kinds.items())),
        "by_rule": dict(sorted(rules.items())),
        "deepest_distance": _distances(links, 0)[count - 1],
        "deepest_distance_known": _distances(known, 0)[count - 1],
        "loops": sum(level["loops"] for level in levels),
        "fewest_loops": min(level["loops"] for level in levels),
        "choke_points": sum(level["choke_points"] for level in levels),
        "dead_end_ratio": round(sum(level["dead_end_ratio"] for level in levels) / count, 4),
        "secret_share": round(
            sum(level["secret_share"] * level["pathways"] for level in levels)
            / max(1, sum(level["pathways"] for level in levels)),
            4,
        ),
        "all_connected": all(level["connected"] for level in levels),
        "fewest_loops_known": min(level["loops_known"] for level in levels),
        "depth_known": round(sum(level["depth_known"] for level in levels) / count, 2),
        "area_min": min(level["area_min"] for level in levels),
        "area_median": round(median([level["area_median"] for level in levels]), 1),
        "area_max": max(level["area_max"] for level in levels),
        **{name: _mean(levels, name) for name in SIGNATURE},
    }


SIGNATURE = (
    "area_gini",
    "lattice",
    "mean_area",
    "corridor_share",
    "interior_share",
    "round_share",
)
"""The shape signature of an Underworld: each the mean over its levels."""


def _mean(levels: Sequence[dict[str, Any]], name: str) -> float:
    total = sum(float(level[name]) for level in levels)
    return round(total / max(1, len(levels)), 4)


ROW_FIELDS = (
    "seed",
    "levels",
    "rooms",
    "entrances",
    "secret_entrances",
    "connections",
    "secret_connections",
    "deepest_distance",
    "deepest_distance_known",
    "loops",
    "fewest_loops",
    "choke_points",
    "dead_end_ratio",
    "secret_share",
    "all_connected",
    "fewest_loops_known",
    "depth_known",
    "area_min",
    "area_median",
    "area_max",
    *SIGNATURE,
)
"""The columns of one ``worm gen --batch`` row (CSV), in order."""


def row(seed: int, underworld: dict[str, Any]) -> dict[str, Any]:
    """The flat metrics row of one Underworld for ``worm gen --batch``."""
    return {"seed": seed, **{name: underworld[name] for name in ROW_FIELDS[1:]}}


def _links(count: int, pairs: Iterable[tuple[int, int]]) -> list[list[int]]:
    links: list[list[int]] = [[] for _ in range(count)]
    for a, b in pairs:
        links[a].append(b)
        links[b].append(a)
    return links


def _distances(links: list[list[int]], start: int) -> list[int]:
    """Breadth-first steps from ``start``; -1 where it cannot reach."""
    far = [-1] * len(links)
    far[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for other in links[node]:
                if far[other] < 0:
                    far[other] = far[node] + 1
                    nxt.append(other)
        frontier = nxt
    return far


def _components(links: list[list[int]], nodes: Iterable[int]) -> int:
    """How many connected pieces the given nodes make."""
    seen: set[int] = set()
    count = 0
    for node in nodes:
        if node in seen:
            continue
        count += 1
        stack = [node]
        seen.add(node)
        while stack:
            for other in links[stack.pop()]:
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
    return count


def bridges(count: int, pairs: Iterable[tuple[int, int]]) -> set[frozenset[int]]:
    """The pathways (as room pairs) whose loss would split the graph."""
    return _cut_points(_links(count, pairs), found=True)[2]


def _cut_points(
    links: list[list[int]], *, found: bool = False
) -> tuple[int, int, set[frozenset[int]]]:
    """Articulation points, bridges and (with ``found``) the bridges themselves.

    Tarjan's low-link, iteratively; a pair joined twice is never a bridge.
    """
    count = len(links)
    order = [-1] * count
    low = [0] * count
    points: set[int] = set()
    bridge_count = 0
    bridge_pairs: set[frozenset[int]] = set()
    clock = 0
    for root in range(count):
        if order[root] >= 0:
            continue
        order[root] = low[root] = clock
        clock += 1
        children = 0
        # stack of (node, parent, iterator position, parent edge already skipped)
        stack = [(root, -1, 0, False)]
        while stack:
            node, parent, i, skipped = stack.pop()
            if i < len(links[node]):
                stack.append((node, parent, i + 1, skipped))
                other = links[node][i]
                if other == parent and not skipped:
                    stack[-1] = (node, parent, i + 1, True)
                    continue
                if order[other] >= 0:
                    low[node] = min(low[node], order[other])
                    continue
                order[other] = low[other] = clock
                clock += 1
                if node == root:
                    children += 1
                stack.append((other, node, 0, False))
                continue
            if parent >= 0:
                low[parent] = min(low[parent], low[node])
                if low[node] > order[parent]:
                    bridge_count += 1
                    if found:
                        bridge_pairs.add(frozenset((node, parent)))
                if parent != root and low[node] >= order[parent]:
                    points.add(parent)
        if children > 1:
            points.add(root)
    return len(points), bridge_count, bridge_pairs
