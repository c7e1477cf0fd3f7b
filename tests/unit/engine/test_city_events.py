"""Step 3 of the City Phase, City Events (pp. 150–153), with their restock (p. 160), and the
City's contract events (CONTRACTS §3: city, tax, upkeep, delve), through the engine.

The guild climbs out of seed 2's entrance room (see test_crawl) with the City Events card it
will draw stacked on the major deck.
"""

from __future__ import annotations

import json

import pytest

from worm import tarot
from worm.engine import city_events, invariants
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.state import GameState
from worm.text import demo, narrate, repl
from worm.ui import panels
from worm.ui.driver import Driver

from .test_city import golds, sheet, spend
from .test_crawl import WALK, below, of, stack


def out(card: int, *, gold: tuple[int, int, int] = (0, 0, 0), sign: str | None = None) -> Game:
    """The guild comes back up carrying ``gold`` (taxed by half) and draws ``card`` on the City
    Events table; ``sign`` is the minor card atop the discard, for XXI."""
    game = below(WALK)
    for who, coins in zip(("a1", "a2", "a3"), gold, strict=True):
        sheet(game, who, gold=coins)
    stack(game, major=[card])
    if sign is not None:
        on_discard(game, tarot.card_named(sign))
    game.execute(cmd.Take(way="out"))
    assert game.city is not None and game.city.event is not None
    return game


def on_discard(game: Game, card: tarot.Card) -> None:
    """``card`` on top of the minor discard pile (taken from wherever it lies)."""
    deck = game.decks.minor
    assert card not in deck.elsewhere
    draw = tuple(c for c in deck.draw_pile if c != card)
    discard = (card, *(c for c in deck.discard_pile if c != card))
    decks = game.decks.replace(tarot.Deck(deck.name, draw, discard, deck.elsewhere))
    tarot.check(decks)
    game.decks = decks


def read(game: Game) -> ev.CityEvent:
    (found,) = of(game.log.events, ev.CityEvent)[-1:]
    return found


# --- the contract events (CONTRACTS §3) -------------------------------------------------------


def test_the_city_phase_names_each_step_it_plays_in_order() -> None:
    """p. 148: steps 1, 2, 3 and 5 on the way up, with no contract to turn in (step 4); when
    the guild delves at once, the steps it skipped come first: step 6 passes with no City
    Action (no `city` event: none was taken), step 7 puts up the board, then step 8 restocks."""
    game = out(15)
    steps = [(e.step, e.name) for e in of(game.log.events, ev.CityStep)]
    assert steps == [(1, "taxes"), (2, "deeds"), (3, "events"), (5, "upkeep")]
    events = game.execute(cmd.Delve())
    assert [(e.step, e.name) for e in of(events, ev.CityStep)] == [(7, "plan"), (8, "restock")]


def test_tax_and_upkeep_events_carry_the_coins() -> None:
    """p. 149: 120 pays 60 and keeps 60; p. 154: the tier and what it cost."""
    game = below(WALK)
    sheet(game, "a1", gold=120)
    stack(game, major=[15])
    events = game.execute(cmd.Take(way="out"))
    name = game.guild.adventurer("a1").name
    (tax,) = [e for e in of(events, ev.Tax) if e.who == name]
    assert (tax.before, tax.paid, tax.after) == (120, 60, 60)
    paid = game.execute(cmd.Upkeep(who="a1", tier="common"))
    (upkeep,) = of(paid, ev.Upkeep)
    assert (upkeep.who, upkeep.tier, upkeep.cost) == (name, "common", 50)


def test_each_expedition_begins_with_a_delve_event() -> None:
    game = out(15)
    first = of(game.log.events, ev.Delve)
    game.execute(cmd.Delve())
    second = of(game.log.events, ev.Delve)
    assert [e.n for e in first] == [1] and [e.n for e in second] == [1, 2]
    assert second[-1].entrance.startswith("level 1")


# --- reading the table (pp. 150–153) ----------------------------------------------------------


def test_the_card_drawn_reads_its_row_and_marks_it() -> None:
    """p. 150: XV is a rumor; the row is marked once it has happened (p. 160)."""
    game = out(15)
    e = read(game)
    assert e.card.value == 15 and e.entry == "the_tomb_of_the_first_dead" and not e.quiet
    assert game.city is not None and game.city.rumors and "nymphs" in game.city.rumors[0]
    assert 15 in game.city_marked


def test_xxi_sends_the_gm_to_signs_and_portents_read_by_the_minor_discard() -> None:
    """pp. 150, 153: the Two atop the minor discard is the Blood-Red Star; XXI is not marked."""
    game = out(21, sign="Two of Cups")
    e = read(game)
    assert e.entry == "strange_days" and e.portent == "the_blood_red_star"
    assert game.city is not None and game.city.event is not None
    assert game.city.event.sign == 2
    assert 21 not in game.city_marked


