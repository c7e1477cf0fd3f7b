"""The City Phase through the engine (chapter 9, pp. 148–154, 162): the tax on the gold carried
out, the sale of the loot, and the upkeep each adventurer pays, with what it mends and buys.

The guild climbs out of seed 2's entrance room (see test_crawl) the moment it has gone in.
"""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import invariants, kit
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.rules import pack_space, upkeep
from worm.text import demo, narrate, repl

from .test_crawl import WALK, below, of, snapshot, stack

SUPPLIES = ("ration", "torch", "candle", "flint_and_tinder", "poultice", "oil")


def sheet(game: Game, who: str, **update: object) -> Adventurer:
    a = game.guild.adventurer(who).model_copy(update=update)
    game.guild = game.guild.with_adventurer(a)
    return a


def spend(game: Game, who: str, *items: str) -> None:
    """``who`` comes back having used up every one of ``items``."""
    a = game.guild.adventurer(who)
    for item in items:
        a, _ = kit.lose(a, item, 99)
    game.guild = game.guild.with_adventurer(a)


def surfaced(gold: tuple[int, int, int] = (0, 0, 0)) -> Game:
    """A guild back in the City, taxed, with ``gold`` in a1, a2, a3's purses at upkeep."""
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    for who, coins in zip(("a1", "a2", "a3"), gold, strict=True):
        sheet(game, who, gold=coins)
    assert game.phase == "city" and game.city is not None and game.city.step == 5
    return game


def golds(game: Game) -> tuple[int, ...]:
    return tuple(game.guild.adventurer(w).gold for w in ("a1", "a2", "a3"))


# --- step 1: death and taxes (p. 149) --------------------------------------------------------


def test_the_all_watch_takes_half_of_each_purse_as_in_the_example() -> None:
    """p. 171: 120 gold pays 60, 26 pays 13, 51 pays 25 — each with a ruling and an item."""
    game = below(WALK)
    for who, coins in zip(("a1", "a2", "a3"), (120, 26, 51), strict=True):
        sheet(game, who, gold=coins)
    events = game.execute(cmd.Take(way="out"))
    assert golds(game) == (60, 13, 26)
    taxed = [e for e in of(events, ev.Item) if e.cause == "tax, p. 149"]
    assert sorted(e.count for e in taxed) == [13, 25, 60]
    assert all(e.item == "gold" and e.change == "lost" for e in taxed)
    assert len([g for g in of(events, ev.Gm) if g.rule == "p. 149" and "tax" in g.why]) == 3


def test_the_loot_is_sold_after_the_tax_and_the_sale_is_not_taxed() -> None:
    """pp. 149, 162: art and valuables are not taxed; they fetch their worth at the Market,
    shared equally, the odd coins to the first in marching order."""
    game = below(WALK)
    sheet(game, "a1", gold=10)
    game.loot = ("brass_brooch", "silver_ring")  # 15 + 40 = 55
    events = game.execute(cmd.Take(way="out"))
    first = game.guild.in_marching_order()[0].id
    expected = {w: (5 if w == "a1" else 0) + (19 if w == first else 18) for w in ("a1", "a2", "a3")}
    assert dict(zip(("a1", "a2", "a3"), golds(game), strict=True)) == expected
    assert game.loot == () and game.city is not None and game.city.sold == 55
    items = of(events, ev.Item)
    tax = next(i for i, e in enumerate(items) if e.cause == "tax, p. 149")
    sales = [i for i, e in enumerate(items) if "Omphalic Market" in e.cause]
    assert len(sales) == 2 and tax < min(sales)
    assert "55 gold" in next(g.why for g in of(events, ev.Gm) if g.rule == "p. 162")


# --- step 5: upkeep (p. 154) -----------------------------------------------------------------


def test_destitute_costs_nothing_buys_nothing_and_leaves_one_stressed() -> None:
    game = surfaced()
    spend(game, "a1", "ration")
    events = game.execute(cmd.Upkeep(who="a1", tier="destitute"))
    a = game.guild.adventurer("a1")
    assert a.gold == 0 and a.conditions.stressed and kit.count(a, "ration") == 0
    assert not [e for e in of(events, ev.Item) if e.change == "gained"]
    assert [e.change for e in of(events, ev.Condition)] == ["Stressed"]


