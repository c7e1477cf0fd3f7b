"""A change of phase reads as a plain sentence in the log, never as a tag like ``[CRAWL]``
(issue 19, play-test point 1)."""

from __future__ import annotations

import pytest

from worm.engine import events as ev
from worm.text import narrate


def _phase(phase: str, cause: str) -> ev.Phase:
    return ev.Phase(seq=1, phase=phase, cause=cause)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("phase", "cause", "said"),
    [
        ("crawl", "the guild goes down into The City of Ruin",
         "The guild goes down into The City of Ruin."),
        ("challenge", "Skeleton Jellies attack", "Skeleton Jellies attack."),
        ("parley", "Dryads are met", "Dryads are met."),
        ("camp", "the guild makes camp", "The guild makes camp."),
        ("crawl", "the guild backs away", "The guild backs away."),
        ("over", "the guild is lost", "The guild is lost. The game is over."),
    ],
)  # fmt: skip
def test_a_change_of_phase_is_said_in_a_plain_sentence(phase: str, cause: str, said: str) -> None:
    assert narrate.event(_phase(phase, cause)) == said
