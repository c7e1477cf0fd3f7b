"""Jaquays metrics, checked against small graphs and a brute-force count."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import metrics


def _level(rooms: int, pairs: list[tuple[int, int]], secret=(), locked=(), hidden=()):
    edges = [(a, b, i in secret, i in locked) for i, (a, b) in enumerate(pairs)]
    return metrics.level_metrics(rooms, edges, 0, hidden)


def test_a_corridor_of_rooms_is_all_choke_points() -> None:
    m = _level(4, [(0, 1), (1, 2), (2, 3)])
    assert (m["loops"], m["choke_points"], m["bridges"], m["depth"]) == (0, 2, 3, 3)
    assert m["dead_end_ratio"] == 0.5


def test_a_ring_has_one_loop_and_no_choke_point() -> None:
    m = _level(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    assert (m["loops"], m["choke_points"], m["bridges"], m["depth"]) == (1, 0, 0, 2)


def test_two_rings_sharing_a_room_choke_on_it() -> None:
    m = _level(5, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2)])
    assert (m["loops"], m["choke_points"], m["bridges"]) == (2, 1, 0)


def test_secrets_change_the_known_numbers_only() -> None:
    m = _level(4, [(0, 1), (1, 2), (2, 3), (3, 0)], secret={3})
    assert m["loops"] == 1 and m["loops_known"] == 0
    assert m["depth"] == 2 and m["depth_known"] == 3
    assert m["secret_share"] == 0.25 and m["connected_known"]
    hidden = _level(4, [(0, 1), (1, 2), (2, 3), (3, 0)], secret={2, 3}, hidden={3})
    assert hidden["secret_rooms"] == 1 and hidden["connected_known"]


def _pieces(count: int, pairs: list[tuple[int, int]], drop_node=None, drop_edge=None) -> int:
    links = [[] for _ in range(count)]
    for i, (a, b) in enumerate(pairs):
        if i == drop_edge or drop_node in (a, b):
            continue
        links[a].append(b)
        links[b].append(a)
    nodes = [n for n in range(count) if n != drop_node]
    return metrics._components(links, nodes)


graphs = st.integers(2, 9).flatmap(
    lambda n: st.tuples(
        st.just(n),
        st.lists(
            st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1]),
            max_size=14,
        ),
    )
)


@settings(max_examples=300, deadline=None)
@given(graphs)
def test_cut_points_and_bridges_match_brute_force(graph) -> None:
    count, pairs = graph
    links = metrics._links(count, pairs)
    base = _pieces(count, pairs)
    points = sum(_pieces(count, pairs, drop_node=n) > base for n in range(count))
    bridges = sum(_pieces(count, pairs, drop_edge=i) > base for i in range(len(pairs)))
    assert metrics._cut_points(links)[:2] == (points, bridges)
    assert len(metrics.bridges(count, pairs)) <= bridges  # pairs joined twice are listed once
