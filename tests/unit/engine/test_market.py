"""The Omphalic Market item by item (pp. 154, 162–163, 37): gear bought with the upkeep tier
paid, gear handed back, Notched gear mended — each a ``market`` event or a clean refusal.

The guild climbs out of seed 2's entrance room the moment it has gone in (see test_city).
"""

from __future__ import annotations

import io

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import market as policy
from worm.model.inventory import Inventory
from worm.rules import market as rules
from worm.rules import pack_space
from worm.text import repl

from .test_city import golds, sheet, surfaced
from .test_crawl import WALK, below, of


def unpacked(game: Game, who: str, *items: tuple[str, int]) -> None:
    """``who`` carries only ``items`` (id, notches), with every other slot free."""
    inventory = Inventory()
    for n, (item, notches) in enumerate(items, start=1):
        carried = kit.Carried(uid=n, item=item, notches=notches)
        stowed = pack_space.stow_anywhere(inventory, carried, game.pack.items[item])
        assert stowed is not None
        inventory = stowed
    sheet(game, who, inventory=inventory)


def at_market(tier: str, gold: int = 200, *items: tuple[str, int]) -> Game:
    """a1 back in the City with ``items`` and ``gold``, having paid for ``tier`` upkeep."""
    game = surfaced(gold=(gold, 0, 0))
    unpacked(game, "a1", *items)
    game.execute(cmd.Upkeep(who="a1", tier=tier))
    unpacked(game, "a1", *items)  # the upkeep's refill aside: only what the test names
    return game


def refused(game: Game, command: cmd.Command, reason: str) -> None:
    """The Market says no, and the refusal is all the command leaves (p. 5)."""
    before, logged = game.snapshot(), list(game.log.events)
    with pytest.raises(IllegalCommand, match=reason):
        game.execute(command)
    assert game.snapshot() == before
    assert game.log.events[:-1] == logged and game.log.events[-1].type == "refused"


# --- buying (p. 154) -------------------------------------------------------------------------


def test_the_upkeep_tier_is_the_price_of_gear_of_that_tier_or_cheaper() -> None:
    """p. 154: common upkeep (50 gold, paid) takes a helm (common) and a bedroll
    (impoverished) for no more gold; each is a market event."""
    game = at_market("common", 200)
    assert golds(game)[0] == 150
    events = game.execute(cmd.Buy(who="a1", item="helm"))
    events += game.execute(cmd.Buy(who="a1", item="Bedroll"))
    bought = of(events, ev.Market)
    assert [(m.item, m.price, m.side) for m in bought] == [
        ("Helm", 0, "bought"),
        ("Bedroll", 0, "bought"),
    ]
    a = game.guild.adventurer("a1")
    assert kit.count(a, "helm") == 1 and kit.count(a, "bedroll") == 1
    assert a.gold == 150
    assert any(g.rule == "p. 154" for g in of(events, ev.Gm))


def test_a_stack_is_bought_by_the_number_and_shares_a_slot() -> None:
    """p. 170 / p. 37: twelve arrows to a slot."""
    game = at_market("impoverished")
    game.execute(cmd.Buy(who="a1", item="arrows", count=12))
    a = game.guild.adventurer("a1")
    assert kit.count(a, "arrows") == 12 and len(kit.find(a, "arrows")) == 1


def test_a_tier_too_cheap_for_the_gear_is_refused_with_the_gold_it_takes() -> None:
    """p. 154: a lantern is luxurious gear; common upkeep cannot take it."""
    game = at_market("common")
    refused(game, cmd.Buy(who="a1", item="lantern"), r"luxurious upkeep \(100 gold\)")


def test_the_destitute_buy_nothing() -> None:
    """p. 154: one who lives on the street cannot buy any gear."""
    game = at_market("destitute", 0)
    refused(game, cmd.Buy(who="a1", item="chalk"), r"impoverished upkeep \(25 gold\)")


def test_brewed_substances_are_not_for_sale() -> None:
    """Appendix B: bombs and potions are brewed, never on the Market's lists (p. 163)."""
    game = at_market("luxurious")
    refused(game, cmd.Buy(who="a1", item="fire bomb"), "not on the Market's lists")


