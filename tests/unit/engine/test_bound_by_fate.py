"""Bound by fate lapses at the restock (p. 11; policy ``worm.gm.bound_by_fate``).

A failed pick of a door binds that approach to that door "until circumstances change"; the
Underworld moving on between two expeditions (p. 160) is such a change.
"""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import restocking
from worm.errors import IllegalCommand
from worm.rules import fate

from .test_crawl import WALK, below

DOOR = "door of brass"


def test_a_failed_approach_may_be_tried_again_after_the_restock() -> None:
    game = below(WALK)
    game.bindings = fate.bind(game.bindings, DOOR, "pick", fate.Outcome.FAILURE)
    with pytest.raises(IllegalCommand, match="bound by fate"):
        game.execute(cmd.TestFate(who="a1", attribute="pentacles", obstacle=DOOR, method="pick"))
    game.execute(cmd.Take(way="out"))
    seen = len(game.log.events)
    restocking.restock(game)  # step 8 of the City (p. 160)
    assert game.bindings == ()
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 11" for e in game.log.events[seen:])
    fate.refuse_if_bound(game.bindings, DOOR, "pick")  # no longer refused


def test_a_restock_with_nothing_bound_says_nothing_of_it() -> None:
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    seen = len(game.log.events)
    restocking.restock(game)
    assert not any(isinstance(e, ev.Gm) and e.rule == "p. 11" for e in game.log.events[seen:])
