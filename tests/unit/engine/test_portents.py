"""What City Events and Signs and Portents do to the City beyond the phase's prices and tests
(pp. 151–153), through the engine: the ruler, the stray, the townhouse, districts come, gone or
choked, patrons lost, dogs dead, art unsold, dreams, the Child of Silence and the walking dead —
each as state the engine goes on reading, kept in the save."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from worm import tarot
from worm.engine import commands as cmd
from worm.engine import district_actions, districts, invariants, kit, portents, stall
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import portents as policy
from worm.model.city import Omens
from worm.model.companion import Companion
from worm.model.state import GameState
from worm.text import narrate, omens

from .test_city import sheet
from .test_city_events import on_discard, out, read
from .test_crawl import WALK, below, of, stack

SIGNS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]
SIGNS += ["Page", "Knight", "Queen", "King"]


def sign(value: int, **kw: object) -> Game:
    """The guild comes up and draws XXI, the minor discard showing ``value`` (p. 153)."""
    return out(21, sign=f"{SIGNS[value - 1]} of Wands", **kw)  # type: ignore[arg-type]


def rulings(game: Game, page: str = "p. 153") -> list[str]:
    return [g.why for g in of(game.log.events, ev.Gm) if g.rule == page]


def again(game: Game, card: int = 15) -> None:
    """Down again, and straight back up into another City Phase drawing ``card``."""
    for a in game.guild.adventurers:
        if game.city is not None and game.city.tier_of(a.id) is None:
            game.execute(cmd.Upkeep(who=a.id, tier="destitute"))
    stack(game, major=[1])  # the entrance's watch: the torches gutter, nothing more
    game.execute(cmd.Delve())
    assert game.choice is None and game.phase == "crawl"
    stack(game, major=[card])
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city" and game.city is not None


# --- City Events ------------------------------------------------------------------------------


def test_the_king_is_dead_and_someone_new_rules_the_city() -> None:
    """X (p. 151): the central power is drawn again and the City's map names the new ruler."""
    before = Game.new(2).city_map
    game = out(10)
    assert game.city_map is not None and before is not None
    assert game.city_map.central != before.central
    (ruled,) = [r for r in rulings(game, "p. 151") if "now rules the City" in r]
    assert game.city_map.ruler in ruled


def test_a_fed_stray_follows_whoever_it_fell_on() -> None:
    """II (p. 151): the one it fell on spends a ration and the dog stays, untrained."""
    game = out(2)
    who = next(a for a in game.guild.adventurers if a.name == read(game).target)
    (dog,) = game.guild.companions
    assert (dog.kind, dog.owner, dog.commands) == ("vicious_dog", who.id, ())
    used = [e for e in of(game.log.events, ev.Item) if e.cause == "a stray fed"]
    assert [(e.who, e.item, e.count) for e in used] == [(who.name, "Ration", 1)]


def test_with_no_ration_the_stray_slinks_away() -> None:
    game = below(WALK)
    for a in game.guild.adventurers:
        stripped, _ = kit.lose(a, "ration", kit.count(a, "ration"))
        sheet(game, a.id, inventory=stripped.inventory)
    stack(game, major=[2])
    game.execute(cmd.Take(way="out"))
    assert not game.guild.companions
    assert any("no ration to spare" in r for r in rulings(game, "p. 151"))


def test_the_heir_keeps_the_townhouse_and_its_intrigue_comes_next() -> None:
    """XIX (p. 152): the heir is the lowest Cups; the restock writes Aethelred's intrigue over
    the marked row, and drawn, it falls on the heir as a Cups test."""
    game = out(19)
    heir = min(game.guild.adventurers, key=lambda a: a.attributes.cups)
    assert game.omens.townhouse == heir.id
    again(game, 19)
    event = read(game)
    assert (event.name, event.target) == ("Aethelred's Intrigue", heir.name)
    (test,) = [f for f in of(game.log.events, ev.Fate) if f.task.startswith("City Event")]
    assert (test.who, test.attribute) == (heir.name, "cups")


# --- Signs and Portents: districts ------------------------------------------------------------


def test_the_ancient_quarter_adds_a_district_the_city_lacked() -> None:
    before = Game.new(2).city_map
    assert before is not None
    game = sign(4)
    town = game.city_map
    assert town is not None and len(town.districts) == len(before.districts) + 1
    new = town.districts[-1]
    assert new.id not in {q.id for q in before.districts}
    assert (new.x, new.y) not in {(q.x, q.y) for q in before.districts}
    assert new.name in districts.names(game)


