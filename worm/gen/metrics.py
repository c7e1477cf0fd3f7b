"""Jaquays metrics: how non-linear a level and an Underworld are (p. 334; docs/gen-format.md).

The book wants shortcuts, choke points and loops. These numbers measure them on the keyed
room graph — the same graph the tiles were drawn from (``tests/property/test_maps.py``) —
so a generator change that makes levels more linear shows up in the golden catalog.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any


def level_metrics(
    rooms: int,
    edges: Sequence[tuple[int, int, bool, bool]],
    entry: int,
    secret_rooms: Iterable[int],
) -> dict[str, Any]:
    """The metrics of one level's graph; each edge is (a, b, secret, locked).

    - ``loops``: the cycle rank E − V + C, with every pathway counted;
    - ``loops_known``: the same on the known rooms and pathways alone;
    - ``dead_end_ratio``: rooms with a single way in or out, as a share of all rooms;
    - ``choke_points``: articulation points (rooms whose loss splits the level);
    - ``bridges``: pathways whose loss splits the level;
    - ``secret_share``: secret pathways as a share of all;
    - ``depth`` / ``depth_known``: the most rooms between the entry and any room, with and
      without secrets (locked doors count as open: their keys lie on the level);
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
        "depth_known": max(d for d in far_known if d >= 0),
        "connected": all(d >= 0 for d in far),
        "connected_known": all(far_known[r] >= 0 for r in range(rooms) if r not in hidden),
    }


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
    }


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
