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


@settings(max_examples=50, deadline=None)
@given(
    before=st.lists(st.sampled_from(["deck:minor", "gm", "ai"]), max_size=6),
    after=st.lists(st.sampled_from(["deck:minor", "gm", "ai", "scene"]), max_size=12),
)
def test_back_puts_the_streams_asked_for_since_the_mark_where_they_stood(before, after):
    """What a refused command relies on (``Table.rewind``): only streams drawn from since the
    mark note their state, and ``back`` returns each, forgetting those made since."""
    streams = rng.Streams(7)
    for name in before:
        streams.get(name).integers(0, 100, 3)
    stood = streams.state()
    streams.mark()
    for name in after:
        streams.get(name).integers(0, 100, 3)
    streams.back()
    assert streams.state() == stood
    for name in after:  # and it goes back again after further draws, the mark kept
        streams.get(name).integers(0, 100, 3)
    streams.back()
    assert streams.state() == stood


def test_back_without_a_mark_is_a_clear_error():
    with pytest.raises(WormError, match="never marked"):
        rng.Streams(7).back()


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


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)
SAVED = rng.Streams(3)
SAVED.get("gm").integers(0, 100, 3)
GOOD = SAVED.state()["streams"]["gm"]


def _with(field: str, value: object) -> dict[str, object]:
    return {"seed": 3, "streams": {"gm": {**GOOD, field: value}}}


@pytest.mark.parametrize(
    "bad",
    [
        {"seed": 1, "streams": [1]},  # AttributeError ('list' has no .items) escaped before
        {"seed": 1, "streams": {5: GOOD}},  # AttributeError (an int name has no .encode)
        _with("state", str(2**200)),  # OverflowError escaped before
        _with("uinteger", 2**80),
        _with("state", "-1"),
        _with("uinteger", -5),
        _with("has_uint32", 5),
        _with("state", 1.5),
        _with("inc", "9" * 5000),  # past int()'s 4,300-digit limit
        "not a mapping",
        None,
    ],
    ids=repr,
)
def test_every_malformed_state_is_one_clear_worm_error(bad):
    with pytest.raises(WormError, match="stream state is malformed") as raised:
        rng.Streams.from_state(bad)
    assert "\n" not in str(raised.value) and len(str(raised.value)) < 200


@settings(max_examples=150, deadline=None)
@given(
    data=st.one_of(
        JSON,
        st.builds(lambda v: {"seed": 3, "streams": v}, JSON),
        st.builds(lambda v: {"seed": 3, "streams": {"gm": v}}, JSON),
        st.builds(_with, st.sampled_from(["state", "inc", "has_uint32", "uinteger"]), JSON),
    )
)
def test_a_state_either_loads_or_is_a_worm_error(data):
    """Whatever a save holds, from_state answers with streams or a WormError, nothing else."""
    try:
        rng.Streams.from_state(data)
    except WormError:
        pass
