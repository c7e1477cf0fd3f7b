"""Play builds events without validating them (``EventLog.strict`` off, for speed): every
event it makes must still be exactly what validation would have made."""

from __future__ import annotations

import warnings

import pytest

from worm.engine.log import EventLog, line
from worm.text import demo


@pytest.mark.parametrize("seed", [1, 5])
def test_unchecked_events_equal_their_validated_selves(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    monkeypatch.setattr(EventLog, "strict", False)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a serializer warning means a field was not coerced
        game = demo.play(seed, 40)
        assert any(e.type == "action" for e in game.log.events)
        for event in game.log.events:
            checked = type(event).model_validate(event.model_dump())
            assert line(checked) == line(event), event
