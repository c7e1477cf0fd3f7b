"""Sadness lets its need slip (p. 101), said of the one met in its own number: "Vodyanoy
lets slip what it needs", not "what they need" (seen reading the golden transcripts)."""

from __future__ import annotations

import pytest

from tests.fixtures.meetings import meet_here
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.level import LevelState

from .test_crawl import EVERY_EVENT, stack


@pytest.mark.parametrize(
    ("creature", "count", "said"),
    [
        ("vodyanoy", 1, "in sadness, Vodyanoy lets slip what it needs"),
        ("sirens", 1, "in sadness, Sirens let slip what they need"),
    ],
)
def test_sadness_lets_slip_what_it_needs_in_its_own_number(
    creature: str, count: int, said: str
) -> None:
    game = Game.new(1)
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=(6, 7, 8, 9, 10))
    game.execute(cmd.Delve())
    meet_here(game, creature, "Five of Cups", count=count)  # sadness (p. 100)
    events = game.execute(cmd.Approach(approach="ask"))
    rulings = [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 101"]
    assert said in rulings, rulings