def test_the_fool_atop_the_discard_reads_nothing_and_a_fresh_card_is_drawn() -> None:
    """p. 153 has no row for the Fool: the oracle draws again (p. 182)."""
    game = out(21, sign="The Fool")
    drawn = [d for d in of(game.log.events, ev.Draw) if d.purpose == "portent"]
    assert drawn and not drawn[-1].card.is_fool
    assert game.city is not None and game.city.event is not None
    assert game.city.event.sign == drawn[-1].card.value


def test_the_blood_red_star_sends_everyone_down_stressed_even_from_luxury() -> None:
    """p. 153: begin the next Crawl Stressed — though luxurious lodging heals (p. 154)."""
    game = out(21, gold=(200, 0, 0), sign="Two of Swords")
    game.execute(cmd.Upkeep(who="a1", tier="luxurious"))
    game.execute(cmd.Delve())
    assert all(a.conditions.stressed for a in game.guild.adventurers)


def test_the_coronation_halves_upkeep_and_the_price_reaches_the_purse() -> None:
    """p. 151, VIII: impoverished 15, common 25, luxurious 50."""
    game = out(8, gold=(100, 60, 0))  # 50 and 30 after the tax
    game.execute(cmd.Upkeep(who="a1", tier="luxurious"))
    assert golds(game)[0] == 0
    game.execute(cmd.Upkeep(who="a2", tier="common"))
    assert golds(game)[1] == 5
    assert [t.cost for t in city_events.tiers(game.pack, game.city)] == [0, 15, 25, 50]
    assert "luxurious (50 gold)" in narrate.city_status(game)


def test_the_gm_picks_the_best_tier_at_the_event_price() -> None:
    """p. 154 policy at the Coronation's prices: 25 gold now buys common."""
    game = out(8, gold=(50, 0, 0))
    game.execute(cmd.Delve())
    (paid,) = [e for e in of(game.log.events, ev.Upkeep) if e.who.startswith(name(game, "a1"))]
    assert (paid.tier, paid.cost) == ("common", 25)


def name(game: Game, who: str) -> str:
    return game.guild.adventurer(who).name


def test_famine_sells_rations_only_with_luxurious_upkeep() -> None:
    """p. 151, VI: a common upkeep refills torches but not rations; luxurious buys them."""
    game = out(6, gold=(100, 200, 0))
    spend(game, "a1", "ration", "torch")
    spend(game, "a2", "ration")
    events = game.execute(cmd.Upkeep(who="a1", tier="common"))
    assert kit_count(game, "a1", "ration") == 0 and kit_count(game, "a1", "torch") > 0
    assert any("famine" in g.why for g in of(events, ev.Gm))
    game.execute(cmd.Upkeep(who="a2", tier="luxurious"))
    assert kit_count(game, "a2", "ration") > 0


def kit_count(game: Game, who: str, item: str) -> int:
    return sum(c.count for c in game.guild.adventurer(who).inventory.things() if c.item == item)


def test_a_theft_takes_a_pack_item_from_the_last_in_marching_order() -> None:
    """p. 152, XVI: the orphan bumps the rear adventurer; the gear turns up on a stall."""
    game = below(WALK)
    rear = game.guild.in_marching_order()[-1]
    things = len(rear.inventory.things())
    stack(game, major=[16])
    events = game.execute(cmd.Take(way="out"))
    after = game.guild.adventurer(rear.id)
    assert len(after.inventory.things()) == things - 1
    (lost,) = [e for e in of(events, ev.Item) if e.cause == "stolen"]
    assert lost.who == rear.name
    assert game.city is not None and game.city.stolen == (lost.item,)


def test_a_challenge_is_answered_only_by_one_sure_of_their_swords() -> None:
    """p. 152, XVII: the highest Pentacles is mocked; policy: Swords 3+ answers with a Swords
    test (failure: Stressed), anyone less walks away."""
    for swords in (1, 4):
        game = below(WALK)
        for who in ("a1", "a2", "a3"):
            a = game.guild.adventurer(who)
            pent = 4 if who == "a2" else 1
            sheet(game, who, attributes=a.attributes.model_copy(update={"pentacles": pent}))
        a2 = game.guild.adventurer("a2")
        sheet(game, "a2", attributes=a2.attributes.model_copy(update={"swords": swords}))
        stack(game, major=[17])
        events = game.execute(cmd.Take(way="out"))
        assert read(game).target == a2.name
        tests = [f for f in of(events, ev.Fate) if f.task.startswith("City Event")]
        if swords == 1:
            assert not tests
            assert any("walks away" in g.why for g in of(events, ev.Gm))
        else:
            (test,) = tests
            assert test.who == a2.name and test.attribute == "swords"
            failed = test.outcome in ("failure", "great_failure")
            assert game.guild.adventurer("a2").conditions.stressed == failed


