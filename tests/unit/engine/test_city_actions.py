"""Step 6 of the City Phase, the City Actions (pp. 156–159), through the engine, with the
book's numbers: one action each, refused when taken twice, barred, or unaffordable."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import morning_after
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.state import GameState
from worm.rules import city_actions as rules
from worm.rules import hangover, pack_space, syllables
from worm.tarot import MAJOR_CARDS, Card

from .test_city import golds, sheet, surfaced
from .test_crawl import WALK, below, of


def city(gold: tuple[int, int, int] = (0, 0, 0), brought: int | None = None) -> Game:
    """Back in the City with every upkeep paid (destitute), ``gold`` in the purses after it."""
    game = surfaced(gold=(0, 0, 0))
    for who in ("a1", "a2", "a3"):
        game.execute(cmd.Upkeep(who=who, tier="destitute"))
    for who, coins in zip(("a1", "a2", "a3"), gold, strict=True):
        sheet(game, who, gold=coins)
    assert game.city is not None
    if brought is not None:
        game.city = replace(game.city, brought=(("a1", brought),))
    return game


def refused(game: Game, command: cmd.CityAct, match: str) -> None:
    """Refused with ``match`` in the reason, leaving nothing but its ``refused`` event."""
    before, state = len(game.log.events), game.snapshot()
    with pytest.raises(IllegalCommand, match=match):
        game.execute(command)
    assert game.snapshot() == state
    assert [e.type for e in game.log.events[before:]] == ["refused"]


# --- the step ---------------------------------------------------------------------------------


def test_the_last_upkeep_paid_opens_step_6_and_each_takes_one() -> None:
    game = surfaced(gold=(0, 0, 0))
    steps = [
        (s.step, s.name)
        for who in ("a1", "a2", "a3")
        for s in of(game.execute(cmd.Upkeep(who=who, tier="destitute")), ev.CityStep)
    ]
    assert steps == [(6, "city_actions")]  # with the third payment (p. 148)
    game = city(gold=(200, 0, 0))
    events = game.execute(cmd.CityAct(who="a1", action="components"))
    assert not of(events, ev.CityStep)
    assert game.city is not None and game.city.step == 6
    refused(game, cmd.CityAct(who="a1", action="beg"), "already taken a City Action")
    game.execute(cmd.CityAct(who="a2", action="beg"))  # another may still act


def test_upkeep_comes_before_any_city_action() -> None:
    game = surfaced(gold=(100, 0, 0))
    refused(game, cmd.CityAct(who="a1", action="beg"), "upkeep comes first")


def test_an_action_the_city_event_bars_is_refused() -> None:
    """The Feast of the Constellations (p. 151): no carousing this phase."""
    game = city(gold=(100, 0, 0), brought=100)
    assert game.city is not None
    game.city = replace(game.city, banned=("carouse",))
    refused(game, cmd.CityAct(who="a1", action="carouse"), "barred")
    game.city = replace(game.city, banned=(), only=("carouse",))  # St. Naos: only carousing
    refused(game, cmd.CityAct(who="a1", action="beg"), "barred")


def test_who_takes_no_action_does_nothing_when_the_guild_delves() -> None:
    game = city()
    game.execute(cmd.CityAct(who="a1", action="components"))
    events = game.execute(cmd.Delve())
    idle = [g.why for g in of(events, ev.Gm) if "takes no City Action" in g.why]
    assert len(idle) == 2


# --- each action --------------------------------------------------------------------------------


def test_banking_keeps_gold_from_the_tax_and_pays_two_percent() -> None:
    game = city(gold=(150, 0, 0))
    game.execute(cmd.CityAct(who="a1", action="bank", amount=100))
    a = game.guild.adventurer("a1")
    assert (a.gold, a.bank) == (50, 100)
    refused(game, cmd.CityAct(who="a2", action="bank", amount=-5), "in the bank")
    below_game = below(WALK)
    sheet(below_game, "a1", gold=100, bank=100)
    below_game.execute(cmd.Take(way="out"))  # back up: 2% on 100, the tax on the purse only
    a = below_game.guild.adventurer("a1")
    assert (a.bank, a.gold) == (102, 50)
    assert rules.interest(250) == 5 and rules.interest(49) == 0


def test_beg_and_busk_pays_the_card_and_wands() -> None:
    """p. 172: a Knight (12) with Wands 1 brings 13 gold."""
    assert rules.beg(12, 1) == 13
    game = city()
    events = game.execute(cmd.CityAct(who="a1", action="beg"))
    wands = game.guild.adventurer("a1").attributes.wands
    gained = [e.count for e in of(events, ev.Item) if e.change == "gained"]
    assert gained and gained[0] >= wands and golds(game)[0] == gained[0]


@pytest.mark.parametrize(
    ("what", "gold"),
    [
        ("buffoonish gargoyle that looks like your rival", 550),
        ("statue in a busy square", 350),
        ("church bell", 100),
        ("extravagant monastery", 400),
        ("meadery", 150),
        ("best meadery in the City", 400),
    ],
)
def test_build_costs_fifty_a_syllable(what: str, gold: int) -> None:
    assert syllables.price(what, rules.BUILD_RATE) == gold


@pytest.mark.parametrize(
    ("what", "band", "gold"),
    [
        ("scrimshaw pipe", "farmer", 3),
        ("tricorn hat", "farmer", 3),
        ("pan flute", "farmer", 2),
        ("wooden dentures", "farmer", 4),
        ("helmet with a candle holder", "adventurer", 40),
        ("imp trap", "adventurer", 10),
        ("silver-thread bug net", "adventurer", 25),
        ("mirror masquerade mask", "noble", 60),
        ("cloth of gold gown", "noble", 40),
        ("lion-themed parade armor", "noble", 70),
        ("bespoke clothing", "noble", 40),
        ("prosthetic leg", "new", 100),
        ("manticore saddle", "new", 125),
        ("decorative harpy wings", "new", 175),
    ],
)
def test_commission_craft_prices_by_band(what: str, band: rules.Band, gold: int) -> None:
    assert syllables.price(what, rules.BANDS[band]) == gold


def test_building_and_commissioning_take_the_gold() -> None:
    game = city(gold=(400, 100, 0))
    refused(game, cmd.CityAct(who="a2", action="build", what="church bell tower"), "costs 200")
    game.execute(cmd.CityAct(who="a1", action="build", what="statue in a busy square"))
    game.execute(cmd.CityAct(who="a2", action="commission", what="imp trap", option="adventurer"))
    assert golds(game)[:2] == (50, 90)
    refused(game, cmd.CityAct(who="a3", action="commission", what="steam gun"), "steampunk")


def test_carousing_half_gives_1_xp_all_gives_2_and_awake() -> None:
    assert rules.carouse(51, "half") == (26, 1)
    assert rules.carouse(51, "all") == (51, 2)
    assert rules.carouse(0, "all") == (0, 0)
    game = city(gold=(80, 0, 0), brought=80)
    xp = game.guild.adventurer("a1").xp
    events = game.execute(cmd.CityAct(who="a1", action="carouse", option="all"))
    assert game.guild.adventurer("a1").xp == xp + 2
    assert [e.change for e in of(events, ev.Xp)] == [2]
    assert any(g.rule == "p. 157" and "Hangover" in g.why for g in of(events, ev.Gm))


def test_carousing_needs_gold_brought_back() -> None:
    game = city(gold=(80, 0, 0), brought=0)
    refused(game, cmd.CityAct(who="a1", action="carouse"), "no gold back")


def test_the_hangover_table_has_21_rows_and_the_cistern_strips_all_but_the_bank() -> None:
    assert [h.card for h in hangover.TABLE] == list(range(1, 22))
    assert hangover.read(Card(deck="major", suit=None, value=12, name="XII")).effect == "stripped"
    assert hangover.read(Card(deck="major", suit=None, value=1, name="I")).effect == "gold"


def test_a_funeral_keeps_one_xp_per_hundred_gold_for_the_next_recruit() -> None:
    game = city(gold=(250, 0, 0))
    dead = game.guild.adventurer("a3")
    game.guild = game.guild.with_adventurer(
        dead.model_copy(
            update={"xp": 5, "conditions": dead.conditions.model_copy(update={"dead": True})}
        )
    )
    refused(game, cmd.CityAct(who="a1", action="funeral", what="a2"), "no dead guild-mate")
    events = game.execute(cmd.CityAct(who="a1", action="funeral", what="a3"))
    assert game.guild.bequest == 2 and golds(game)[0] == 50
    (passed,) = of(events, ev.Xp)  # the XP passed on leaves the dead one's sheet as an event
    assert (passed.who, passed.change, passed.total) == (dead.name, -2, 3)


def test_research_costs_50_and_tests_cups() -> None:
    game = city(gold=(49, 60, 0))
    refused(game, cmd.CityAct(who="a1", action="research"), "costs 50")
    events = game.execute(cmd.CityAct(who="a2", action="research"))
    assert golds(game)[1] == 10
    assert any("tests Cups" in g.why for g in of(events, ev.Gm))


def test_support_takes_one_step_of_a_project_at_a_time() -> None:
    game = city(gold=(50, 50, 50))
    for who in ("a1", "a2", "a3"):
        game.execute(cmd.CityAct(who=who, action="support", what="orphanage roof"))
    assert game.guild.projects == (("orphanage roof", 3, 3),)
    assert golds(game) == (0, 0, 0)


def test_train_pays_fifty_an_xp_for_a_mentored_talent() -> None:
    game = city(gold=(100, 100, 0))
    sheet(game, "a1", xp=3)
    talent = next(t for t in game.pack.talents.values() if t.trainable)
    mine = game.guild.adventurer("a1").talent(talent.id)
    if mine is not None:
        pytest.skip("a1 already knows the first trainable talent")
    events = game.execute(cmd.CityAct(who="a1", action="train", what=talent.id, amount=2))
    a = game.guild.adventurer("a1")
    learned = a.talent(talent.id)
    assert learned is not None and learned.uses == 2 and learned.state == "mentored"
    assert a.xp == 1 and a.gold == 0
    assert [e.change for e in of(events, ev.Xp)] == [-2]
    refused(game, cmd.CityAct(who="a2", action="train", what=talent.id, amount=3), "XP")


# --- the autoplay guild ------------------------------------------------------------------------


def bot_actions(game: Game) -> dict[str, cmd.CityAct]:
    bot = Autoplay()
    done: dict[str, cmd.CityAct] = {}
    while (command := bot.next(game)) is not None:
        game.execute(command)
        if isinstance(command, cmd.CityAct):
            done[command.who] = command
    return done


def test_the_bot_buries_the_dead_trains_carouses_when_rich_and_else_busks() -> None:
    game = city(gold=(250, 90, 0), brought=None)
    assert game.city is not None
    game.city = replace(game.city, brought=(("a2", 100),))
    dead = game.guild.adventurer("a3")
    game.guild = game.guild.with_adventurer(
        dead.model_copy(
            update={"xp": 2, "conditions": dead.conditions.model_copy(update={"dead": True})}
        )
    )
    sheet(game, "a2", xp=0)
    done = bot_actions(game)
    assert done["a1"].action == "funeral" and done["a1"].amount == 2
    assert done["a2"].action == "carouse"
    assert "a3" not in done
    # the bot recruited a newcomer in a3's place first: the funeral's XP is theirs (p. 158)
    heir = game.guild.adventurer(dict(game.guild.heirs)["a3"])
    assert game.guild.bequest == 0
    assert any(
        isinstance(e, ev.Xp) and (e.who, e.change) == (heir.name, 2) and "funeral" in e.reason
        for e in game.log.events
    )


def test_the_bot_trains_when_xp_and_gold_allow_and_busks_when_poor() -> None:
    game = city(gold=(100, 0, 0))
    sheet(game, "a1", xp=3)
    sheet(game, "a2", xp=0)
    done = bot_actions(game)
    assert done["a1"].action == "train" and done["a1"].amount == 2
    assert done["a2"].action == "beg" and done["a3"].action == "beg"


# --- saves ---------------------------------------------------------------------------------------


def test_the_bank_projects_and_actions_taken_survive_a_save_and_old_saves_load() -> None:
    game = city(gold=(150, 50, 0))
    game.execute(cmd.CityAct(who="a1", action="bank", amount=100))
    game.execute(cmd.CityAct(who="a2", action="support", what="orphanage roof"))
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert next(a for a in again.guild.adventurers if a.id == "a1").bank == 100
    assert again.guild.projects == (("orphanage roof", 3, 1),)
    old = state.model_dump(mode="json")
    for a in old["guild"]["adventurers"]:
        del a["bank"]
    del old["guild"]["projects"], old["guild"]["bequest"]
    loaded = GameState.model_validate(old)
    assert all(a.bank == 0 for a in loaded.guild.adventurers) and loaded.guild.projects == ()


def test_the_cistern_hangover_strips_the_purse_and_pack_but_not_the_bank() -> None:
    game = city(gold=(80, 0, 0), brought=80)
    sheet(game, "a1", bank=30)
    row = hangover.read(Card(deck="major", suit=None, value=12, name="XII"))
    morning_after.wake(game, "a1", row)
    a = game.guild.adventurer("a1")
    assert a.gold == 0 and a.inventory.things() == () and a.bank == 30


def test_banking_keeps_gear_safe_from_the_cistern_and_gives_it_back() -> None:
    """p. 156: banked gear is safe; Hangover XII (p. 157) strips what is carried, not the bank."""
    game = city(gold=(10, 0, 0))
    a1 = game.guild.adventurer("a1")
    thing = next(c for c in a1.inventory.things() if c not in a1.inventory.worn)
    game.execute(cmd.CityAct(who="a1", action="bank", what=thing.item))
    a1 = game.guild.adventurer("a1")
    assert [c.item for c in a1.vault] == [thing.item]
    assert a1.inventory.where(thing.uid) is None
    cistern = next(c for c in MAJOR_CARDS if c.value == 12)
    morning_after.wake(game, "a1", hangover.read(cistern, game.pack))
    assert game.guild.adventurer("a1").inventory.things() == ()
    assert [c.item for c in game.guild.adventurer("a1").vault] == [thing.item]
    refused(game, cmd.CityAct(who="a2", action="bank", what="nothing-at-all"), "carries no")
    refused(game, cmd.CityAct(who="a2", action="bank", what="lute", option="take"), "no 'lute'")
    game.execute(cmd.CityAct(who="a3", action="beg"))
    state = game.snapshot()  # the vault survives a save
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.guild.adventurers[0].vault == state.guild.adventurers[0].vault


def test_a_banked_thing_is_taken_back_out_as_a_city_action() -> None:
    game = city()
    a1 = game.guild.adventurer("a1")
    thing = next(c for c in a1.inventory.things() if c not in a1.inventory.worn)
    sheet(game, "a1", vault=(thing,), inventory=pack_space.remove(a1.inventory, thing.uid))
    game.execute(cmd.CityAct(who="a1", action="bank", what=thing.item, option="take"))
    a1 = game.guild.adventurer("a1")
    assert a1.vault == () and any(c.item == thing.item for c in a1.inventory.things())


def test_by_the_default_terms_the_guild_shares_a_funeral_s_price() -> None:
    """p. 42 (policy ``worm.gm.terms``): the guild pays to bury its dead, in equal shares; who
    cannot pay a full share pays what they have, the one holding the Funeral the rest."""
    game = city(gold=(250, 90, 0))
    dead = game.guild.adventurer("a3")
    game.guild = game.guild.with_adventurer(
        dead.model_copy(
            update={"xp": 2, "conditions": dead.conditions.model_copy(update={"dead": True})}
        )
    )
    events = game.execute(cmd.CityAct(who="a1", action="funeral", what="a3", amount=2))
    assert golds(game)[:2] == (250 - 110, 0)  # 200 in shares of 100: a2 had 90
    assert any(g.rule == "p. 42" for g in of(events, ev.Gm))
    other = city(gold=(250, 90, 0))
    other.guild = other.guild.with_adventurer(
        dead.model_copy(
            update={"xp": 3, "conditions": dead.conditions.model_copy(update={"dead": True})}
        )
    ).model_copy(update={"terms": "Each buries their own."})
    other.execute(cmd.CityAct(who="a1", action="funeral", what="a3", amount=2))
    assert golds(other)[:2] == (50, 90)
    refused(other, cmd.CityAct(who="a2", action="funeral", what="a3", amount=1), "has 90")
