"""The districts' special City Actions of Appendix D played as data (``districts.toml``
``special``) beyond the Hospital, the Madrasa and the bells: goods bought and used where the book
says, memberships, the Centrum Bank's loan, tests of fate bought with gold, a duel, a wedding,
reagents sold, and the actions the book gives only colour — each with the book's numbers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import district_actions, kit, loans, wounds
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import district_actions as policy
from worm.model.adventurer import ActiveEffect
from worm.model.aftermath import Aftermath
from worm.model.inventory import Carried
from worm.rules import blackjack, pack_space

from .test_city import golds, sheet
from .test_city_actions import bot_actions, city, refused
from .test_crawl import WALK, below, of, stack
from .test_district_actions import having
from .test_market import at_market


def destitute(game: Game, *who: str) -> None:
    """``who`` paid a common upkeep instead of a destitute one."""
    assert game.city is not None
    game.city = replace(
        game.city,
        upkeep=tuple((w, "common" if w not in who else t) for w, t in game.city.upkeep),
    )


def test_fate_honey_is_free_by_the_jar_and_gives_back_a_lore_bid_in_the_crawl() -> None:
    game = having(city(), "shrine_of_the_fig_of_fate")
    game.execute(cmd.CityAct(who="a1", action="fate_honey", amount=2))
    assert kit.count(game.guild.adventurer("a1"), "fate_honey") == 2
    refused(game, cmd.CityAct(who="a1", action="fate_honey"), "already taken")
    crawl = below(WALK)
    a, _ = kit.gain(crawl.guild.adventurer("a1"), "fate_honey", 1, crawl.pack)
    sheet(crawl, "a1", inventory=a.inventory, lore_bids=2)
    crawl.execute(cmd.UseItem(who="a1", item="fate honey"))
    after = crawl.guild.adventurer("a1")
    assert after.lore_bids == 3 and kit.count(after, "fate_honey") == 0
    a, _ = kit.gain(after, "fate_honey", 1, crawl.pack)
    sheet(crawl, "a1", inventory=a.inventory, lore_bids=4)
    with_refusal = crawl.snapshot()
    with pytest.raises(IllegalCommand, match="every lore bid"):
        crawl.execute(cmd.UseItem(who="a1", item="fate honey"))
    assert crawl.snapshot() == with_refusal


def test_an_amulet_at_10_gold_lifts_disfavor_once_and_shatters() -> None:
    game = having(city(gold=(25, 0, 0)), "newt_row")
    refused(game, cmd.CityAct(who="a1", action="amulets", amount=3), "cost 30 gold")
    game.execute(cmd.CityAct(who="a1", action="amulets", amount=2))
    assert golds(game)[0] == 5
    crawl = below(WALK)
    a, _ = kit.gain(crawl.guild.adventurer("a1"), "amulet", 1, crawl.pack)
    blind = (ActiveEffect(id="blind", until="recover"),)
    sheet(crawl, "a1", inventory=a.inventory, effects=blind)
    (test,) = of(a1_tests(crawl), ev.Fate)
    assert test.favor == 0 and not test.disfavor_reasons
    assert kit.count(crawl.guild.adventurer("a1"), "amulet") == 0
    (test,) = of(a1_tests(crawl), ev.Fate)
    assert test.favor == -3  # no amulet left: the disfavor stands


def a1_tests(game: Game) -> list[ev.Event]:
    """a1 tests Cups, the test let stand if it falls short."""
    events = list(game.execute(cmd.TestFate(who="a1", attribute="cups")))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    return events


def test_scraps_are_only_for_the_destitute_and_are_eaten_when_rations_run_out() -> None:
    game = having(city(), "perfume_district")
    game.execute(cmd.CityAct(who="a1", action="beg_scraps", amount=3))
    assert kit.count(game.guild.adventurer("a1"), "scraps") == 3
    destitute(game, "a1")
    refused(game, cmd.CityAct(who="a2", action="beg_scraps"), "only for the destitute")
    crawl = below(WALK)
    a, _ = kit.lose(crawl.guild.adventurer("a1"), "ration", 99)
    a, _ = kit.gain(a, "scraps", 1, crawl.pack)
    sheet(crawl, "a1", inventory=a.inventory)

    wounds.eat(crawl, crawl.guild.adventurer("a1"), 1, cause="a meal")
    after = crawl.guild.adventurer("a1")
    assert kit.count(after, "scraps") == 0 and not after.conditions.stressed


def test_fireworks_cost_25_gold_a_rocket_and_blind_a_foe() -> None:
    game = having(city(gold=(60, 0, 0)), "lampwrights_street")
    refused(game, cmd.CityAct(who="a1", action="fireworks", amount=3), "cost 75 gold")
    game.execute(cmd.CityAct(who="a1", action="fireworks", amount=2))
    assert golds(game)[0] == 10 and kit.count(game.guild.adventurer("a1"), "firework") == 2
    use = game.pack.items["firework"].use
    assert use is not None and use.target == "foe" and "blind" in use.effects


def test_a_puppet_costs_10_gold() -> None:
    game = having(city(gold=(10, 0, 0)), "prestidigitators_theater")
    game.execute(cmd.CityAct(who="a1", action="puppet"))
    assert golds(game)[0] == 0 and kit.count(game.guild.adventurer("a1"), "puppet") == 1


def test_joining_a_company_costs_100_gold_once_and_the_court_of_wands_gives_a_staff() -> None:
    game = having(city(gold=(100, 99, 0)), "court_of_wands", "brothel_of_battle")
    refused(game, cmd.CityAct(who="a2", action="join_court_of_wands"), "costs 100 gold")
    game.execute(cmd.CityAct(who="a1", action="join_court_of_wands"))
    a1 = game.guild.adventurer("a1")
    assert a1.memberships == ("join_court_of_wands",) and a1.gold == 0
    assert kit.count(a1, "wand_of_archwood") == 1
    assert game.city is not None
    game.city = replace(game.city, acted=())
    sheet(game, "a1", gold=100)
    refused(game, cmd.CityAct(who="a1", action="join_court_of_wands"), "already joined")
    sheet(game, "a2", gold=100)
    game.execute(cmd.CityAct(who="a2", action="join_swordwhores"))
    assert game.guild.adventurer("a2").memberships == ("join_swordwhores",)


def test_a_loan_is_owed_with_30_percent_and_repaid_as_the_guild_comes_back() -> None:
    game = having(city(), "centrum_bank")
    refused(game, cmd.CityAct(who="a1", action="loan"), "borrow how much")
    refused(game, cmd.CityAct(who="a1", action="loan", amount=policy.LOAN_MOST + 1), "lends")
    events = game.execute(cmd.CityAct(who="a1", action="loan", amount=100))
    a1 = game.guild.adventurer("a1")
    assert (a1.gold, a1.debt) == (100, 130)
    assert any(g.rule == "p. 319" for g in of(events, ev.Gm))
    assert game.city is not None
    game.city = replace(game.city, acted=())
    refused(game, cmd.CityAct(who="a1", action="loan", amount=10), "one loan at a time")
    assert loans.owed(100) == 130 and loans.owed(10) == 13 and loans.owed(1) == 2
    sheet(game, "a1", gold=50, bank=30)
    loans.collect(game)
    a1 = game.guild.adventurer("a1")
    assert (a1.gold, a1.bank, a1.debt) == (0, 0, loans.owed(50))  # 50 late: 65 owed now
    sheet(game, "a1", gold=100)
    loans.collect(game)
    assert (game.guild.adventurer("a1").gold, game.guild.adventurer("a1").debt) == (35, 0)


def test_spreading_a_rumour_is_a_test_of_fate_bought_with_gold() -> None:
    game = having(city(gold=(100, 100, 0)), "bellringers_district")
    refused(game, cmd.CityAct(who="a1", action="spread_rumors", amount=40), "which rumour")
    stack(game, minor=["Ten of Swords"])  # 10 + 4 (80 gold) = 14: believed
    game.execute(cmd.CityAct(who="a1", action="spread_rumors", amount=80, what="the bank is broke"))
    assert game.city is not None and game.city.rumors[-1] == "the bank is broke"
    assert golds(game)[0] == 20
    stack(game, minor=["Ten of Swords"])  # 10 + 3 (60 gold) = 13: nobody believes it
    game.execute(cmd.CityAct(who="a2", action="spread_rumors", amount=60, what="a dragon"))
    assert "a dragon" not in game.city.rumors
    assert policy.bought(19) == 0 and policy.bought(100) == 5 and policy.bought(500) == 5


def test_loosened_lips_answer_on_a_success() -> None:
    game = having(city(gold=(100, 0, 0)), "vinegar_district")
    stack(game, minor=["Nine of Cups"])  # 9 + 5 (100 gold) = 14
    events = game.execute(cmd.CityAct(who="a1", action="loosen_lips", amount=100))
    assert golds(game)[0] == 0
    assert any(g.rule == "p. 299" for g in of(events, ev.Gm))


def test_a_duel_is_a_swords_test_and_a_win_takes_the_losers_sword() -> None:
    game = having(city(), "iron_street")
    before = kit.count(game.guild.adventurer("a1"), "blade")
    stack(game, minor=["King of Swords"])
    game.execute(cmd.CityAct(who="a1", action="duel"))
    assert kit.count(game.guild.adventurer("a1"), "blade") == before + 1
    before = kit.count(game.guild.adventurer("a2"), "blade")
    stack(game, minor=["Two of Cups"])
    game.execute(cmd.CityAct(who="a2", action="duel"))
    assert kit.count(game.guild.adventurer("a2"), "blade") == before


def test_a_marriage_feast_spends_all_brought_back_for_2_xp() -> None:
    game = having(city(gold=(80, 0, 0), brought=60), "rouge_road")
    refused(game, cmd.CityAct(who="a2", action="marriage_feast"), "no gold")
    xp = game.guild.adventurer("a1").xp
    game.execute(cmd.CityAct(who="a1", action="marriage_feast", what="Mira"))
    assert golds(game)[0] == 20 and game.guild.adventurer("a1").xp == xp + 2


def test_reagents_sell_at_5_gold_a_hit_die() -> None:
    game = having(city(), "alchemists_hall")
    refused(game, cmd.CityAct(who="a1", action="sell_reagents"), "no reagent")
    a = game.guild.adventurer("a1")
    creature = next(iter(game.pack.monsters))
    carried = Carried(uid=a.inventory.next_uid(), item="reagent", count=1, of=creature)
    stowed = pack_space.stow_anywhere(a.inventory, carried, game.pack.items["reagent"])
    assert stowed is not None
    sheet(game, "a1", inventory=stowed)

    price = district_actions.worth(game, creature)
    assert price > 0 and price % 5 == 0
    game.execute(cmd.CityAct(who="a1", action="sell_reagents"))
    assert golds(game)[0] == price and kit.count(game.guild.adventurer("a1"), "reagent") == 0


def test_a_makeover_costs_10_gold_and_rewrites_the_appearance() -> None:
    game = having(city(gold=(10, 0, 0)), "thermae")
    refused(game, cmd.CityAct(who="a1", action="makeover"), "into what")
    game.execute(cmd.CityAct(who="a1", action="makeover", what="bald, with gilded brows"))
    assert game.guild.adventurer("a1").appearance == "bald, with gilded brows"
    assert golds(game)[0] == 0


def test_a_letter_costs_10_gold_and_colour_actions_cost_what_the_book_says() -> None:
    game = having(city(gold=(10, 50, 0)), "little_birds_district", "stone", "grey_docks")
    refused(game, cmd.CityAct(who="a1", action="send_letter"), "to whom")
    game.execute(cmd.CityAct(who="a1", action="send_letter", what="my mother"))
    game.execute(cmd.CityAct(who="a2", action="gargoyle", what="a bust of our rival"))
    game.execute(cmd.CityAct(who="a3", action="tattoo"))
    assert golds(game) == (0, 0, 0)


def test_the_bot_takes_free_fate_honey_where_the_city_has_the_shrine_unless_poor() -> None:
    game = having(city(gold=(10, 9, 0)), "shrine_of_the_fig_of_fate")
    done = bot_actions(game)
    assert done["a1"].action == "fate_honey" and done["a1"].amount == 2
    assert kit.count(game.guild.adventurer("a1"), "fate_honey") == 2
    assert done["a2"].action == "beg" and done["a3"].action == "beg"


def test_the_bot_eats_its_fate_honey_when_no_lore_bid_is_left() -> None:

    crawl = below(WALK)
    a, _ = kit.gain(crawl.guild.adventurer("a1"), "fate_honey", 1, crawl.pack)
    sheet(crawl, "a1", inventory=a.inventory, lore_bids=0)
    bot = Autoplay()
    for _ in range(6):
        command = bot.next(crawl)
        assert command is not None
        crawl.execute(command)
        if isinstance(command, cmd.UseItem) and command.item == "fate_honey":
            break
    assert crawl.guild.adventurer("a1").lore_bids == 1


def test_a_swordwhore_buys_iron_and_steel_armor_with_an_impoverished_upkeep() -> None:
    game = at_market("impoverished")
    with pytest.raises(IllegalCommand, match="cannot buy luxurious"):
        game.execute(cmd.Buy(who="a1", item="armor_iron"))
    sheet(game, "a1", memberships=("join_swordwhores",))
    game.execute(cmd.Buy(who="a1", item="armor_iron"))
    assert kit.count(game.guild.adventurer("a1"), "armor_iron") == 1
    with pytest.raises(IllegalCommand, match="cannot buy luxurious"):
        game.execute(cmd.Buy(who="a1", item="spyglass"))  # armor only


def test_fight_is_blackjack_against_the_gm_with_the_books_stakes() -> None:
    assert blackjack.bust_wounds(25, 2) == 2 and blackjack.bust_wounds(22, 3) == 1
    assert blackjack.winnings(100) == 25
    game = having(city(gold=(100, 100, 100)), "court_of_swords")
    refused(game, cmd.CityAct(who="a1", action="fight"), "bet how much")
    stack(game, minor=["Ten of Swords", "Nine of Cups", "Ten of Cups", "Seven of Wands"])
    game.execute(cmd.CityAct(who="a1", action="fight", amount=100))  # 19 against 17
    assert golds(game)[0] == 125
    stack(game, minor=["Ten of Swords", "Seven of Cups", "Ten of Cups", "Nine of Wands"])
    game.execute(cmd.CityAct(who="a2", action="fight", amount=40))  # 17 against 19
    loser = game.guild.adventurer("a2")
    assert loser.gold == 60 and loser.conditions.stressed
    swords = game.guild.adventurer("a3").attributes.swords
    stack(game, minor=["Ten of Swords", "Six of Cups", "King of Cups"])  # 26: five over
    events = game.execute(cmd.CityAct(who="a3", action="fight", amount=10))
    assert len(of(events, ev.Wound)) + any(
        c.change == "dead" for c in of(events, ev.Condition)
    ) == blackjack.bust_wounds(26, swords)
    assert golds(game)[2] == 90


def test_the_pit_swaps_two_attributes() -> None:
    game = having(city(), "starfall_pit")
    a = game.guild.adventurer("a1")
    distinct = a.attributes.model_copy(update={"swords": 1, "pentacles": 2, "cups": 3, "wands": 4})
    sheet(game, "a1", attributes=distinct)
    game.execute(cmd.CityAct(who="a1", action="visit_pit"))
    after = game.guild.adventurer("a1").attributes
    now = (after.swords, after.pentacles, after.cups, after.wands)
    assert sorted(now) == [1, 2, 3, 4]
    assert sum(1 for was, is_ in zip((1, 2, 3, 4), now, strict=True) if was != is_) == 2


def test_sealing_away_takes_the_thing_named_for_good() -> None:
    game = having(city(), "temple_militant")
    refused(game, cmd.CityAct(who="a1", action="seal_away"), "seal away what")
    refused(game, cmd.CityAct(who="a1", action="seal_away", what="dragon egg"), "carries no")
    a = game.guild.adventurer("a1")
    thing = next(iter(a.inventory.things()))
    had = kit.count(a, thing.item)
    game.execute(cmd.CityAct(who="a1", action="seal_away", what=thing.item))
    assert kit.count(game.guild.adventurer("a1"), thing.item) == had - thing.count


def test_reagents_are_harvested_at_25_gold_each_for_alchemy() -> None:
    game = having(city(gold=(60, 0, 0)), "hugo_underhills_menagerie")
    refused(game, cmd.CityAct(who="a1", action="harvest_reagents", amount=3), "cost 75")
    refused(game, cmd.CityAct(who="a1", action="harvest_reagents", what="unicorn"), "keeps no")
    beast = sorted(game.pack.monsters)[0]
    game.execute(cmd.CityAct(who="a1", action="harvest_reagents", amount=2, what=beast))
    held = [c for c in game.guild.adventurer("a1").inventory.things() if c.item == "reagent"]
    assert [c.of for c in held] == [beast, beast] and golds(game)[0] == 10


def test_a_grave_visit_costs_100_gold_and_lifts_a_curse_once_a_funeral_was_held() -> None:
    game = having(city(gold=(100, 0, 0)), "silent_quarter")
    curse = (ActiveEffect(id="curse", until="never"),)
    sheet(game, "a1", effects=curse)
    refused(game, cmd.CityAct(who="a1", action="visit_grave"), "no guild-mate has had a Funeral")
    dead = game.guild.adventurer("a3")
    sheet(game, "a3", conditions=dead.conditions.model_copy(update={"dead": True}), buried=True)
    refused(game, cmd.CityAct(who="a2", action="visit_grave"), "costs 100 gold")
    game.execute(cmd.CityAct(who="a1", action="visit_grave"))
    a1 = game.guild.adventurer("a1")
    assert not a1.has_effect("curse") and a1.gold == 0


def test_a_funeral_marks_the_dead_as_buried() -> None:
    game = city(gold=(100, 0, 0))
    dead = game.guild.adventurer("a3")
    sheet(game, "a3", conditions=dead.conditions.model_copy(update={"dead": True}), xp=1)
    game.execute(cmd.CityAct(who="a1", action="funeral", what="a3", amount=1))
    assert game.guild.adventurer("a3").buried


def test_adopting_a_ward_notes_it_on_the_sheet_and_colour_actions_are_told() -> None:
    game = having(city(gold=(0, 25, 0)), "orphanarium", "broken_smiles_district", "plaza_numina")
    game.execute(cmd.CityAct(who="a1", action="adopt"))
    assert game.guild.adventurer("a1").memberships == ("adopt",)
    events = game.execute(cmd.CityAct(who="a2", action="play", what="Mira, on marriage"))
    assert golds(game)[1] == 0 and "Mira, on marriage" in of(events, ev.Narration)[-1].text
    game.execute(cmd.CityAct(who="a3", action="huff_fumes"))
    assert game.city is not None and len(game.city.acted) == 3


def test_the_kings_murmur_a_rumour_in_the_mortuary() -> None:
    game = having(city(), "mortuary_of_the_god_kings")
    game.execute(cmd.CityAct(who="a1", action="pale_prophecies"))
    assert game.city is not None and game.city.rumors


def test_exotic_drugs_cost_35_and_5_gold_a_dose_and_a_dose_taken_afflicts() -> None:
    game = having(city(gold=(40, 10, 0)), "lotus_eaters_district")
    refused(game, cmd.CityAct(who="a2", action="black_honey"), "cost 35 gold")
    game.execute(cmd.CityAct(who="a1", action="black_honey"))
    game.execute(cmd.CityAct(who="a2", action="ghost_lotus", amount=2))
    assert golds(game)[:2] == (5, 0)
    game.execute(cmd.UseItem(who="a2", item="dose_ghost_lotus"))
    a2 = game.guild.adventurer("a2")
    assert [s.id for s in a2.afflictions] == ["ghost_lotus"]
    assert kit.count(a2, "dose_ghost_lotus") == 1


def test_an_animal_companion_costs_100_gold_and_knows_one_command() -> None:
    game = having(city(gold=(100, 100, 0)), "hippodrome_of_amet")
    refused(game, cmd.CityAct(who="a1", action="animal_companion", what="griffin"), "which animal")
    refused(
        game,
        cmd.CityAct(who="a1", action="animal_companion", what="monkey", option="fly"),
        "no command",
    )
    game.execute(cmd.CityAct(who="a1", action="animal_companion", what="vicious_dog"))
    (dog,) = [c for c in game.guild.companions if c.owner == "a1"]
    assert dog.kind == "vicious_dog" and dog.commands == ("sic_em",)
    assert golds(game)[0] == 0


def test_a_copied_text_costs_100_gold_a_cards_value() -> None:
    game = having(city(gold=(1400, 300, 0)), "old_queens_library")
    stack(game, minor=["Three of Cups"])
    game.execute(cmd.CityAct(who="a1", action="copy_texts"))
    assert golds(game)[0] in (1100, 1400)  # 300 paid, or no text left to copy
    stack(game, minor=["King of Cups"])
    events = game.execute(cmd.CityAct(who="a2", action="copy_texts"))
    assert golds(game)[1] == 300 and "ask 1400 gold" in of(events, ev.Narration)[-1].text


def test_exchanging_gifts_is_a_cups_test_for_an_antique_or_a_trinket() -> None:
    game = having(city(), "temple_of_gods_wives")
    refused(game, cmd.CityAct(who="a1", action="exchange_gifts"), "give what")
    thing = next(iter(game.guild.adventurer("a1").inventory.things()))
    loot = len(game.loot)
    stack(game, minor=["King of Swords"])
    game.execute(cmd.CityAct(who="a1", action="exchange_gifts", what=thing.item))
    assert len(game.loot) == loot + 1
    thing = next(iter(game.guild.adventurer("a2").inventory.things()))
    stack(game, minor=["Two of Swords"])
    game.execute(cmd.CityAct(who="a2", action="exchange_gifts", what=thing.item))
    assert kit.count(game.guild.adventurer("a2"), "trinket") == 1 and len(game.loot) == loot + 1


def test_hereclus_is_never_beaten() -> None:
    game = having(city(), "temple_of_strength")
    gold = golds(game)
    events = game.execute(cmd.CityAct(who="a1", action="wrestle_hereclus"))
    assert golds(game) == gold and any(g.rule == "p. 297" for g in of(events, ev.Gm))


def test_stargazing_puts_the_top_three_minor_cards_back_in_the_order_asked() -> None:
    game = having(city(), "sidereal_house")
    stack(game, minor=["Two of Cups", "King of Wands", "Seven of Swords"])
    refused(game, cmd.CityAct(who="a1", action="stargaze", what="1 1 2"), "order the 3 cards")
    game.execute(cmd.CityAct(who="a1", action="stargaze", what="3 1 2"))
    top = [c.name for c in game.decks.minor.draw_pile[:3]]
    assert top == ["Seven of Swords", "Two of Cups", "King of Wands"]
    game.execute(cmd.CityAct(who="a2", action="stargaze"))  # 'high': the King first
    top = [c.name for c in game.decks.minor.draw_pile[:3]]
    assert top == ["King of Wands", "Seven of Swords", "Two of Cups"]


def test_a_beggars_guild_member_brings_the_guild_up_untaxed_for_one_thing() -> None:
    game = below(WALK)
    for who in ("a1", "a2", "a3"):
        sheet(game, who, gold=100)
    sheet(game, "a2", memberships=("join_beggars",))
    things = sum(c.count for c in game.guild.adventurer("a2").inventory.things())
    events = game.execute(cmd.Take(way="out"))
    assert game.phase == "city" and not of(events, ev.Tax)
    assert all(game.guild.adventurer(w).gold >= 100 for w in ("a1", "a2", "a3"))
    lost = [e for e in of(events, ev.Item) if "Beggars Guild" in e.cause]
    assert len(lost) == 1 and lost[0].who == game.guild.adventurer("a2").name
    assert sum(c.count for c in game.guild.adventurer("a2").inventory.things()) < things
    game = below(WALK)
    sheet(game, "a1", gold=100)
    events = game.execute(cmd.Take(way="out"))
    assert of(events, ev.Tax) and game.guild.adventurer("a1").gold < 100  # no member: taxed


def test_pillow_talk_costs_10_gold_and_tells_a_characters_like_kept_as_lore() -> None:
    game = having(city(gold=(20, 0, 0)), "whorestown")
    refused(game, cmd.CityAct(who="a1", action="pillow_talk", what="nobody at all"), "whom")
    refused(game, cmd.CityAct(who="a2", action="pillow_talk", what="iago"), "costs 10 gold")
    game.execute(cmd.CityAct(who="a1", action="pillow_talk", what="Iago"))
    learnt = [k for k in game.lore if k[0] == "iago"]
    assert len(learnt) == 1 and learnt[0][1] in ("like", "dislike")
    assert golds(game)[0] == 10


def test_seeking_initiation_gives_a_rank_and_a_koan_and_an_answer_raises_it() -> None:
    game = having(city(), "court_of_the_grail")
    events = game.execute(cmd.CityAct(who="a1", action="seek_initiation"))
    assert game.guild.adventurer("a1").initiation == 1
    assert policy.koan(1)[0] in of(events, ev.Narration)[-1].text
    assert game.city is not None
    game.city = replace(game.city, acted=())
    refused(game, cmd.CityAct(who="a1", action="seek_initiation"), "answer the koan")
    game.execute(cmd.CityAct(who="a1", action="seek_initiation", what="a ghost"))
    assert game.guild.adventurer("a1").initiation == 1
    game.city = replace(game.city, acted=())
    game.execute(cmd.CityAct(who="a1", action="seek_initiation", what="a Hole"))
    assert game.guild.adventurer("a1").initiation == 2


def test_every_drug_dose_names_an_affliction_of_p_98() -> None:
    game = Game.new(WALK)
    doses = [i for i in game.pack.items.values() if "drug" in i.tags]
    assert {i.id for i in doses} == {"dose_black_honey", "dose_ghost_lotus"}
    assert all(i.id.removeprefix("dose_") in game.pack.afflictions for i in doses)


def test_the_bot_sells_reagents_nobody_in_the_guild_can_brew() -> None:
    game = having(city(), "alchemists_hall")
    a = game.guild.adventurer("a2")
    carried = Carried(
        uid=a.inventory.next_uid(), item="reagent", count=1, of=sorted(game.pack.monsters)[0]
    )
    stowed = pack_space.stow_anywhere(a.inventory, carried, game.pack.items["reagent"])
    assert stowed is not None
    sheet(game, "a2", inventory=stowed)
    for who in ("a1", "a2", "a3"):
        held = game.guild.adventurer(who)
        sheet(game, who, talents=tuple(t for t in held.talents if t.id != "alchemy"))
    done = bot_actions(game)
    assert done["a2"].action == "sell_reagents"
    assert kit.count(game.guild.adventurer("a2"), "reagent") == 0


def test_a_prosthetic_is_free_and_gives_back_the_hand_the_hangover_took() -> None:
    game = having(city(gold=(0, 0, 0)), "shrine_of_teeth")
    refused(game, cmd.CityAct(who="a1", action="fit_prosthetics"), "lost no limb")
    sheet(game, "a1", aftermath=(Aftermath(id="handless"), Aftermath(id="spouse")))
    game.execute(cmd.CityAct(who="a1", action="fit_prosthetics"))
    after = game.guild.adventurer("a1")
    assert [m.id for m in after.aftermath] == ["spouse"] and after.gold == 0  # no price (p. 300)


def test_the_bot_fits_a_prosthetic_for_a_lost_hand() -> None:
    game = having(city(), "shrine_of_teeth")
    sheet(game, "a2", aftermath=(Aftermath(id="handless"),))
    done = bot_actions(game)
    assert done["a2"].action == "fit_prosthetics"
    assert not game.guild.adventurer("a2").aftermath


def labyrinth_delve(game: Game) -> tuple[int, int]:
    """The guild led into the Labyrinth, then down: the level and room it comes out in."""
    game.execute(cmd.CityAct(who="a1", action="enter_the_underworld"))
    refused(game, cmd.CityAct(who="a2", action="enter_the_underworld"), "already goes down")
    events = list(game.execute(cmd.Delve()))
    (down,) = of(events, ev.Delve)
    assert down.entrance == f"the Labyrinth, level {game.depth}"
    assert any(isinstance(e, ev.Gm) and e.rule == policy.LABYRINTH[0] for e in events)
    assert game.phase != "city"
    return game.depth, game.room


def test_the_labyrinth_lets_the_guild_out_at_a_random_place_of_the_underworld() -> None:
    places = set()
    for moment in range(4):
        game = having(city(), "labyrinth")
        game.streams.get("gm").integers(2, size=moment)  # another moment, another draw
        places.add(labyrinth_delve(game))
    assert len(places) > 1  # never the same place (p. 324)
    assert all(1 <= n <= len(game.world.levels) for n, _ in places)


def test_without_the_labyrinth_the_guild_goes_in_by_the_entrance() -> None:
    game = having(city(), "thermae")
    refused(game, cmd.CityAct(who="a1", action="enter_the_underworld"), "no district")
    (down,) = of(list(game.execute(cmd.Delve())), ev.Delve)
    assert down.entrance.startswith("level 1")


def test_art_the_market_refuses_is_fenced_at_10_gold_a_syllable() -> None:
    game = having(city(gold=(0, 0, 0)), "curio_curia")
    refused(game, cmd.CityAct(who="a1", action="fence_goods", what="jade figurine"), "nothing")
    assert game.city is not None
    game.loot = game.kept = ("jade_figurine", "illuminated_page")
    game.city = replace(game.city, unsold=("jade_figurine", "illuminated_page"))
    refused(game, cmd.CityAct(who="a1", action="fence_goods", what="a crown"), "will not buy")
    game.execute(cmd.CityAct(who="a1", action="fence_goods", what="jade figurine"))
    assert golds(game) == (40, 0, 0)  # jade fig-u-rine: 4 syllables of a noble's thing (p. 158)
    assert game.loot == ("illuminated_page",) and game.city.unsold == ("illuminated_page",)


def carrying_reagent(game: Game, who: str) -> str:
    """``who`` carries one reagent cut from the first monster; its creature's name."""
    a = game.guild.adventurer(who)
    creature = sorted(game.pack.monsters)[0]
    carried = Carried(uid=a.inventory.next_uid(), item="reagent", count=1, of=creature)
    stowed = pack_space.stow_anywhere(a.inventory, carried, game.pack.items["reagent"])
    assert stowed is not None
    sheet(game, who, inventory=stowed)
    return game.pack.monsters[creature].name


