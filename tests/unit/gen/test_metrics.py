"""Jaquays metrics, checked against small graphs and a brute-force count."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import batch, metrics


def _level(rooms: int, pairs: list[tuple[int, int]], secret=(), locked=(), hidden=()):
    edges = [(a, b, i in secret, i in locked) for i, (a, b) in enumerate(pairs)]
    return metrics.level_metrics(rooms, edges, 0, hidden, lord=rooms - 1)


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


def test_known_loops_and_depth_are_read_on_the_players_map() -> None:
    # two rings sharing room 2; the pathway 4–2 is secret, so only the first ring is known
    pairs = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2)]
    m = metrics.level_metrics(
        5, [(a, b, i == 5, False) for i, (a, b) in enumerate(pairs)], 0, (), lord=4
    )
    assert (m["loops"], m["loops_known"]) == (2, 1)
    assert m["depth_known"] == 3  # 0–2–3–4: the guild does not know of 2–4
    # a secret room drops out of the players' map with its pathways
    hidden = metrics.level_metrics(
        5, [(a, b, a == 4 or b == 4, False) for a, b in pairs], 0, {4}, lord=3
    )
    assert hidden["loops_known"] == 1 and hidden["depth_known"] == 2


def test_gini_of_room_areas() -> None:
    assert metrics.gini([20, 20, 20, 20]) == 0.0
    assert metrics.gini([0, 0, 0, 40]) == 0.75
    assert 0 < metrics.gini([9, 12, 16, 30, 120]) < 1


def test_rooms_in_the_cells_of_a_grid_score_high_and_free_rooms_low() -> None:
    rng = np.random.default_rng(7)
    grid = [
        (col * 11 + 2 + int(rng.integers(0, 3)), row * 8 + 2 + int(rng.integers(0, 2)))
        for row in range(5)
        for col in range(3)
    ]
    free = [(int(rng.integers(1, 70)), int(rng.integers(1, 42))) for _ in range(15)]
    assert metrics.lattice(grid) >= 0.9
    assert metrics.lattice(free) <= 0.7
    assert metrics.lattice(grid) > metrics.lattice(free) + 0.25


def test_shape_metrics_of_a_hand_made_level() -> None:
    boxes = [(2, 2, 4, 3), (10, 2, 5, 5), (20, 10, 10, 6)]
    areas = [12, 21, 60]  # the middle one is a rounded 5 × 5 room
    m = metrics.shape_metrics(boxes, areas, [False, True, False], (120, 18, 6))
    assert (m["area_min"], m["area_median"], m["area_max"]) == (12, 21.0, 60)
    assert m["mean_area"] == 31.0
    assert m["corridor_share"] == 0.15 and m["interior_share"] == 0.05
    assert m["round_share"] == round(1 / 3, 4)
    assert m["area_gini"] == metrics.gini(areas)


def test_batch_rows_carry_the_topology_and_shape_columns() -> None:
    (row,) = list(batch.rows(3, 1, levels=3))
    assert list(row) == list(metrics.ROW_FIELDS)
    assert row["fewest_loops_known"] >= 1
    assert row["area_min"] <= row["area_median"] <= row["area_max"]
    assert 0 <= row["lattice"] <= 1 and 0 <= row["corridor_share"] < 1
    (full,) = list(batch.rows(3, 1, levels=3, full=True))
    assert {"loops_known", "depth_known", "area_gini", "lattice"} <= set(full["levels"][0])


@given(st.lists(st.integers(0, 400), min_size=1, max_size=40))
def test_the_median_is_the_statistics_modules(values: list[int]) -> None:
    """``metrics.median`` stands in for ``statistics.median`` so ``worm gen`` need not import
    it (issue 19, Speed); the lair's size and the catalog's medians depend on it exactly."""
    import statistics

    assert metrics.median(values) == statistics.median(values)
    assert type(metrics.median(values)) is type(statistics.median(values))


@given(st.lists(st.tuples(st.integers(0, 120), st.integers(0, 60)), min_size=2, max_size=30))
@settings(max_examples=60)
def test_the_lattice_score_is_the_best_band_pair_of_any_grid(corners: list[tuple[int, int]]):
    """The lattice score, worked out one grid at a time the slow way, is what the one-pass
    ``metrics.lattice`` gives."""
    best = 0
    for p in metrics.PITCHES_X:
        for q in metrics.PITCHES_Y:
            wide, tall = -(-p // 3), -(-q // 3)
            for a in range(p):
                for b in range(q):
                    held = sum((x - a) % p < wide and (y - b) % q < tall for x, y in corners)
                    best = max(best, held)
    assert metrics.lattice(corners) == round(best / len(corners), 4)
