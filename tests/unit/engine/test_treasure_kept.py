"""Keeping a treasure instead of selling it (p. 162): the loot sold on arrival can be taken
back from the Market, each share of it handed back; a kept piece goes below with the guild and
is sold in a later City, or after all in this one.

The guild climbs out of seed 2's entrance room (see test_crawl) the moment it has gone in.
"""

from __future__ import annotations

import json

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.state import GameState
from worm.rules import upkeep

from .test_city import golds, sheet
from .test_crawl import WALK, below, of, stack


def back_with(*loot: str) -> Game:
    """The guild in the City, penniless but for its share of ``loot`` sold on arrival."""
    game = below(WALK)
    for who in ("a1", "a2", "a3"):
        sheet(game, who, gold=0)
    game.loot = loot
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city" and game.city is not None
    return game


def down_quietly(game: Game) -> None:
    """Down again, the way in beside the point: its watch draws torches guttering (I, never
    restocked), not one of the fresh entries the restock wrote over those met, which fit the
    level and may ask a test on the threshold."""
    stack(game, major=[1])
    game.execute(cmd.Delve())
    assert game.pending is None, "precondition: the way back in asks no test"


def shares(total: int, game: Game) -> dict[str, int]:
    order = [a.id for a in game.guild.in_marching_order()]
    return dict(zip(order, upkeep.shares(total, 3), strict=True))


def test_a_piece_kept_is_handed_back_share_by_share_and_stays_with_the_loot() -> None:
    game = back_with("brass_brooch", "silver_ring")  # 15 + 40 = 55 sold on arrival
    assert golds(game) == tuple(shares(55, game)[w] for w in ("a1", "a2", "a3"))
    events = game.execute(cmd.KeepTreasure(treasure="silver ring"))
    assert game.loot == ("silver_ring",)
    assert golds(game) == tuple(shares(15, game)[w] for w in ("a1", "a2", "a3"))
    assert game.city is not None and game.city.sold == 15 and game.city.sales == ("brass_brooch",)
    assert any(g.rule == "p. 162" and "keeps" in g.why for g in of(events, ev.Gm))


def test_a_kept_piece_sold_after_all_pays_its_shares_again() -> None:
    game = back_with("brass_brooch", "silver_ring")
    game.execute(cmd.KeepTreasure(treasure="silver_ring"))
    events = game.execute(cmd.KeepTreasure(treasure="silver", keep=False))
    assert game.loot == () and game.city is not None and game.city.sold == 55
    assert golds(game) == tuple(shares(55, game)[w] for w in ("a1", "a2", "a3"))
    assert [(m.item, m.price) for m in of(events, ev.Market)] == [("silver signet ring", 40)]


def test_a_kept_piece_goes_below_and_is_sold_in_the_next_city_but_is_no_new_deed() -> None:
    game = back_with("silver_ring")
    game.execute(cmd.KeepTreasure(treasure="silver ring"))
    down_quietly(game)
    assert game.phase == "crawl" and game.loot == ("silver_ring",)
    game.choice = None  # straight back out
    for who in ("a1", "a2", "a3"):
        sheet(game, who, gold=0)
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city" and game.city is not None
    assert game.loot == () and game.city.sold == 40
    assert not any("silver signet ring" in f.text for f in game.city.feats)


def test_keeping_is_refused_once_a_share_is_spent_and_changes_nothing() -> None:
    game = back_with("silver_ring", "brass_brooch")
    first = game.guild.in_marching_order()[0].id
    sheet(game, first, gold=0)
    before = golds(game)
    with pytest.raises(IllegalCommand, match="hand back"):
        game.execute(cmd.KeepTreasure(treasure="silver ring"))
    assert golds(game) == before and game.loot == ()


def test_only_what_was_sold_here_can_be_kept_and_only_in_the_city() -> None:
    game = back_with("brass_brooch")
    with pytest.raises(IllegalCommand, match="brass brooch"):
        game.execute(cmd.KeepTreasure(treasure="golden idol"))
    with pytest.raises(IllegalCommand, match="no treasure"):
        game.execute(cmd.KeepTreasure(treasure="brooch", keep=False))
    down_quietly(game)
    with pytest.raises(IllegalCommand, match="in the City"):
        game.execute(cmd.KeepTreasure(treasure="brooch"))


def test_the_bot_keeps_nothing_it_sells_the_loot_whole() -> None:
    game = back_with("brass_brooch", "silver_ring")
    bot = Autoplay()
    sent = []
    for _ in range(60):
        command = bot.next(game)
        if command is None or game.phase != "city":
            break
        sent.append(command)
        game.execute(command)
    assert any(isinstance(c, cmd.Upkeep) for c in sent)
    assert not any(isinstance(c, cmd.KeepTreasure) for c in sent)
    assert game.loot == ()


def test_what_is_kept_and_what_was_sold_survive_a_save_and_old_saves_load() -> None:
    game = back_with("brass_brooch", "silver_ring")
    game.execute(cmd.KeepTreasure(treasure="silver ring"))
    wrecked = game.guild.adventurer("a1").model_copy(update={"wrecks": ("dagger",)})
    game.set_adventurer(wrecked)
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.crawl.kept == ("silver_ring",) and again.crawl.city == state.crawl.city
    assert again.guild.adventurer("a1").wrecks == ("dagger",)
    old = json.loads(state.model_dump_json())
    del old["crawl"]["kept"]
    del old["crawl"]["city"]["sales"]
    del old["crawl"]["city"]["sharers"]
    for a in old["guild"]["adventurers"]:
        del a["wrecks"]
    loaded = GameState.model_validate(old)
    assert loaded.crawl.kept == () and loaded.crawl.city is not None
    assert loaded.crawl.city.sales == () and loaded.guild.adventurer("a1").wrecks == ()


def test_a_piece_kept_is_an_underfolk_s_grave_good_and_an_orc_s_hoard() -> None:
    """p. 28 (policy ``worm.gm.arete``): keeping a gem or a work of art checks an underfolk's
    grave good; keeping one of great worth, an orc's hoard."""
    game = back_with("silver_ring")
    game.set_adventurer(game.guild.adventurer("a1").model_copy(update={"kith": "underfolk"}))
    events = game.execute(cmd.KeepTreasure(treasure="silver ring"))
    marks = [g.why for g in of(events, ev.Gm) if g.rule == "p. 28"]
    assert any("grave good" in m for m in marks)
    triggers = [t.id for t in game.pack.kiths["underfolk"].arete_triggers]
    assert game.guild.adventurer("a1").arete[triggers.index("grave_good")]