def test_miss_kinseys_takes_a_monsters_meat_for_one_answer_about_a_creature() -> None:
    game = having(city(gold=(0, 0, 0)), "lichyard_market")
    refused(game, cmd.CityAct(who="a1", action="kinseys"), "no reagent")
    beast = carrying_reagent(game, "a1")
    known = len(game.lore)
    events = list(game.execute(cmd.CityAct(who="a1", action="kinseys", what=beast)))
    assert kit.count(game.guild.adventurer("a1"), "reagent") == 0
    assert len(game.lore) == known + 1  # one thing learnt (p. 308)
    assert any(isinstance(e, ev.Gm) and e.rule == policy.KINSEY[0] for e in events)


def test_a_blood_feast_costs_50_gold_and_a_carcass_and_gives_an_orcish_name() -> None:
    game = having(city(gold=(49, 50, 0)), "kobalosgaard")
    carrying_reagent(game, "a1")
    refused(game, cmd.CityAct(who="a1", action="blood_feast"), "costs 50 gold")
    refused(game, cmd.CityAct(who="a2", action="blood_feast"), "no reagent")
    beast = carrying_reagent(game, "a2")
    game.execute(cmd.CityAct(who="a2", action="blood_feast"))
    a2 = game.guild.adventurer("a2")
    assert a2.gold == 0 and kit.count(a2, "reagent") == 0
    assert a2.nickname == policy.nickname(beast) and beast.title() in a2.nickname


