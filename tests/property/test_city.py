"""Appendix D (pp. 291–293): whatever the seed, the City keeps the book's shape."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import content, rng
from worm.gen import city
from worm.model.city_map import STEPS

PACK = content.default()
SPRAWL = {"swords": 0, "pentacles": 1, "cups": 2, "wands": 3}


@settings(max_examples=150, deadline=None)
@given(st.integers(0, rng.MAX_SEED - 1))
def test_the_city_keeps_the_books_shape(seed: int) -> None:
    made = city.generate(seed, PACK)
    quarters = made.districts
    assert 4 <= len(quarters) <= 20  # p. 290
    cells = [(q.x, q.y) for q in quarters]
    assert len(set(cells)) == len(cells), "two districts on one cell"
    assert len({q.id for q in quarters}) == len(quarters), "a district laid twice"
    constants = {q.id for q in quarters if q.role == "constant"}
    assert constants == {"the_grey", "omphalic_market", "ossuary"}  # p. 293
    core = [q for q in quarters if q.role == "core"]
    assert {(q.x, q.y) for q in core} == {(0, -1), (1, 0), (0, 1), (-1, 0)}  # p. 292
    sprawl = sum(1 for q in quarters if q.role == "sprawl")
    assert sprawl == sum(SPRAWL[q.suit] for q in core if q.suit is not None)  # p. 292
    central = [q for q in quarters if q.role == "central"]
    assert all(q.value > 10 and (q.x, q.y) == (0, 0) for q in central)  # a face card rules
    assert (len(central) == 1) == (made.ruler == (central[0].name if central else None))
    assert [g.number for g in made.gates] == list(range(1, 15))  # p. 291
    assert len({g.name for g in made.gates}) == 14
    taken = set(cells) | {(0, 0)}
    for gate in made.gates:
        quarter = made.quarter(gate.district)
        assert quarter is not None
        dx, dy = STEPS[gate.side]
        assert (quarter.x + dx, quarter.y + dy) not in taken, "a gate opens inside the City"
    # one piece: every cell reaches the centre along sides
    seen, todo = {(0, 0)}, [(0, 0)]
    while todo:
        x, y = todo.pop()
        for dx, dy in STEPS.values():
            cell = (x + dx, y + dy)
            if cell in taken and cell not in seen:
                seen.add(cell)
                todo.append(cell)
    assert seen == taken


@settings(max_examples=30, deadline=None)
@given(st.integers(0, rng.MAX_SEED - 1))
def test_the_same_seed_makes_the_same_city(seed: int) -> None:
    assert city.generate(seed, PACK) == city.generate(seed, PACK)
