"""Properties of the decks (p. 7): whatever happens, all 57 + 21 cards are accounted for."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import rng, tarot

OPS = st.lists(
    st.one_of(
        st.tuples(st.just("draw"), st.sampled_from(["minor", "major"])),
        st.tuples(st.just("discard"), st.integers(0, 200)),
        st.tuples(st.just("settle"), st.none()),
    ),
    max_size=300,
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), ops=OPS)
def test_every_card_is_always_accounted_for(seed, ops):
    g = rng.stream(seed, "deck:minor")
    decks = tarot.shuffled_decks(g, rng.stream(seed, "deck:major"))
    held: list[tarot.Card] = []
    for op, arg in ops:
        if op == "draw":
            if not decks.deck(arg).draw_pile and not decks.deck(arg).discard_pile:
                continue
            d = tarot.draw(decks, arg, g)
            decks = d.decks
            held.append(d.card)
        elif op == "discard" and held:
            decks = tarot.discard(decks, held.pop(arg % len(held)))
        elif op == "settle":
            fool = decks.fool_drawn
            decks, shuffled = tarot.settle(decks, g, g)
            # The Fool always leads to a reshuffle of both decks (p. 9), and only the Fool does.
            assert bool(shuffled) == fool
            if fool:
                assert {deck for deck, _ in shuffled} == {"minor", "major"}
                assert decks.minor.discard_pile == () and decks.major.discard_pile == ()
        tarot.check(decks)
        assert decks.minor.census().total == 57 and decks.major.census().total == 21
        assert set(decks.minor.elsewhere + decks.major.elsewhere) == set(held)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), draws=st.integers(0, 300))
def test_drawing_conserves_the_minor_deck_and_the_fool_is_owed_a_reshuffle(seed, draws):
    """p. 7: 56 minor arcana and the Fool; reshuffles (pp. 9, 121) lose no card."""
    g = rng.stream(seed, "deck:minor")
    decks = tarot.shuffled_decks(g, rng.stream(seed, "deck:major"))
    for _ in range(draws):
        d = tarot.draw(decks, "minor", g)
        decks = tarot.discard(d.decks, d.card)
        if d.card.is_fool:
            assert decks.fool_drawn
            decks, shuffled = tarot.settle(decks, g, g)
            assert len(shuffled) == 2
    assert decks.minor.census().total == 57