def test_impoverished_costs_25_and_refills_only_impoverished_supplies() -> None:
    game = surfaced(gold=(30, 0, 0))
    spend(game, "a1", *SUPPLIES)
    sheet(game, "a1", lore_bids=1)
    game.execute(cmd.Upkeep(who="a1", tier="impoverished"))
    a = game.guild.adventurer("a1")
    assert a.gold == 5
    assert {s: kit.count(a, s) for s in SUPPLIES} == {
        "ration": 4,
        "torch": 0,  # a torch is common gear (p. 163)
        "candle": 2,
        "flint_and_tinder": 1,
        "poultice": 1,
        "oil": 0,
    }
    assert a.lore_bids == 1 and not a.conditions.stressed  # no help and no harm


def test_common_costs_50_burns_charged_bonds_and_refills_lore() -> None:
    """p. 154: burn charged Bonds as in Camp recovery (p. 141), the GM's order; torches too."""
    game = surfaced(gold=(0, 60, 0))
    spend(game, "a2", "torch", "ration")
    a = game.guild.adventurer("a2")
    charged = tuple(b.model_copy(update={"charged": True}) for b in a.bonds)
    conditions = a.conditions.model_copy(update={"injured": True, "staggered": True})
    sheet(game, "a2", bonds=charged, conditions=conditions, resolve=2, lore_bids=0)
    events = game.execute(cmd.Upkeep(who="a2", tier="common"))
    a = game.guild.adventurer("a2")
    assert a.gold == 10
    assert not a.conditions.injured and not a.conditions.staggered
    assert a.resolve == 3  # two Bonds: Injured first, then 1 Resolve
    assert not any(b.charged for b in a.bonds)
    assert [e.change for e in of(events, ev.Bond)] == ["burn", "burn"]
    assert a.lore_bids == 4
    assert kit.count(a, "torch") == 2 and kit.count(a, "ration") == 4


def test_luxurious_costs_100_heals_everything_and_fills_resolve() -> None:
    game = surfaced(gold=(0, 0, 100))
    spend(game, "a3", *SUPPLIES)
    a = game.guild.adventurer("a3")
    hurt = a.conditions.model_copy(
        update={
            "stressed": True,
            "staggered": True,
            "injured": True,
            "wounded_talents": (a.talents[0].id,),
        }
    )
    sheet(game, "a3", conditions=hurt, resolve=0, lore_bids=2)
    game.execute(cmd.Upkeep(who="a3", tier="luxurious"))
    a = game.guild.adventurer("a3")
    c = a.conditions
    assert a.gold == 0
    assert not (c.stressed or c.staggered or c.injured or c.wounded_talents)
    assert a.resolve == 4 and a.lore_bids == 4
    assert kit.count(a, "torch") == 2 and kit.count(a, "ration") == 4


def test_oil_only_for_one_who_carries_a_lantern() -> None:
    game = surfaced(gold=(0, 100, 0))
    spend(game, "a2", "oil", "ration")
    assert kit.count(game.guild.adventurer("a2"), "lantern") == 1
    game.execute(cmd.Upkeep(who="a2", tier="luxurious"))
    assert kit.count(game.guild.adventurer("a2"), "oil") == 2


def test_the_refill_stops_when_the_pack_is_full() -> None:
    """p. 37: as many as they can carry, and no more; the purse keeps its room."""
    game = surfaced(gold=(0, 0, 100))
    spend(game, "a3", "ration")  # four rations out: four pack slots free
    a = game.guild.adventurer("a3")
    a, _ = kit.gain(a, "chalk", a.inventory.free("belt") - 1 + 2, game.pack)
    game.guild = game.guild.with_adventurer(a)
    free = a.inventory.free("pack") + a.inventory.free("belt")
    events = game.execute(cmd.Upkeep(who="a3", tier="impoverished"))
    a = game.guild.adventurer("a3")
    assert kit.count(a, "ration") == free - 1  # one slot left for the 75 gold
    assert a.inventory.free("pack") + a.inventory.free("belt") == 1
    assert any(g.rule == "p. 37" and "no room" in g.why for g in of(events, ev.Gm))