def test_hangmans_hill_is_a_swords_test_for_a_treasure_of_the_hanged() -> None:
    game = having(city(), "hangmans_hill")
    game.loot = ()
    stack(game, minor=["Two of Cups"])
    game.execute(cmd.CityAct(who="a2", action="hangmans_hill"))
    assert game.loot == ()  # a failure: nothing, and no harm
    stack(game, minor=["King of Swords"])
    game.execute(cmd.CityAct(who="a1", action="hangmans_hill"))
    (found,) = game.loot
    assert game.pack.treasure[found].depth == 1 and not game.pack.treasure[found].coins


def test_the_sewer_leaves_a_mutation_from_worms_own_table_in_the_appearance() -> None:
    game = having(city(gold=(0, 0, 0)), "cloaca_maxima")
    sheet(game, "a1", appearance="tall and freckled")
    events = list(game.execute(cmd.CityAct(who="a1", action="mutation")))
    looks = game.guild.adventurer("a1").appearance
    assert looks.startswith("tall and freckled; ")
    assert looks.removeprefix("tall and freckled; ") in policy.MUTATIONS
    assert any(isinstance(e, ev.Gm) and e.rule == policy.MUTATION[0] for e in events)
    assert len(policy.MUTATIONS) == 6


def test_laying_high_drops_the_warrant_and_the_challenger_s_duel() -> None:
    """Lay high (p. 305, policy ``LAY_HIGH``): the Hangover's warrant and duel look in vain."""
    game = having(city(), "gambol")
    refused(game, cmd.CityAct(who="a1", action="lay_high"), "nobody is looking")
    marks = (Aftermath(id="wanted", detail="arson"), Aftermath(id="duel"), Aftermath(id="spouse"))
    sheet(game, "a1", aftermath=marks)
    game.execute(cmd.CityAct(who="a1", action="lay_high"))
    assert [m.id for m in game.guild.adventurer("a1").aftermath] == ["spouse"]