def test_the_slime_eats_a_district_but_never_a_constant_nor_the_seat() -> None:
    before = Game.new(2).city_map
    assert before is not None
    game = sign(7)
    town = game.city_map
    assert town is not None and len(town.districts) == len(before.districts) - 1
    (lost,) = {q.id for q in before.districts} - {q.id for q in town.districts}
    assert lost not in policy.CONSTANTS
    assert before.quarter(lost) is not None and before.quarter(lost).role != "central"  # type: ignore[union-attr]


def test_the_mushroom_forest_bars_a_districts_own_actions_this_phase() -> None:
    game = sign(8)
    assert game.city is not None
    (choked,) = [r for r in rulings(game) if "mushrooms choke" in r]
    town = game.city_map
    assert town is not None
    quarter = next(q for q in town.districts if q.name in choked)
    barred = {s.id for s in game.pack.districts[quarter.id].special}
    assert barred <= set(game.city.banned)
    for special in district_actions.specials(game):
        a = game.guild.adventurers[0]
        why = district_actions.why_not(game, a, special)
        if special.id in barred:
            assert why is not None and "barred" in why


def test_the_thing_in_the_water_takes_two_patrons_off_the_board_for_good() -> None:
    game = sign(9)
    gone = game.omens.gone
    assert len(gone) == policy.TAKEN_BY_THE_SEA
    assert game.city is not None
    assert not [j for j in game.city.board if j.patron in gone]
    again(game)
    assert not [j for j in game.city.board if j.patron in gone]


def test_dog_suicide_kills_the_guilds_dogs() -> None:
    game = below(WALK)
    dog = Companion(id="c1", kind="vicious_dog", name="Grub", owner="a1")
    game.guild = game.guild.with_companion(dog)
    stack(game, major=[21])
    on_discard(game, tarot.card_named("Ten of Cups"))
    game.execute(cmd.Take(way="out"))
    assert game.guild.companions[0].dead
    assert not portents.dogs_sold(game.city)
    deaths = [e for e in of(game.log.events, ev.Condition) if e.who == "Grub"]
    assert [e.change for e in deaths] == ["dead"]


def test_the_black_miracle_leaves_art_unsold_and_kept() -> None:
    game = below(WALK)
    game.loot = ("jade_figurine", "silver_ring")
    stack(game, major=[21])
    on_discard(game, tarot.card_named("Page of Cups"))
    game.execute(cmd.Take(way="out"))
    sold = [e.item for e in of(game.log.events, ev.Market) if e.side == "sold"]
    assert sold == [game.pack.treasure["silver_ring"].name]
    assert game.loot == ("jade_figurine",)
    assert game.city is not None and game.city.unsold == ("jade_figurine",)


def test_dreams_teach_each_dreamer_a_secret_of_the_underworld() -> None:
    game = sign(6)
    dreamt = [r for r in rulings(game) if " dreams that " in r]
    assert len(dreamt) == len(game.guild.adventurers)
    assert len(game.lore) == len(dreamt)


# --- what outlasts the phase -------------------------------------------------------------------


def test_the_child_of_silence_crushes_a_district_unless_the_guild_hides() -> None:
    """XIII (p. 153): a hiding project of four steps; a City Phase without a step costs a
    district; the steps done, the Child is gone."""
    game = sign(13)
    assert game.omens.child == 0
    assert (policy.CHILD_PROJECT, policy.CHILD_STEPS, 0) in game.guild.projects
    town = game.city_map
    assert town is not None
    count = len(town.districts)
    again(game)
    assert game.city_map is not None and len(game.city_map.districts) == count - 1
    assert any("Child of Silence crushes" in r for r in rulings(game))
    projects = tuple(
        (n, s, 1 if n == policy.CHILD_PROJECT else t) for n, s, t in game.guild.projects
    )
    game.guild = game.guild.model_copy(update={"projects": projects})
    again(game)
    assert len(game.city_map.districts) == count - 1
    assert game.omens.child == 1
    done = tuple((n, s, s) for n, s, _ in game.guild.projects)
    game.guild = game.guild.model_copy(update={"projects": done})
    again(game)
    assert game.omens.child is None