@pytest.mark.parametrize(
    "command",
    [
        cmd.Upkeep(who="a1", tier="common"),  # 49 gold is not 50
        cmd.Upkeep(who="a1", tier="palatial"),  # no such tier
    ],
    ids=["too-poor", "no-such-tier"],
)
def test_a_refused_upkeep_changes_nothing(command: cmd.Upkeep) -> None:
    game = surfaced(gold=(49, 0, 0))
    before = snapshot(game)
    with pytest.raises(IllegalCommand) as refusal:
        game.execute(command)
    assert snapshot(game) == before
    assert game.log.events[-1].type == "refused"
    if command.tier == "common":
        assert "costs 50 gold" in str(refusal.value) and "49" in str(refusal.value)


def test_upkeep_is_paid_once_and_only_in_the_city() -> None:
    game = surfaced(gold=(60, 0, 0))
    game.execute(cmd.Upkeep(who="a1", tier="impoverished"))
    with pytest.raises(IllegalCommand, match="already paid"):
        game.execute(cmd.Upkeep(who="a1", tier="destitute"))
    below_game = below(WALK)
    with pytest.raises(IllegalCommand, match="City Phase"):
        below_game.execute(cmd.Upkeep(who="a1", tier="destitute"))
    fresh = Game.new(WALK)  # a new game starts in the City, but no City Phase is under way
    with pytest.raises(IllegalCommand, match="City Phase"):
        fresh.execute(cmd.Upkeep(who="a1", tier="destitute"))


def test_delving_gives_who_named_no_tier_the_best_they_can_pay_for() -> None:
    """Policy (p. 154): the GM chooses for those who did not, and says so; then the restock
    (p. 160) and the way down."""
    game = surfaced(gold=(50, 30, 0))
    game.execute(cmd.Upkeep(who="a1", tier="impoverished"))
    events = game.execute(cmd.Delve())
    chose = [g.why for g in of(events, ev.Gm) if g.rule == "p. 154" and "names no upkeep" in g.why]
    assert len(chose) == 2
    assert "impoverished" in chose[0] + chose[1] and "destitute" in chose[0] + chose[1]
    assert golds(game) == (25, 5, 0)
    assert game.city is None and game.phase == "crawl"
    assert game.guild.adventurer("a3").conditions.stressed


def test_the_text_game_reads_upkeep_and_shows_the_city() -> None:
    game = surfaced(gold=(60, 0, 0))
    assert repl.parse(game, "upkeep a1 common") == cmd.Upkeep(who="a1", tier="common")
    with pytest.raises(IllegalCommand, match="upkeep WHO TIER"):
        repl.parse(game, "upkeep a1")
    shown = repl.parse(game, "city")
    assert isinstance(shown, str) and "60 gold" in shown and "luxurious (100 gold)" in shown
    assert "not in the City" in narrate.city_status(below(WALK))


# --- the autoplay guild ----------------------------------------------------------------------


def bot_upkeep(game: Game) -> dict[str, tuple[str, str | None]]:
    bot = Autoplay()
    sent = []
    while (command := bot.next(game)) is not None:
        if isinstance(command, cmd.CityAct):
            break  # the City Actions come after upkeep and the Market (test_city_actions)
        sent.append(command)
        game.execute(command)
    return {c.who: (c.tier, c.payer) for c in sent if isinstance(c, cmd.Upkeep)}


def test_the_bot_pools_the_guilds_gold_so_all_live_alike() -> None:
    """Policy (pp. 154, 172): 150 gold keeps all three in common lodging, a1 paying for two."""
    game = surfaced(gold=(100, 50, 0))
    assert bot_upkeep(game) == {
        "a1": ("common", None),
        "a2": ("common", None),
        "a3": ("common", "a1"),
    }
    assert golds(game) == (0, 0, 0)


def test_nobody_goes_destitute_when_the_guild_together_pays_impoverished_for_all() -> None:
    """None can pay 25 alone but a3; together the 75 gold keeps all three."""
    game = surfaced(gold=(20, 15, 40))
    tiers = bot_upkeep(game)
    assert {t for t, _ in tiers.values()} == {"impoverished"}
    assert tiers["a1"][1] == "a3" and tiers["a2"][1] == "a3"
    assert golds(game) == (0, 0, 0)
    assert invariants.purses(game) == []