def test_the_inn_fire_tests_everyone_after_the_city_actions() -> None:
    """p. 152, XX: each tests Pentacles as the guild leaves; failing leaves the two bottom pack
    items behind and begins the Crawl Stressed."""
    game = out(20)
    assert not [f for f in of(game.log.events, ev.Fate) if f.task.startswith("City Event")]
    packs = {a.id: a.inventory.pack for a in game.guild.adventurers}
    events = game.execute(cmd.Delve())
    tests = [f for f in of(events, ev.Fate) if f.task.startswith("City Event")]
    assert sorted(t.who for t in tests) == sorted(a.name for a in game.guild.adventurers)
    assert {t.attribute for t in tests} == {"pentacles"}
    for t in tests:
        a = next(x for x in game.guild.adventurers if x.name == t.who)
        burned = [
            e for e in of(events, ev.Item) if e.who == a.name and e.cause == "left in the fire"
        ]
        if t.outcome in ("success", "great_success"):
            assert not burned
            continue
        assert a.conditions.stressed
        bottom = [c for c in packs[a.id] if c is not None][-2:]
        assert {e.item for e in burned} == {game.pack.items[c.item].name for c in bottom}


def test_happenings_record_the_city_actions_they_bar() -> None:
    """pp. 151, 153: St. Naos allows only Carousing, the Feast bars it, and the walking dead bar
    every City Action; the later slice of City Actions asks ``city_events.allowed``."""
    naos = out(7).city
    feast = out(9).city
    assert naos is not None and feast is not None
    assert city_events.allowed(naos, "carouse") and not city_events.allowed(naos, "beg")
    assert not city_events.allowed(feast, "carouse") and city_events.allowed(feast, "beg")
    dead = out(21, sign="King of Wands").city
    assert dead is not None and not city_events.allowed(dead, "carouse")
    assert "undead_plague" in dead.flags


# --- restocking (p. 160) ----------------------------------------------------------------------


def test_the_restock_writes_a_reserve_row_over_a_marked_one() -> None:
    game = out(16)
    assert 16 in game.city_marked
    events = game.execute(cmd.Delve())
    assert 16 not in game.city_marked and dict(game.city_rows)[16] == "a_cutpurse"
    assert any("A Cutpurse replaces A Theft" in g.why for g in of(events, ev.Gm))


def test_a_marked_row_drawn_again_before_a_restock_is_a_quiet_phase() -> None:
    game = below(WALK)
    game.city_marked = frozenset({15})
    stack(game, major=[15])
    game.execute(cmd.Take(way="out"))
    e = read(game)
    assert e.quiet and game.city is not None and not game.city.rumors


def test_with_the_reserve_spent_the_marked_row_stays() -> None:
    game = out(18)
    game.city_rows = ((18, "a_cutpurse"), (19, "a_brawl"))  # the travel reserve is spent
    game.city_marked = frozenset({18})
    game.execute(cmd.Delve())
    assert 18 in game.city_marked


# --- state, determinism, the front ends -------------------------------------------------------


def test_the_event_and_the_marks_survive_the_save_and_old_saves_load() -> None:
    game = out(8)
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.crawl.city == state.crawl.city and again.crawl.city_marked == frozenset({8})
    raw = json.loads(state.model_dump_json())
    for field in ("city_rows", "city_marked"):
        del raw["crawl"][field]
    for field in ("event", "prices", "rations_at", "banned", "only", "flags", "rumors", "stolen"):
        del raw["crawl"]["city"][field]
    old = GameState.model_validate(raw)
    assert old.crawl.city_marked == frozenset() and old.crawl.city is not None
    assert old.crawl.city.event is None


def test_the_same_seed_and_commands_give_the_same_city_events() -> None:
    def dump(game: Game) -> list[str]:
        return [e.model_dump_json() for e in game.log.events]

    one, two = out(21, gold=(80, 40, 10)), out(21, gold=(80, 40, 10))
    for game in (one, two):
        game.execute(cmd.Delve())
    assert dump(one) == dump(two)


def test_the_text_game_and_the_terminal_name_the_phases_event() -> None:
    game = out(8)
    shown = repl.parse(game, "city")
    assert isinstance(shown, str)
    assert "City Event (card 8): The Coronation of Maiden Wisdom" in shown
    assert "common 25" in shown
    assert "City Event: The Coronation of Maiden Wisdom" in str(panels.status(game))
    lines = [narrate.event(e) for e in game.log.events]
    assert "— City, step 3: City Events —" in lines
    assert any(line and line.startswith("City Event Justice [VIII]") for line in lines)


