"""Lockpicks (p. 167): a lock picked with a passed Pentacles test opens; a failed one snaps
one pick of the six a slot holds."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import (
    behind_room,
    below,
    door,
    give,
    locked_seed,
    of,
    stack,
    strip,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import explore, kit
from worm.engine.session import Game
from worm.model.inventory import Carried


@pytest.mark.parametrize(("card", "snapped"), [("Ace of Cups", 1), ("King of Cups", 0)])
def test_a_failed_pick_snaps_one_lockpick(card: str, snapped: int) -> None:
    game = below(locked_seed(), 6)
    edge, _ = door(game)
    strip(game, what="lockpicks")
    give(game, "a1", "lockpicks", 6)
    a1 = game.guild.adventurer("a1")
    sharp = a1.attributes.model_copy(
        update={"pentacles": 4}
    )  # a sure hand, even in dim light (p. 94)
    game.guild = game.guild.with_adventurer(a1.model_copy(update={"attributes": sharp}))
    stack(game, minor=[card])
    events = game.execute(cmd.PickLock(to=behind_room(), who="a1"))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    (test,) = of(events, ev.Fate)
    assert (test.outcome == "failure") == bool(snapped)
    assert kit.count(game.guild.adventurer("a1"), "lockpicks") == 6 - snapped
    broken = [e for e in of(events, ev.Item) if e.item == "Lockpicks"]
    assert [e.change for e in broken] == ["destroyed"] * snapped
    assert any("snaps" in g.why for g in of(events, ev.Gm)) == bool(snapped)
    assert (edge in game.state.unlocked) == (not snapped)


def _torch_in_hand(game: Game, who: str) -> None:
    """A lit torch in ``who``'s first hand, in place of whatever it held."""
    a = game.guild.adventurer(who)
    inv = a.inventory
    torch = Carried(uid=inv.next_uid(), item="torch", count=1, flickers=3, lit=True)
    other = inv.hands[1] if inv.hands[1] is not inv.hands[0] else None
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"inventory": inv.model_copy(update={"hands": (torch, other)})})
    )


@pytest.mark.parametrize("bearer_able", [True, False], ids=["held-close", "bearer-down"])
def test_a_guild_mate_holding_a_light_to_the_lock_lifts_dim_light_disfavor(
    bearer_able: bool,
) -> None:
    """p. 94: in dim light picking a lock suffers disfavor, unless a guild-mate holding a
    light brings it to bear (p. 182: a third brings a lit torch, and the test is plain).
    Policy (``worm.gm.illumination``): the first guild-mate able to act who holds a lit light
    brings it; one at Death's Door cannot."""
    game = below(locked_seed(), 6)
    strip(game)
    strip(game, what="lockpicks")
    give(game, "a1", "lockpicks", 6)
    _torch_in_hand(game, "a2")
    if not bearer_able:
        a2 = game.guild.adventurer("a2")
        down = a2.conditions.model_copy(update={"deaths_door": True})
        game.guild = game.guild.with_adventurer(a2.model_copy(update={"conditions": down}))
    game.lit_count = 1
    assert game.light_of("a1") == "dim", "the picker holds no light; a guild-mate's torch"
    stack(game, minor=["King of Cups"])
    events = game.execute(cmd.PickLock(to=behind_room(), who="a1"))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    (test,) = of(events, ev.Fate)
    dim = "dim light for fine work (p. 94)"
    assert (dim in test.disfavor_reasons) is not bearer_able
    assert test.favor == (0 if bearer_able else -3)
    held = [g for g in of(events, ev.Gm) if "holds the torch close" in g.why]
    assert [g.rule for g in held] == (["p. 94"] if bearer_able else [])


@pytest.mark.parametrize(("card", "snapped"), [("Ace of Cups", 1), ("King of Cups", 0)])
def test_a_failed_pick_of_a_trapped_chest_snaps_a_lockpick(card: str, snapped: int) -> None:
    """p. 167: every lock picked with lockpicks is a Pentacles test, and a failure snaps one
    pick, a chest's lock as much as a door's (the needle chest's careful picking)."""
    game = below(locked_seed(), 6)
    strip(game, what="lockpicks")
    give(game, "a1", "lockpicks", 6)
    (careful,) = [
        b
        for t in game.pack.traps.values()
        for b in t.bypasses
        if explore.picks(b) and b.approach is not None
    ]
    assert careful.approach == "pentacles"
    stack(game, minor=[card])
    mark = len(game.log.events)
    explore.perform(game, careful, "a2", key="chest")  # a2 borrows a1's picks
    game.follow_up()
    if game.pending is not None:
        game.execute(cmd.AcceptFate())
    events = game.log.since(mark)
    (test,) = of(events, ev.Fate)
    assert (test.attribute, test.outcome == "failure") == ("pentacles", bool(snapped))
    assert kit.count(game.guild.adventurer("a1"), "lockpicks") == 6 - snapped
    assert any("snaps" in g.why for g in of(events, ev.Gm)) == bool(snapped)