def test_a_poor_guild_keeps_as_many_as_its_gold_can() -> None:
    """57 gold keeps two of three impoverished; the third, whose purse helps, lives destitute."""
    game = surfaced(gold=(19, 19, 19))
    tiers = bot_upkeep(game)
    assert sorted(t for t, _ in tiers.values()) == ["destitute", "impoverished", "impoverished"]


# --- paying for a guild-mate (p. 172) ----------------------------------------------------------


def test_a_guild_mate_makes_up_what_another_lacks() -> None:
    game = surfaced(gold=(60, 10, 0))
    events = game.execute(cmd.Upkeep(who="a2", tier="impoverished", payer="a1"))
    assert golds(game) == (45, 0, 0)
    assert game.city is not None and game.city.tier_of("a2") == "impoverished"
    assert game.city.tier_of("a1") is None
    helped = [g for g in of(events, ev.Gm) if g.rule == "p. 172"]
    assert len(helped) == 1 and "15 gold" in helped[0].why
    moved = [(e.who, e.change, e.count) for e in of(events, ev.Item) if e.item == "gold"]
    a1, a2 = (game.guild.adventurer(w).name for w in ("a1", "a2"))
    assert moved[:2] == [(a1, "lost", 15), (a2, "gained", 15)]


def test_paying_for_another_who_is_too_poor_together_is_refused_and_changes_nothing() -> None:
    game = surfaced(gold=(10, 10, 0))
    before = snapshot(game)
    mark = len(game.log.events)
    with pytest.raises(IllegalCommand) as refusal:
        game.execute(cmd.Upkeep(who="a2", tier="common", payer="a1"))
    assert snapshot(game) == before
    assert [e.type for e in game.log.events[mark:]] == ["refused"]
    words = str(refusal.value)
    assert "costs 50 gold" in words and "30 short" in words and "p. 154" in words


def test_the_text_game_reads_who_pays() -> None:
    game = surfaced(gold=(60, 0, 0))
    assert repl.parse(game, "upkeep a2 common by a1") == cmd.Upkeep(
        who="a2", tier="common", payer="a1"
    )
    with pytest.raises(IllegalCommand, match="by PAYER"):
        repl.parse(game, "upkeep a2 common a1")


def test_the_bots_campaign_goes_on_past_the_city() -> None:
    """The bot's guild comes back, pays for a refill and goes down again: every seed delves a
    second time, some a third, and some come back with money for better than destitute."""
    games = [demo.play(seed, 200) for seed in (2, 5, 14)]
    assert all(game.expeditions >= 2 for game in games)
    assert any(game.expeditions >= 3 for game in games)
    paid = [
        g
        for game in games
        for g in of(game.log.events, ev.Gm)
        if g.rule == "p. 154" and " lives " in g.why
    ]
    assert any("destitute" not in g.why for g in paid)
    assert all(len(of(game.log.events, ev.Watch)) == game.watches for game in games)
    assert upkeep.TIERS[0] == "destitute"


def test_a_guild_that_stumbles_out_of_the_dark_comes_to_the_city_too() -> None:
    """p. 95: We're doomed! ends the delve in the City, and its City Phase begins (p. 148)."""
    game = below(WALK, 6)
    (lantern,) = kit.lit(game.guild.adventurer("a2"))
    for a in game.guild.adventurers:  # every other light and the oil gone
        inventory = a.inventory
        for carried in a.inventory.things():
            item = game.pack.items[carried.item]
            if (item.light is not None or item.fuel_flickers is not None) and (
                carried.uid != lantern.uid
            ):
                inventory = pack_space.remove(inventory, carried.uid)
        game.guild = game.guild.with_adventurer(a.model_copy(update={"inventory": inventory}))
    sheet(game, "a1", gold=40)
    # the three limp back to the City (King: mostly unscathed); the captured, ransomed, lost
    # and retired would leave the guild (tests/unit/engine/test_were_doomed.py)
    stack(game, minor=("King of Cups", "King of Swords", "King of Wands"))
    game.execute(cmd.DropItem(who="a2", item="lantern"))
    assert game.phase == "city" and game.city is not None and game.city.step == 5
    assert game.guild.adventurer("a1").gold == 20
    assert invariants.purses(game) == []