def test_the_walking_dead_bar_every_action_until_their_source_is_stilled() -> None:
    """XIV (p. 153): no City Action, a contract to slay a lord heads the board, and the ban
    holds each City Phase the guild has not done it."""
    game = sign(14)
    assert game.omens.plague == 1 and game.city is not None
    for u in game.guild.adventurers:
        game.execute(cmd.Upkeep(who=u.id, tier="destitute"))
    with pytest.raises(IllegalCommand, match="barred"):
        game.execute(cmd.CityAct(who="a1", action="beg"))
    game.execute(cmd.Plan())  # step 7: the board goes up
    first = game.city.board[0]
    assert (first.entry, first.goal, first.patron) == (
        "undead_plague",
        "lord",
        policy.PLAGUE_PATRON,
    )
    game.execute(cmd.TakeContract(contract="1"))
    again(game)
    assert game.omens.plague == 2 and game.city is not None and "all" in game.city.banned
    game.execute(cmd.Plan())
    assert not [j for j in game.city.board if j.entry == "undead_plague"]  # signed already
    game.jobs = tuple(replace(j, done=True) if j.entry == "undead_plague" else j for j in game.jobs)
    again(game)
    assert game.omens.plague == 0 and game.city is not None and "all" not in game.city.banned
    fulfilled = [e for e in of(game.log.events, ev.Contract) if e.change == "fulfilled"]
    assert [e.patron for e in fulfilled] == [policy.PLAGUE_PATRON]


def test_the_omens_survive_the_save_and_old_saves_load_without_them() -> None:
    game = sign(13)
    saved = game.snapshot().model_dump_json()
    loaded = GameState.model_validate_json(saved)
    assert loaded.crawl.omens == game.omens
    assert loaded.crawl.city_map == game.city_map
    raw = json.loads(saved)
    del raw["crawl"]["omens"]
    assert GameState.model_validate(raw).crawl.omens == Omens()


def test_the_city_status_tells_what_the_omens_keep() -> None:
    game = sign(14)
    text = "\n".join(narrate.city_event_lines(game))
    assert "The dead walk the City" in text


def test_the_bot_keeps_to_what_the_walking_dead_allow() -> None:
    """The autoplay guild takes no City Action while the dead walk, signs the plague's contract
    and delves on."""
    game = sign(14)
    bot = Autoplay()
    for _ in range(40):
        if game.phase != "city":
            break
        command = bot.next(game)
        if command is None:
            break
        game.execute(command)
    assert not [e for e in of(game.log.events, ev.Refused)]
    assert any(j.entry == "undead_plague" for j in game.jobs)
    assert invariants.state(game) == []


def test_the_bot_hides_from_the_child_of_silence() -> None:
    """The autoplay guild takes a step of its hiding each City Phase the Child hunts it, so no
    district is crushed (``autocity``, policy ``worm.gm.portents.hidden``)."""
    game = sign(13, gold=(400, 400, 400))
    bot = Autoplay()
    while (command := bot.next(game)) is not None:
        game.execute(command)
    supported = [a for a in game.city.acted if a[1] == "Support"] if game.city else []
    assert len(supported) == 1
    assert not portents.must_hide(game)


def test_the_bot_only_carouses_on_st_naos_day() -> None:
    """VII (p. 151): the autoplay guild takes no City Action but Carousing, and none refused."""
    game = out(7, gold=(400, 400, 400))
    bot = Autoplay()
    while (command := bot.next(game)) is not None:
        game.execute(command)
    assert game.city is not None and game.city.acted
    assert {done for _, done in game.city.acted} == {"Carouse"}
    assert not of(game.log.events, ev.Refused)


def test_the_bot_buys_stolen_gear_back_when_the_owner_can_pay() -> None:
    """A Theft (XVI, p. 152): the owner buys it back off the stall, at the GM's price."""
    game = out(16, gold=(400, 400, 400))
    assert game.city is not None
    ((owner, item, _),) = game.city.stall
    bot = Autoplay()
    while (command := bot.next(game)) is not None:
        game.execute(command)
    assert game.city.stall == ()
    assert any(c.item == item for c in game.guild.adventurer(owner).inventory.things())
    assert not of(game.log.events, ev.Refused)


def test_gear_of_one_who_left_the_guild_is_off_the_stall_for_the_guild() -> None:
    """A Theft (p. 152) and a retirement (p. 38): the stall's gear of one no longer in the guild
    is not the guild's to buy back; the bot, the words and the City screen pass it by (sim
    seed 81 crashed on it)."""
    game = out(16, gold=(400, 400, 400))
    assert game.city is not None
    ((owner, _, _),) = game.city.stall
    game.guild = game.guild.model_copy(
        update={"adventurers": tuple(a for a in game.guild.adventurers if a.id != owner)}
    )
    assert stall.on_sale(game) == () and stall.worth_buying(game) is None
    assert not any("on a stall" in line for line in omens.lines(game))
