"""Appendix E step 2 (pp. 332–333): the layout rules hold for any seed and any K."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import rng
from worm.gen import layout

SETTINGS = st.builds(
    layout.LayoutSettings,
    levels=st.integers(3, 21),
    one_divides_all=st.booleans(),
    diagonal_adjacent=st.booleans(),
    tier_width=st.integers(1, 4),
)


def reachable(lay: layout.Layout, known_only: bool) -> set[int]:
    seen, todo = {1}, [1]
    while todo:
        for n in lay.neighbours(todo.pop(), known_only=known_only):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), config=SETTINGS)
def test_the_layout_follows_the_book(seed, config):
    lay = layout.generate(rng.stream(seed, "layout"), config)
    cards = [s.card for s in lay.levels]
    assert len(cards) == config.levels == len(set(cards))
    first, last = lay.levels[0], lay.levels[-1]
    # step 2: the lowest card holds the main entrance and is level 1
    assert first.card == min(cards) and first.surface_entrance == "main"
    # step 5: the highest card is the deepest level, alone on the lowest row
    assert last.card == max(cards) and last.position[0] == max(s.position[0] for s in lay.levels)
    assert [s for s in lay.levels if s.position[0] == last.position[0]] == [last]
    # step 3–4: every other card I–V is a surface dungeon with a known or secret entrance
    for slot in lay.levels[1:-1]:
        on_surface = slot.card <= layout.SURFACE_MAX
        assert (slot.position[0] == 0) == on_surface
        assert (slot.surface_entrance in ("known", "secret")) == on_surface
    assert len({s.position for s in lay.levels}) == len(cards)
    # step 7: exactly the pairs the three rules join are connected, each with its reasons
    expected = {}
    for a, b in combinations(lay.levels, 2):
        rules = []
        (ra, ca), (rb, cb) = a.position, b.position
        if abs(ra - rb) + abs(ca - cb) == 1 or (
            config.diagonal_adjacent and abs(ra - rb) == 1 and abs(ca - cb) == 1
        ):
            rules.append("adjacent")
        if abs(a.card - b.card) == 1:
            rules.append("sequential")
        lo, hi = sorted((a.card, b.card))
        if hi % lo == 0 and (lo != 1 or config.one_divides_all):
            rules.append("divisible")
        if rules:
            expected[(a.number, b.number)] = tuple(rules)
    assert {(c.a, c.b): c.rules for c in lay.connections} == expected
    assert all(c.kind for c in lay.connections)
    # every level is reachable, and still by known ways alone
    assert reachable(lay, known_only=False) == set(range(1, len(cards) + 1))
    assert reachable(lay, known_only=True) == set(range(1, len(cards) + 1))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63 - 1))
def test_the_same_seed_gives_the_same_layout(seed):
    one = layout.generate(rng.stream(seed, "layout"))
    two = layout.generate(rng.stream(seed, "layout"))
    assert one == two


def test_the_books_examples_of_connection_rules():
    """p. 333: IV–V and V–VI are sequential; XII joins II, III, IV and VI by division."""
    config = layout.LayoutSettings()

    def slot(card, pos):
        return layout.Slot(number=1, card=card, position=pos)

    far = [(0, 0), (5, 5)]
    assert layout.rules_between(slot(4, far[0]), slot(5, far[1]), config) == ("sequential",)
    for divisor in (2, 3, 4, 6):
        assert layout.rules_between(slot(12, far[0]), slot(divisor, far[1]), config) == (
            "divisible",
        )
    assert layout.rules_between(slot(12, far[0]), slot(5, far[1]), config) == ()
    assert layout.rules_between(slot(1, far[0]), slot(12, far[1]), config) == ()
    literal = layout.LayoutSettings(one_divides_all=True)
    assert layout.rules_between(slot(1, far[0]), slot(12, far[1]), literal) == ("divisible",)
