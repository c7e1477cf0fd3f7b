"""Mending Destroyed gear and the GM's tier for things off the Market's lists (p. 163).

A Destroyed item leaves its slot, but its owner keeps the remains (``Adventurer.wrecks``);
in the City the upkeep tier that would buy it new makes it whole again, as the book's
Destroyed silver sword needs luxurious upkeep. A thing the lists lack is priced by the GM's
policy (``worm.gm.market.tier_for``).
"""

from __future__ import annotations

import io

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, wounds
from worm.engine.session import Game
from worm.gm import market as policy
from worm.model.inventory import Carried, Inventory
from worm.text import repl

from .test_city import sheet
from .test_crawl import of
from .test_market import at_market, refused, shopped


def destroyed(game: Game, item: str) -> None:
    """a1's ``item`` takes a blow that Destroys it outright (p. 12)."""
    a = game.guild.adventurer("a1")
    wounds.harm(game, a, kit.find(a, item)[0], destroy=True, cause="a test blow")


def test_destroyed_gear_leaves_its_slot_but_its_remains_are_kept() -> None:
    game = at_market("luxurious", 100, ("armor_iron", 0))
    destroyed(game, "armor_iron")
    a = game.guild.adventurer("a1")
    assert kit.count(a, "armor_iron") == 0 and a.wrecks == ("armor_iron",)


def test_a_destroyed_iron_armor_is_made_whole_by_luxurious_upkeep_only() -> None:
    """p. 163: the tier that buys it new mends it, Destroyed or Notched."""
    game = at_market("common", 100, ("armor_iron", 0))
    destroyed(game, "armor_iron")
    refused(game, cmd.Repair(who="a1", item="armor iron"), r"luxurious upkeep \(100 gold\)")
    game = at_market("luxurious", 100, ("armor_iron", 0))
    destroyed(game, "armor_iron")
    events = game.execute(cmd.Repair(who="a1", item="armor iron"))
    a = game.guild.adventurer("a1")
    assert kit.count(a, "armor_iron") == 1 and kit.find(a, "armor_iron")[0].notches == 0
    assert a.wrecks == ()
    assert [i.change for i in of(events, ev.Item)] == ["mended"]
    assert any(g.rule == "p. 163" and "whole again" in g.why for g in of(events, ev.Gm))


def test_remains_with_no_room_to_mend_into_are_refused() -> None:
    game = at_market("luxurious", 100, ("armor_iron", 0))
    destroyed(game, "armor_iron")
    uids = iter(range(100, 200))
    full = Inventory(
        hands=tuple(Carried(uid=next(uids), item="dagger") for _ in Inventory().hands),
        belt=tuple(Carried(uid=next(uids), item="dagger") for _ in Inventory().belt),
        pack=tuple(Carried(uid=next(uids), item="rope") for _ in Inventory().pack),
    )
    sheet(game, "a1", inventory=full)
    refused(game, cmd.Repair(who="a1", item="armor iron"), "no room")
    assert game.guild.adventurer("a1").wrecks == ("armor_iron",)


def test_the_bot_has_destroyed_armor_made_whole_when_its_tier_reaches() -> None:
    game = at_market("luxurious", 100, ("armor_iron", 0))
    destroyed(game, "armor_iron")
    sheet(game, "a2", gold=0)
    sheet(game, "a3", gold=0)
    sent = shopped(game)
    assert cmd.Repair(who="a1", item="armor_iron") in sent
    assert kit.count(game.guild.adventurer("a1"), "armor_iron") == 1


def test_the_gm_sets_an_everyday_thing_off_the_lists_at_common() -> None:
    """p. 163: the GM sets the tier of what the lists lack; a mask is everyday (policy)."""
    items = at_market("impoverished").pack.items
    assert items["mask"].market_row is None and policy.tier_for(items["mask"]) == "common"
    assert policy.tier_for(items["bomb_fire"]) is None
    assert policy.tier_for(items["rope"]) == items["rope"].tier
    game = at_market("impoverished", 100)
    refused(game, cmd.Buy(who="a1", item="mask"), r"common upkeep \(50 gold\)")
    game = at_market("common", 100)
    events = game.execute(cmd.Buy(who="a1", item="mask"))
    assert kit.count(game.guild.adventurer("a1"), "mask") == 1
    assert any(g.rule == "p. 163" and "GM counts it common" in g.why for g in of(events, ev.Gm))
    refused(game, cmd.Buy(who="a1", item="fire bomb"), "never sold")


def test_the_text_game_shows_the_remains_and_mends_them() -> None:
    game = at_market("luxurious", 100, ("armor_iron", 0))
    destroyed(game, "armor_iron")
    out = io.StringIO()
    repl.answer(game, "inventory a1", out)
    assert "Destroyed, kept to mend in the City (p. 163): iron armor" in out.getvalue()
    repl.answer(game, "market", out)
    assert "Mask" in out.getvalue() and "the GM sells as common gear" in out.getvalue()
    repl.answer(game, "repair a1 armor iron", out)
    assert kit.count(game.guild.adventurer("a1"), "armor_iron") == 1
    assert "Traceback" not in out.getvalue()
