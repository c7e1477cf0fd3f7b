"""The shared walks of keying and settling (issue 20) answer as the plain searches they stand
for: one breadth-first search numbers the rooms and gives their depths, and a loop is seen by
counting pathways before any search."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.property.test_topology import graphs
from worm.gen import keying, topology


def _links(count: int, pairs: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    links: list[list[tuple[int, int]]] = [[] for _ in range(count)]
    for i, (a, b) in enumerate(pairs):
        links[a].append((b, i))
        links[b].append((a, i))
    return links


def _plain_steps(links: list[list[tuple[int, int]]], start: int) -> list[int]:
    """Steps from ``start`` by a search written plainly, one ring at a time; -1 unreached."""
    far = [-1] * len(links)
    far[start] = 0
    ring, step = [start], 0
    while ring:
        step += 1
        ring = [o for r in ring for o, _ in links[r] if far[o] < 0]
        for room in ring:
            if far[room] < 0:
                far[room] = step
    return far


@settings(max_examples=300, deadline=None)
@given(graphs, st.integers(0, 8))
def test_the_numbering_search_gives_every_rooms_depth(graph, pick) -> None:
    count, pairs = graph
    links = _links(count, pairs)
    entry = pick % count
    order, far = keying._outwards(links, entry)
    plain = _plain_steps(links, entry)
    beyond = max(plain) + 1
    assert far == [d if d >= 0 else beyond for d in plain]
    assert far == keying._distances(links, entry)
    # numbered outwards: every room reached once, the entry first, never a nearer one after
    assert sorted(order) == [r for r in range(count) if plain[r] >= 0]
    assert order[0] == entry
    assert [far[r] for r in order] == sorted(far[r] for r in order)


@settings(max_examples=300, deadline=None)
@given(graphs, st.sets(st.integers(0, 8), max_size=3))
def test_a_loop_is_seen_as_the_count_of_loops_finds_it(graph, hidden) -> None:
    count, pairs = graph
    hidden = {r for r in hidden if r < count}
    # the players' map: no pathway into a hidden room
    links = _links(count, [p for p in pairs if not set(p) & hidden])
    if len(hidden) == count:
        return
    assert topology._has_loop(links, hidden) == (topology._loops(links, hidden) >= 1)