def test_an_unknown_name_is_answered_with_the_nearest() -> None:
    game = at_market("common")
    game.execute(cmd.Buy(who="a1", item="bedrol"))  # the start of a name is enough
    assert kit.count(game.guild.adventurer("a1"), "bedroll") == 1
    refused(game, cmd.Buy(who="a1", item="rpoe"), "nearest: Rope")


def test_what_does_not_fit_is_not_bought() -> None:
    """p. 37: a full pack and belt take no more; a stack bought whole or not at all."""
    game = at_market("impoverished")
    a = game.guild.adventurer("a1")
    full, _ = kit.gain(a, "firewood", 25, game.pack)
    game.set_adventurer(full)
    refused(game, cmd.Buy(who="a1", item="rope"), "room for 0 of the 1 rope")
    game = at_market("impoverished")
    a, _ = kit.gain(game.guild.adventurer("a1"), "firewood", 24, game.pack)
    game.set_adventurer(a)
    refused(game, cmd.Buy(who="a1", item="bedroll"), "room for 0")  # two slots, one free


def test_the_market_serves_only_in_the_city_after_upkeep() -> None:
    """Policy (p. 154): gear is bought with a tier, so the tier comes first."""
    game = surfaced(gold=(60, 0, 0))
    refused(game, cmd.Buy(who="a1", item="rope"), "pay for an upkeep tier first")
    refused(below(WALK), cmd.Buy(who="a1", item="rope"), "City Phase")


# --- selling (policy, p. 154) ----------------------------------------------------------------


def test_gear_handed_back_frees_its_slot_and_fetches_no_coin() -> None:
    """Policy ``worm.gm.market``: gear has no price but the upkeep tier, so it sells for 0."""
    game = surfaced(gold=(60, 0, 0))  # selling needs no tier paid
    before = kit.count(game.guild.adventurer("a2"), "rope")
    events = game.execute(cmd.Sell(who="a2", item="rope"))
    [sale] = of(events, ev.Market)
    assert (sale.item, sale.price, sale.side) == ("Rope", policy.RESALE, "sold")
    assert kit.count(game.guild.adventurer("a2"), "rope") == before - 1
    assert golds(game) == (60, 0, 0)
    assert any("policy" in g.why for g in of(events, ev.Gm))


def test_one_of_a_stack_is_sold() -> None:
    game = at_market("impoverished", 100, ("arrows", 0))
    game.execute(cmd.Buy(who="a1", item="arrows", count=5))
    game.execute(cmd.Sell(who="a1", item="arrows"))
    assert kit.count(game.guild.adventurer("a1"), "arrows") == 5


def test_selling_what_is_not_carried_names_what_is() -> None:
    game = at_market("common", 100, ("dagger", 0))
    refused(game, cmd.Sell(who="a1", item="dager"), "carries no 'dager'; nearest: Dagger")


# --- repairs (p. 163) ------------------------------------------------------------------------


def test_a_notched_item_is_mended_under_the_tier_that_buys_it_new() -> None:
    """p. 163: a Notched dagger (impoverished weaponry) is mended by impoverished upkeep."""
    game = at_market("impoverished", 100, ("dagger", 1))
    events = game.execute(cmd.Repair(who="a1", item="dagger"))
    assert kit.find(game.guild.adventurer("a1"), "dagger")[0].notches == 0
    assert [i.change for i in of(events, ev.Item)] == ["mended"]
    assert golds(game)[0] == 75


def test_iron_armor_needs_luxurious_upkeep_to_mend() -> None:
    """p. 163, the silver sword's example: the tier to mend is the tier to buy."""
    game = at_market("common", 100, ("armor_iron", 1))
    refused(game, cmd.Repair(who="a1", item="armor iron"), r"luxurious upkeep \(100 gold\)")
    game = at_market("luxurious", 100, ("armor_iron", 1))
    game.execute(cmd.Repair(who="a1", item="armor iron"))
    assert kit.find(game.guild.adventurer("a1"), "armor_iron")[0].notches == 0


def test_nothing_to_mend_is_refused() -> None:
    game = at_market("luxurious", 100, ("dagger", 0), ("rope", 0))
    refused(game, cmd.Repair(who="a1", item="dagger"), "no Notch to mend")
    refused(game, cmd.Repair(who="a1", item="rope"), "takes no Notches")


