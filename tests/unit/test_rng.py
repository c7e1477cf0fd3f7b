"""Named random streams (ARCHITECTURE, "Random streams")."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from worm import rng
from worm.errors import WormError


@settings(max_examples=50, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1),
    spent=st.lists(
        st.sampled_from(["deck:minor", "deck:major", "gm", "ai", "creation"]), max_size=40
    ),
)
def test_play_never_moves_what_generation_draws(seed, spent):
    """Consuming play streams leaves the generator's streams exactly where they were."""
    untouched = rng.Streams(seed)
    expected = [untouched.get(n).integers(0, 2**32, 8).tolist() for n in ("layout", "level:1")]
    played = rng.Streams(seed)
    for name in spent:
        played.get(name).integers(0, 100, 5)
    assert all(not rng.is_generation(name) for name in spent)
    got = [played.get(n).integers(0, 2**32, 8).tolist() for n in ("layout", "level:1")]
    assert got == expected


def test_streams_resume_exactly_after_a_json_round_trip():
    streams = rng.Streams(42)
    streams.get("gm").integers(0, 100, 17)
    saved = json.loads(json.dumps(streams.state()))
    restored = rng.Streams.from_state(saved)
    assert (
        restored.get("gm").integers(0, 10**9, 5).tolist()
        == streams.get("gm").integers(0, 10**9, 5).tolist()
    )


def test_names_give_different_streams_and_seeds_repeat():
    assert rng.stream(1, "gm").integers(0, 2**32) == rng.stream(1, "gm").integers(0, 2**32)
    assert rng.stream(1, "gm").integers(0, 2**62) != rng.stream(1, "ai").integers(0, 2**62)


@pytest.mark.parametrize("bad", [-1, 2**63, "7", 1.5, True])
def test_bad_seeds_are_refused_with_the_value(bad):
    with pytest.raises(WormError, match="seed"):
        rng.check_seed(bad)


def test_malformed_state_is_a_clear_error():
    with pytest.raises(WormError, match="malformed"):
        rng.Streams.from_state({"seed": 1, "streams": {"gm": {"state": "x"}}})
