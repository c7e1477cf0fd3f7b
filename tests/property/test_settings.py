"""Settings forced on the generator keep the book's rules, for any seed (issue 20, point 5)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import rng
from worm.gen import carving, export, layout
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

SHAPES = st.sampled_from(["caverns", "halls", "towers", "streets", "water", "organic"])
CARDS = st.lists(st.integers(1, 21), min_size=3, max_size=21, unique=True)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), cards=CARDS)
def test_forced_cards_are_laid_by_the_book(seed: int, cards: list[int]) -> None:
    """p. 332: the cards given, each once; the lowest the main entrance, the highest the
    deepest level; every level reachable without a secret."""
    plan = layout.generate(
        rng.stream(seed, "layout"), LayoutSettings(cards=tuple(cards), levels=len(cards))
    )
    laid = [slot.card for slot in plan.levels]
    assert sorted(laid) == sorted(cards)
    assert laid[0] == min(cards) and plan.levels[0].surface_entrance == "main"
    assert laid[-1] == max(cards)
    seen, todo = {1}, [1]
    while todo:
        for other in plan.neighbours(todo.pop(), known_only=True):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(range(1, len(cards) + 1))


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1),
    shape=SHAPES,
    low=st.integers(4, 21),
    span=st.integers(0, 6),
    loop_rate=st.none() | st.floats(0, 1),
    secret_share=st.none() | st.floats(0, 1),
)
def test_forced_levels_keep_their_promises(
    seed: int,
    shape: str,
    low: int,
    span: int,
    loop_rate: float | None,
    secret_share: float | None,
) -> None:
    """Every level in the shape asked, with a room count in the range asked, connected, and
    the same Underworld to the byte each time it is made."""
    high = min(21, low + span)  # the grid carver holds at most 21 rooms
    forced = LayoutSettings(
        levels=3,
        shape=shape,
        rooms=(low, high),
        loop_rate=loop_rate,
        secret_share=secret_share,
    )
    made = generate(seed, forced)
    for level in made.levels:
        assert level.map.shape == shape
        fewest, most = carving.holds(level.map.shape, level.seed.id)  # what the ground holds
        least = min(max(low, fewest), most)
        assert least <= len(level.map.rooms) <= max(high, fewest), level.seed.id
        assert level.metrics["connected"] and level.metrics["connected_known"]
        assert level.metrics["loops"] >= 1
    assert export.to_json(made) == export.to_json(generate(seed, forced))