def test_the_rules_know_what_is_sold_and_what_tier_buys_it() -> None:
    items, tiers = surfaced().pack.items, surfaced().pack.market.values()
    assert rules.sold(items["rope"]) and not rules.sold(items["bomb_fire"])
    assert rules.cheapest_for(items["lantern"], tiers).id == "luxurious"  # type: ignore[union-attr]
    assert rules.cheapest_for(items["chalk"], tiers).id == "impoverished"  # type: ignore[union-attr]
    assert rules.mendable(1, items["armor_iron"]) and not rules.mendable(2, items["armor_iron"])


# --- the text game ---------------------------------------------------------------------------


def test_the_text_game_reads_the_markets_words() -> None:
    game = at_market("common")
    assert repl.parse(game, "buy a1 flint and tinder") == cmd.Buy(who="a1", item="flint and tinder")
    assert repl.parse(game, "buy Gunhild arrows 12") == cmd.Buy(who="a1", item="arrows", count=12)
    assert repl.parse(game, "sell a1 rope") == cmd.Sell(who="a1", item="rope")
    assert repl.parse(game, "repair a1 armor iron") == cmd.Repair(who="a1", item="armor iron")
    shown = repl.parse(game, "market")
    assert isinstance(shown, str) and "Luxurious — luxurious upkeep, 100 gold" in shown
    assert "Lantern" in shown and "Fire bomb" not in shown
    city = repl.parse(game, "city")
    assert isinstance(city, str) and "'buy WHO ITEM [N]'" in city


@pytest.mark.parametrize(
    "line",
    ["buy", "buy a1", "sell nobody rope", "buy a1 rope 0", "buy a1 rope 99999999999", "repair"],
)
def test_the_markets_words_refuse_what_they_cannot_read(line: str) -> None:
    game = at_market("common")
    with pytest.raises(IllegalCommand):
        repl.parse(game, line)


def test_the_text_game_plays_a_purchase_and_names_the_nearest_item() -> None:
    game = at_market("common")
    out = io.StringIO()
    for line in ("buy a1 bedroll", "buy a1 bedrol1", "buy a1 lantern", "buy a1 ², 7", "sell"):
        assert repl.answer(game, line, out) is True
    text = out.getvalue()
    assert "Traceback" not in text
    assert "nearest: Bedroll" in text and "luxurious upkeep (100 gold)" in text
    assert kit.count(game.guild.adventurer("a1"), "bedroll") == 1


# --- the autoplay guild ----------------------------------------------------------------------


def shopped(game: Game) -> list[cmd.Command]:
    bot, sent = Autoplay(), []
    while (command := bot.next(game)) is not None:
        if isinstance(command, cmd.CityAct):
            break  # the City Actions come after the Market (test_city_actions)
        sent.append(command)
        game.execute(command)
    return sent


def test_the_bot_mends_its_armor_and_buys_bedding_and_arrows() -> None:
    """With luxurious upkeep paid, a1 has a Notched iron armor mended (p. 163), and buys a
    tent for want of a bedroll (p. 140) and a quiver for the bow (p. 170)."""
    game = at_market("luxurious", 100, ("armor_iron", 1), ("bow", 0))
    sheet(game, "a2", gold=0)
    sheet(game, "a3", gold=0)
    sent = shopped(game)
    assert cmd.Repair(who="a1", item="armor_iron") in sent
    assert cmd.Buy(who="a1", item="tent") in sent
    assert cmd.Buy(who="a1", item="arrows", count=12) in sent
    a = game.guild.adventurer("a1")
    assert kit.find(a, "armor_iron")[0].notches == 0
    assert kit.count(a, "arrows") == 12 and kit.count(a, "tent") == 1
    assert kit.count(a, "ration") >= 4
    assert a.gold == 0  # luxurious upkeep took 100; the gear cost nothing more


def test_the_bot_buys_only_what_its_tier_allows() -> None:
    """Impoverished upkeep buys a bedroll, never a tent; an iron armor is left Notched."""
    game = at_market("impoverished", 25, ("armor_iron", 1))
    sheet(game, "a2", gold=0)
    sheet(game, "a3", gold=0)
    sent = shopped(game)
    assert cmd.Buy(who="a1", item="bedroll") in sent
    assert not any(isinstance(c, cmd.Repair) for c in sent)
    assert kit.find(game.guild.adventurer("a1"), "armor_iron")[0].notches == 1
