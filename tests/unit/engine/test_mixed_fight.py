"""Mixed fights (issue 22, point 4): creatures of several kinds in one Challenge, each kind a
band of its own with its stat block, Initiative and Morale; the GM's hand counts each kind
(p. 121); the fight ends when every band is out of it; a run is decided by the fastest band
(p. 124); the bands are remembered kind by kind (p. 160); where mixed bands come from: a
faction's lair (p. 337) and newcomers who side with a band met (policy ``worm.gm.mixed``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, fight
from worm.engine import antagonists, challenge, crawl, meet, restocking
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import resolution, wands
from worm.engine.session import Game
from worm.gm import foes, mixed, pursuit
from worm.model.challenge import Challenge
from worm.model.level import Kin
from worm.rules import meatgrinder


def mixed_fight(seed: int = 2, *, goblins: int = 6, wolves: int = 2, size: int = 3) -> Game:
    """``goblins`` goblins and ``wolves`` dire wolves against a guild of ``size``."""
    return fight(
        seed, count=goblins, size=size, creature="goblins", others=(Kin("dire_wolves", wolves),)
    )


def out_of_it(ch: Challenge, band: str, how: str) -> Challenge:
    return replace(
        ch, fighters=tuple(replace(f, out=how) if f.group == band else f for f in ch.fighters)
    )


def test_six_goblins_and_two_dire_wolves_against_three_make_a_hand_of_nine() -> None:
    game = mixed_fight()
    goblin, wolf = (foes.statblock(game.pack, m) for m in ("goblins", "dire_wolves"))
    assert not goblin.larger and wolf.larger  # the situation: only the wolves are big
    assert not any(b.elite or b.lord for b in (goblin, wolf))
    cards, counted = challenge.hand_size(game)
    # 3, +1 per type (2), +1 they outnumber the guild, +1 twice as many, +1 per wolf (p. 121)
    assert cards == 3 + 2 + 1 + 1 + 2
    assert counted["enemy_types"] == 2 and counted["enemies"] == 8
    assert counted["larger_than_human"] == 2
    told = [e for e in game.log.events if isinstance(e, ev.ChallengeRound)][-1]
    assert (told.gm_cards, told.enemy_types) == (9, 2)


def test_a_band_out_of_the_fight_no_longer_counts_as_a_type() -> None:
    game = mixed_fight()
    game.challenge = out_of_it(game.challenge, "foes2", "dead")
    cards, counted = challenge.hand_size(game)
    assert counted["enemy_types"] == 1 and counted["larger_than_human"] == 0
    assert cards == 3 + 1 + 1 + 1  # six goblins against three, as the book's example


def test_each_kind_is_a_band_with_its_own_initiative_and_names() -> None:
    game = mixed_fight()
    ch = game.challenge
    bands = [g for g in ch.groups if g.side == "foes"]
    assert [(g.key, g.name) for g in bands] == [
        ("foes", "six Goblins"),
        ("foes2", "two Dire Wolves"),
    ]
    assert [f.name for f in ch.members("foes2")] == ["Dire Wolf 1", "Dire Wolf 2"]
    assert {f.zone for f in ch.side("foes")} == {ch.members("foes")[0].zone}
    laid = [g.initiative for g in bands]
    if None in laid:  # the hand may be short of lesser dooms: the GM says so
        assert any(isinstance(e, ev.Gm) and "no lesser doom left" in e.why for e in game.log.events)
    else:
        assert laid[0] != laid[1]
    accounted(game)


def test_the_fight_goes_on_while_any_band_stands() -> None:
    game = mixed_fight()
    game.challenge = out_of_it(game.challenge, "foes", "dead")
    assert not resolution.decided(game)
    assert game.challenge is not None
    game.challenge = out_of_it(game.challenge, "foes2", "fled")
    assert resolution.decided(game)
    assert game.challenge is None
    said = [e.rule for e in game.log.events if isinstance(e, ev.Gm) and "foes are beaten" in e.why]
    assert said == ["p. 123"]  # ruled once, at the Challenge's end, not again by the meeting


def test_each_band_keeps_its_own_morale() -> None:
    game = mixed_fight()
    ch = game.challenge
    five = {f.key for f in ch.members("foes")[:5]}
    game.challenge = replace(
        ch, fighters=tuple(replace(f, out="dead") if f.key in five else f for f in ch.fighters)
    )
    assert wands.sizeup(game, "foes")[0] == "panicking"  # 5 of 6 down
    assert wands.sizeup(game, "foes2")[0] != "panicking"  # the wolves are whole
    assert not foes.statblock(game.pack, "goblins").morale_immune
    antagonists.assess(game)
    ch = game.under_way()
    assert [f.out for f in ch.members("foes") if f.key not in five] == ["surrendered"]
    assert all(f.fighting for f in ch.members("foes2"))


def test_a_lord_down_is_the_leader_dying_for_its_minions() -> None:
    game = fight(2, count=1, size=3, creature="the_rat_king", others=(Kin("dire_rats", 3),))
    assert foes.statblock(game.pack, "the_rat_king").lord
    assert wands.sizeup(game, "foes2")[0] != "panicking"
    game.challenge = out_of_it(game.challenge, "foes", "down")
    assert wands.sizeup(game, "foes2") == ("panicking", "their leader is at Death's Door")


def test_the_fastest_band_decides_a_chase() -> None:
    pack = Game.new(1).pack
    blocks = {m: foes.statblock(pack, m) for m in sorted(pack.monsters)}
    by_chase = {pursuit.chase(b): m for m, b in blocks.items()}
    hunts, race, stays = by_chase["hunts"], by_chase["race"], by_chase["stays"]
    assert pursuit.fastest([blocks[stays], blocks[race]]) is blocks[race]
    assert pursuit.fastest([blocks[race], blocks[hunts], blocks[stays]]) is blocks[hunts]
    alone = fight(2, count=3, creature="goblins")
    assert pursuit.chase(foes.statblock(pack, "goblins")) == "race"
    assert challenge.no_escape(alone) is None
    chased = fight(2, count=3, creature="goblins", others=(Kin(hunts, 1),))
    barred = challenge.no_escape(chased)
    assert barred is not None and "no outrunning" in barred
    chased.challenge = out_of_it(chased.challenge, "foes2", "dead")
    assert challenge.no_escape(chased) is None  # the hunter is down: the goblins race


def test_a_mixed_band_is_remembered_kind_by_kind_and_met_again_so() -> None:
    game = mixed_fight(goblins=3, wolves=2)
    ch = game.challenge
    assert ch.room >= 0  # the situation: a fight in a room
    gone = {"foes.1", "foes2.1"}
    ch = replace(
        ch, fighters=tuple(replace(f, out="dead") if f.key in gone else f for f in ch.fighters)
    )
    restocking.remember(game, ch, "retreat")
    band = game.state.band(ch.room)
    assert band is not None and band.fate == "escaped"
    assert (band.creature, band.count) == ("goblins", 2)
    assert [(k.creature, k.count) for k in band.others] == [("dire_wolves", 1)]
    game.challenge = None
    game.meeting = None
    meet._again(game, band)
    assert game.meeting is not None
    assert game.meeting.others == band.others
    assert game.meeting.name == "two Goblins and Dire Wolves"


def test_newcomers_of_the_band_s_faction_join_it_and_strangers_hold_back() -> None:
    assert mixed.joins(
        met_faction="brood",
        their_faction="brood",
        character=False,
        fighting=False,
        hostile=False,
        same_kind=False,
    )
    assert not mixed.joins(
        met_faction="brood",
        their_faction="",
        character=False,
        fighting=False,
        hostile=True,
        same_kind=False,
    )
    assert mixed.joins(
        met_faction="",
        their_faction="",
        character=False,
        fighting=True,
        hostile=True,
        same_kind=False,
    )
    assert not mixed.joins(
        met_faction="brood",
        their_faction="brood",
        character=False,
        fighting=True,
        hostile=True,
        same_kind=True,
    )


def test_hostile_newcomers_join_a_fight_under_way_as_a_band_of_their_own() -> None:
    game = fight(2, count=3, creature="goblins")
    before = challenge.hand_size(game)[1]["enemy_types"]
    entry = {"creature": "dire_wolves", "count": "2", "disposition": "hostile"}
    assert meet.joined(game, entry)
    game.follow_up()
    ch = game.under_way()
    wolves = ch.members("foes2")
    assert [f.name for f in wolves] == ["Dire Wolf 1", "Dire Wolf 2"]
    assert {f.zone for f in wolves} <= {f.zone for f in ch.members("foes")}
    assert challenge.hand_size(game)[1]["enemy_types"] == before + 1
    assert "Dire Wolves" in game.meeting.name  # type: ignore[union-attr]
    accounted(game)


def test_strangers_do_not_join_a_parley() -> None:
    game = fight(2, count=3, creature="goblins")
    game.challenge = None
    game.set_phase("parley", "test")
    entry = {"creature": "dire_wolves", "count": "2", "faction": "someone_else"}
    assert not meet.joined(game, entry)
    assert game.meeting is not None and not game.meeting.others


def _lair_room(seeds: range) -> tuple[Game, int]:
    """A game whose first level holds a room of two kinds, and that room."""
    for seed in seeds:
        game = Game.new(seed, size=3)
        game.execute(cmd.Delve())
        while game.pending is not None:
            game.execute(cmd.AcceptFate())
        for room, stock in enumerate(game.level.stock):
            if len(set(stock.denizens)) > 1 and game.meeting is None:
                return game, room
    raise AssertionError(f"no mixed room on a first level in seeds {seeds}")


def test_a_faction_lair_holds_two_kinds_and_meeting_them_is_a_mixed_fight() -> None:
    game, room = _lair_room(range(40))
    stock = game.level.stock[room]
    assert stock.faction  # a faction's household
    first, second = dict.fromkeys(stock.denizens)
    assert not any(game.pack.monsters[m].singular for m in (first, second))
    assert meet.on_enter(game, room) == "creature"
    meeting = game.meeting
    assert meeting is not None and [k.creature for k in meeting.others] == [second]
    if game.phase == "parley":
        game.execute(cmd.Fight())
    else:
        game.follow_up()
    ch = game.under_way()
    kinds = [g.creature for g in ch.groups if g.side == "foes"]
    assert len(kinds) == 2
    assert challenge.hand_size(game)[1]["enemy_types"] == 2


@pytest.mark.parametrize("seed", range(4))
def test_the_bot_plays_a_mixed_fight_to_its_end(seed: int) -> None:
    from tests.property.test_challenge import play_out

    game = mixed_fight(seed, goblins=3, wolves=2)
    play_out(game)
    assert game.challenge is None


ENCOUNTER = meatgrinder.Reading(
    card=17, band="random_encounter", trigger="watch", counts=True, respite=False, marks=True
)


def test_a_wandering_band_of_the_faction_joins_a_parley_and_the_fight_that_follows() -> None:
    game = fight(2, count=3, size=3, creature="goblins")
    game.challenge = None
    game.set_phase("parley", "test")
    game.meeting = replace(game.meeting, faction="brood", hostile=False)  # type: ignore[arg-type]
    entry = {"creature": "dire_wolves", "count": "2", "faction": "brood", "text": "wolves"}
    assert crawl.play_entry(game, ENCOUNTER, entry) == "creature"
    meeting = game.meeting
    assert meeting is not None and meeting.others == (Kin("dire_wolves", 2),)
    assert any(isinstance(e, ev.Gm) and "their own faction" in e.why for e in game.log.events)
    game.execute(cmd.Fight())
    bands = [g.name for g in game.under_way().groups if g.side == "foes"]
    assert bands == ["three Goblins", "two Dire Wolves"]


def test_a_stranger_wandering_by_a_fight_holds_back_and_the_fight_stays_as_it_was() -> None:
    game = fight(2, count=3, size=3, creature="goblins")
    before = game.meeting
    entry = {"creature": "dryads", "count": "2", "faction": "someone_else"}
    assert not game.pack.monsters["dryads"].aggressive  # the situation: no hostile newcomers
    assert crawl.play_entry(game, ENCOUNTER, entry) is None
    assert game.meeting == before
    assert [g.key for g in game.under_way().groups if g.side == "foes"] == ["foes"]


def _lord_room(seeds: range) -> tuple[Game, int]:
    """A game whose first level holds its lord's lair, and that room."""
    for seed in seeds:
        game = Game.new(seed, size=3)
        game.execute(cmd.Delve())
        while game.pending is not None:
            game.execute(cmd.AcceptFate())
        for room, stock in enumerate(game.level.stock):
            if stock.lord and game.meeting is None:
                return game, room
    raise AssertionError(f"no lord's lair on a first level in seeds {seeds}")


def test_a_lord_fights_beside_its_minions() -> None:
    """Issue 22 point 3 (p. 251): the lord's lair is its household's, so meeting the lord
    is a fight against the lord and a band of its faction's minions, each kind its own group
    with its own Initiative (p. 122), the lord's +3 cards on top of the +1 per kind."""
    game, room = _lord_room(range(40))
    stock = game.level.stock[room]
    lord, minion = dict.fromkeys(stock.denizens)
    assert game.pack.monsters[lord].lord and not game.pack.monsters[minion].lord
    assert meet.on_enter(game, room) == "creature"
    if game.phase == "parley":
        game.execute(cmd.Fight())
    else:
        game.follow_up()
    ch = game.under_way()
    kinds = {g.creature for g in ch.groups if g.side == "foes"}
    assert kinds == {lord, minion}
    _, counted = challenge.hand_size(game)
    assert counted["enemy_types"] == 2 and counted["dungeon_lord"] is True
