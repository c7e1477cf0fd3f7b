"""Lockpicks (p. 167): a lock picked with a passed Pentacles test opens; a failed one snaps
one pick of the six a slot holds."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import LOCKED, below, door, give, of, stack, strip
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit


@pytest.mark.parametrize(("card", "snapped"), [("Ace of Cups", 1), ("King of Cups", 0)])
def test_a_failed_pick_snaps_one_lockpick(card: str, snapped: int) -> None:
    game = below(LOCKED, 6)
    edge, _ = door(game)
    strip(game, what="lockpicks")
    give(game, "a1", "lockpicks", 6)
    a1 = game.guild.adventurer("a1")
    sharp = a1.attributes.model_copy(
        update={"pentacles": 4}
    )  # a sure hand, even in dim light (p. 94)
    game.guild = game.guild.with_adventurer(a1.model_copy(update={"attributes": sharp}))
    stack(game, minor=[card])
    events = game.execute(cmd.PickLock(to="102", who="a1"))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    (test,) = of(events, ev.Fate)
    assert (test.outcome == "failure") == bool(snapped)
    assert kit.count(game.guild.adventurer("a1"), "lockpicks") == 6 - snapped
    broken = [e for e in of(events, ev.Item) if e.item == "Lockpicks"]
    assert [e.change for e in broken] == ["destroyed"] * snapped
    assert any("snaps" in g.why for g in of(events, ev.Gm)) == bool(snapped)
    assert (edge in game.state.unlocked) == (not snapped)