@pytest.mark.parametrize(("card", "innocent"), [("King of Swords", True), ("Two of Cups", False)])
def test_a_trial_by_combat_clears_the_accused_or_hangs_them(card: str, innocent: bool) -> None:
    """Trial by combat (p. 302, policy ``TRIAL``): only the wanted stand accused; won, the
    warrant is torn up; lost, guilty and dead."""
    game = having(city(), "court_martial")
    refused(game, cmd.CityAct(who="a1", action="trial_by_combat"), "accused of nothing")
    sheet(game, "a1", aftermath=(Aftermath(id="wanted", detail="arson"),))
    stack(game, minor=[card])
    game.execute(cmd.CityAct(who="a1", action="trial_by_combat"))
    after = game.guild.adventurer("a1")
    assert after.conditions.dead is (not innocent)
    assert (after.aftermath == ()) is innocent


def test_the_bot_lays_high_when_wanted_and_never_risks_a_trial() -> None:
    game = having(city(), "gambol", "court_martial")
    sheet(game, "a2", aftermath=(Aftermath(id="wanted", detail="arson"),))
    done = bot_actions(game)
    assert done["a2"].action == "lay_high"
    assert all(c.action != "trial_by_combat" for c in done.values())


def test_a_bust_in_the_court_of_swords_asks_how_its_wound_is_taken() -> None:
    """p. 124 in the City too: one who asked to choose is asked as the bust's Wound lands
    (p. 303), and takes it as answered — Injured here, where the GM would have Staggered."""
    game = having(city(gold=(100, 100, 100)), "court_of_swords")
    game.execute(cmd.WoundOrder(who="a3", order=("ask",)))
    stack(game, minor=["Ten of Swords", "Six of Cups", "King of Cups"])  # 26: a bust
    said = game.execute(cmd.CityAct(who="a3", action="fight", amount=10))
    assert [type(e) for e in said] == [ev.Gm]  # only the ask: the bet waits with the Wound
    asked = game.asked
    assert asked is not None and asked.who == "a3" and "Injured" in asked.ways
    assert "Staggered" in asked.ways and golds(game)[2] == 100  # nothing spent yet
    game.execute(cmd.TakeWound(way="Injured"))
    if game.asked is not None:  # a second Wound of the bust: Death's Door would kill here
        game.execute(cmd.TakeWound(way=game.asked.ways[0]))
    wounds_taken = of(game.log.events, ev.Wound)
    assert wounds_taken[0].taken_as == "Injured" and golds(game)[2] == 90
