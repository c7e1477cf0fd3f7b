"""``underworld.for_play`` stocks each level only when play reaches it, and makes the same
Underworld as ``generate`` whatever order the levels are asked for in (issue 15)."""

from __future__ import annotations

import pytest

from worm.gen import export, underworld


@pytest.mark.parametrize("seed", [1, 2, 42])
def test_play_gets_the_generated_underworld_in_any_order(seed):
    whole = underworld.generate(seed)
    played = underworld.for_play(seed)
    assert isinstance(played.levels, underworld.Levels) and not played.levels._made
    deepest = len(played.levels) - 1
    assert played.levels[deepest] is not None  # the deepest first: every level above is stocked
    assert export.to_json(played) == export.to_json(whole)
    assert played.levels[-1] is played.levels[deepest]
    assert played.metrics == whole.metrics


def test_asking_for_the_first_level_stocks_no_other():
    played = underworld.for_play(5)
    first = played.levels[0]
    assert played.levels._made == [first] and len(played.levels) > 1
    with pytest.raises(IndexError, match="out of range"):
        played.levels[len(played.levels)]