def test_the_terminal_log_reads_the_new_events() -> None:
    game = out(15, gold=(40, 0, 0))
    driver = Driver(game)
    texts = [m.text for m in driver.messages]
    assert "— City, step 1: Death and taxes —" in texts
    assert any("pays 20 of 40 gold in tax and keeps 20" in t for t in texts)
    assert any(t.startswith("City Event The Devil [XV]") for t in texts)
    assert "— Expedition 1 —" in texts


def test_the_terminal_city_line_names_the_event_and_its_prices() -> None:
    driver = Driver(out(8))
    driver.type("city")
    texts = [m.text for m in driver.messages]
    assert "City Event (card 8): The Coronation of Maiden Wisdom." in texts
    assert "Upkeep this phase: impoverished 15, common 25, luxurious 50." in [
        t.strip() for t in texts
    ]


def test_the_loot_sold_is_a_market_event() -> None:
    """p. 162: each piece sold at its worth, by the first in marching order."""
    game = below(WALK)
    game.loot = ("brass_brooch", "silver_ring")
    stack(game, major=[15])
    events = game.execute(cmd.Take(way="out"))
    sold = [(e.item, e.price, e.side) for e in of(events, ev.Market)]
    names = [game.pack.treasure[t].name for t in ("brass_brooch", "silver_ring")]
    assert sold == [(names[0], 15, "sold"), (names[1], 40, "sold")]


def test_reserve_rows_play_their_gold_and_their_test() -> None:
    """p. 160 policy rows: a found purse (+5 gold to the oracle's pick), a cutpurse (−10 from the
    rear, no lower than nothing), a brawl (a Swords test for the best fighter, no walking away)."""
    game = below(WALK)
    game.city_rows = ((1, "a_lost_purse"),)
    stack(game, major=[1])
    game.execute(cmd.Take(way="out"))
    target = read(game).target
    assert target is not None
    assert [a.gold for a in game.guild.adventurers if a.name == target] == [5]

    game = below(WALK)
    rear = game.guild.in_marching_order()[-1]
    sheet(game, rear.id, gold=30)  # 15 after the tax
    game.city_rows = ((16, "a_cutpurse"),)
    stack(game, major=[16])
    game.execute(cmd.Take(way="out"))
    assert game.guild.adventurer(rear.id).gold == 5

    game = below(WALK)
    for who, swords in (("a1", 1), ("a2", 1), ("a3", 2)):
        a = game.guild.adventurer(who)
        sheet(game, who, attributes=a.attributes.model_copy(update={"swords": swords}))
    game.city_rows = ((16, "a_brawl"),)
    stack(game, major=[16])
    events = game.execute(cmd.Take(way="out"))
    (test,) = [f for f in of(events, ev.Fate) if f.task.startswith("City Event")]
    assert test.who == game.guild.adventurer("a3").name and test.attribute == "swords"


def _city_phases(game: Game) -> list[ev.CityStep]:
    return [e for e in of(game.log.events, ev.CityStep) if e.step == 1]


def test_the_bots_campaign_draws_a_city_event_each_city_phase() -> None:
    """The autoplay guild plays step 3 as it comes (it is automatic): one City Event per City
    Phase, and the restock on each return below."""
    games = (demo.play(seed, 200) for seed in range(14, 40))
    game = next((g for g in games if len(_city_phases(g)) >= 2), None)
    assert game is not None, "no bot's campaign from seed 14 on came up to the City twice"
    phases = _city_phases(game)
    assert len(of(game.log.events, ev.CityEvent)) == len(phases)
    assert len([e for e in of(game.log.events, ev.CityStep) if e.step == 8]) >= 1


SIGNS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]
SIGNS += ["Page", "Knight", "Queen", "King"]


@pytest.mark.parametrize("card", range(1, 22))
def test_every_row_plays_through_the_city_and_down_again(card: int) -> None:
    """Each City Events row, read and lived through to the next delve, keeps every card, purse
    and the state whole, and is written into the log with its card."""
    game = out(card, gold=(90, 40, 10))
    assert read(game).card.value == card
    game.execute(cmd.Delve())
    assert game.phase == "crawl"
    assert invariants.state(game) == [] and invariants.cards(game) == []
    assert invariants.purses(game) == []


@pytest.mark.parametrize("value", range(1, 15))
def test_every_sign_and_portent_is_read_by_its_minor_value(value: int) -> None:
    game = out(21, gold=(90, 40, 10), sign=f"{SIGNS[value - 1]} of Wands")
    portent = game.pack.portents[read(game).portent or ""]
    assert portent.card == value
    game.execute(cmd.Delve())
    assert invariants.state(game) == [] and invariants.cards(game) == []
