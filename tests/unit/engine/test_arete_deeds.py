"""Every arête deed the engine sees (p. 28; policy ``worm.gm.arete``): each kith's deeds check
its own box the first time, with a p. 28 ruling, and nobody else's.

Seed 2's guild climbs out of its entrance room at once (see test_crawl): a1 Gunhild is an orc,
a2 Bryonie underfolk, a3 Bidziil fay; a test that needs a human makes one of a1.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from worm.engine import arete, meet, secrets
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import arete as policy
from worm.gm import deeds
from worm.model.meeting import Trait
from worm.model.state import GameState

from .test_city import sheet
from .test_city_actions import city
from .test_contracts import hold, job
from .test_crawl import WALK, below, of, stack
from .test_parley import say

ORC, UNDERFOLK, FAY = "a1", "a2", "a3"


def marks(events: list[ev.Event]) -> list[str]:
    return [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 28"]


def boxes(game: Game, who: str) -> tuple[bool, bool, bool]:
    return game.guild.adventurer(who).arete


def checked(game: Game, who: str, trigger: str) -> bool:
    """Is ``trigger`` of ``who``'s kith checked on their sheet?"""
    a = game.guild.adventurer(who)
    ids = [t.id for t in game.pack.kiths[a.kith].arete_triggers]
    return a.arete[ids.index(trigger)]


def human(game: Game, who: str = ORC) -> None:
    """Make ``who`` a human of House Mourn (the kith of p. 53)."""
    sheet(game, who, kith="humans", kin="human")


# --- humans: an oath kept, a rival bested, a marriage -----------------------------------------


def test_completing_the_guilds_quest_keeps_a_humans_oath_and_only_a_humans() -> None:
    game = city()
    human(game)
    assert game.guild.quest is not None  # the guild set out with one
    events = game.execute(cmd.Quest(done=True))
    assert checked(game, ORC, "oath_kept")
    assert boxes(game, UNDERFOLK) == boxes(game, FAY) == (False, False, False)
    (ruled,) = marks(events)
    assert "saw the guild's quest" in ruled and "(1 of 3)" in ruled


def test_a_fulfilled_contract_keeps_the_oath_but_one_still_open_does_not() -> None:
    game = below(WALK)
    human(game)
    hold(game, job("reach", 1, "1"))
    events = game.execute(cmd.Take(way="out"))
    assert [e.change for e in of(events, ev.Contract)] == ["fulfilled"]
    assert checked(game, ORC, "oath_kept")
    assert any("the contract sealed with A patron" in m for m in marks(events))
    game = below(WALK)
    human(game)
    hold(game, job("reach", 3, "3"))  # a level not reached: the contract stays signed
    events = game.execute(cmd.Take(way="out"))
    assert not of(events, ev.Contract)
    assert not checked(game, ORC, "oath_kept")


def challenged(swords: int, card: str) -> tuple[Game, list[ev.Event]]:
    """City Event XVII (p. 152): the human a1 has the highest Pentacles and ``swords``, and
    ``card`` is the next minor card drawn."""
    game = below(WALK)
    human(game)
    for who in ("a1", "a2", "a3"):
        a = game.guild.adventurer(who)
        update = {"pentacles": 4, "swords": swords} if who == ORC else {"pentacles": 1}
        sheet(game, who, attributes=a.attributes.model_copy(update=update))
    stack(game, major=[17], minor=[card])
    return game, game.execute(cmd.Take(way="out"))


def test_winning_a_challenge_bests_a_rival_house() -> None:
    game, events = challenged(4, "King of Swords")
    (test,) = [f for f in of(events, ev.Fate) if f.task.startswith("City Event")]
    assert test.outcome in ("success", "great_success")
    assert checked(game, ORC, "rival_house_bested")
    assert any("bested a rival house" in m for m in marks(events))


@pytest.mark.parametrize(("swords", "card"), [(4, "Ace of Cups"), (1, "King of Swords")])
def test_losing_or_walking_away_from_a_challenge_bests_no_one(swords: int, card: str) -> None:
    game, _ = challenged(swords, card)
    assert not checked(game, ORC, "rival_house_bested")


@pytest.mark.parametrize(("card", "wed"), [(4, True), (6, False)])
def test_a_human_who_wakes_with_a_wedding_band_is_married(card: int, wed: bool) -> None:
    """Hangover IV (p. 157): a band on the finger and a spouse somewhere; VI's band is
    someone else's."""
    game = city(gold=(100, 0, 0), brought=100)
    human(game)
    stack(game, major=[card])
    events = game.execute(cmd.CityAct(who=ORC, action="carouse", option="all"))
    assert checked(game, ORC, "wed") is wed
    assert any("is married" in m for m in marks(events)) is wed


def test_the_marriage_hook_checks_a_humans_wed_box() -> None:
    game = city()
    human(game)
    arete.married(game, ORC)
    arete.married(game, FAY)
    assert checked(game, ORC, "wed")
    assert boxes(game, FAY) == (False, False, False)


# --- fay: help to a spirit --------------------------------------------------------------------


def spirit_met(creature: str) -> Game:
    """Seed 2's guild meets two ``creature`` in its first room; they want a ration."""
    game = below(WALK)
    meet.start(game, creature, 2, game.room, False)
    assert game.meeting is not None
    want = Trait("want", "a ration", frozenset({"food"}))
    game.meeting = replace(game.meeting, emotion="surprise", traits=(want,), spent=frozenset())
    return game


def test_a_ration_given_to_ghosts_by_the_fay_helps_a_spirit() -> None:
    game = spirit_met("elven_ghosts")
    events = say(game, "offer", who=FAY, item="ration")
    assert checked(game, FAY, "spirit_aided")
    assert any("gave Elven Ghosts, a spirit" in m for m in marks(events))


def test_a_gift_to_zombies_is_no_help_to_a_spirit() -> None:
    game = spirit_met("zombies")
    say(game, "offer", who=FAY, item="ration")
    assert not checked(game, FAY, "spirit_aided")


@pytest.mark.parametrize(
    ("theme", "name", "spirit"),
    [
        ("spirit", "Forest Imps", True),
        ("undead", "Elven Ghosts", True),
        ("undead", "Banshees", True),
        ("undead", "Zombies", False),
        ("beast", "Dire Wolves", False),
    ],
)
def test_which_creatures_are_spirits(theme: str, name: str, spirit: bool) -> None:
    assert policy.spirit(theme, name) is spirit


# --- underfolk: a lasting work, a grave good, a forgotten secret ------------------------------


@pytest.mark.parametrize("action", ["build", "commission"])
def test_build_or_commission_craft_is_an_underfolks_lasting_work(action: str) -> None:
    game = city(gold=(0, 2000, 2000))
    events = game.execute(cmd.CityAct(who=UNDERFOLK, action=action, what="a statue of me"))
    assert checked(game, UNDERFOLK, "lasting_work")
    assert any("had a statue of me made" in m for m in marks(events))
    game.execute(cmd.CityAct(who=FAY, action=action, what="a statue of me"))
    assert boxes(game, FAY) == (False, False, False)


def test_a_research_that_finds_something_new_uncovers_a_forgotten_secret() -> None:
    game = city(gold=(0, 200, 0))
    stack(game, minor=["King of Cups"])
    events = game.execute(cmd.CityAct(who=UNDERFOLK, action="research"))
    assert checked(game, UNDERFOLK, "forgotten_secret")
    assert any("dug out of the archives" in m for m in marks(events))


def test_a_failed_research_uncovers_nothing() -> None:
    game = city(gold=(0, 200, 0))
    stack(game, minor=["Ace of Swords"])
    game.execute(cmd.CityAct(who=UNDERFOLK, action="research"))
    assert not checked(game, UNDERFOLK, "forgotten_secret")


def test_a_secret_door_found_in_the_crawl_is_a_forgotten_secret() -> None:
    for seed in range(1, 40):
        game = Game.new(seed)
        game.execute(cmd.Delve())
        hidden = [
            room
            for room, links in enumerate(game.plan.links)
            if any(game.plan.level.map.edges[i].secret for _, i in links)
        ]
        if hidden and any(a.kith == "underfolk" for a in game.guild.adventurers):
            break
    else:
        pytest.skip("no seed with a secret door and an underfolk")
    before = len(game.log.events)
    assert secrets.find_secrets(game, hidden[0], "tapping the walls")
    digger = next(a for a in game.guild.adventurers if a.kith == "underfolk")
    assert checked(game, digger.id, "forgotten_secret")
    assert any("uncovered a way hidden" in m for m in marks(game.log.events[before:]))


def art_and_coins(game: Game) -> tuple[str, str, str]:
    """A piece of art, a heap of coins, and a treasure of great worth from the pack."""
    pieces = game.pack.treasure.values()
    art = next(t.id for t in pieces if policy.grave_good(t) and t.value < deeds.GREAT_WORTH)
    coins = next(t.id for t in pieces if t.coins)
    great = next(t.id for t in pieces if t.value >= deeds.GREAT_WORTH)
    return art, coins, great


def test_a_kept_work_of_art_is_an_underfolks_grave_good_but_coins_are_not() -> None:
    game = city()
    art, coins, great = art_and_coins(game)
    arete.hoarded(game, UNDERFOLK, coins)
    assert not checked(game, UNDERFOLK, "grave_good")
    arete.hoarded(game, UNDERFOLK, art)
    assert checked(game, UNDERFOLK, "grave_good")
    arete.hoarded(game, ORC, art)
    assert not checked(game, ORC, "great_hoard")  # not worth enough for an orc's hoard
    arete.hoarded(game, ORC, great)
    assert checked(game, ORC, "great_hoard")


# --- orcs: a new skull, a great hoard ---------------------------------------------------------


def test_an_orcs_first_kill_of_a_kind_takes_its_skull_once_and_the_kinds_are_saved() -> None:
    game = city()
    arete.felled(game, FAY, creature="goblins")  # the fay kills the first goblin
    assert game.guild.slain == ("goblins",)
    arete.felled(game, ORC, creature="goblins")  # the guild had killed goblins already
    assert not checked(game, ORC, "new_skull")
    before = len(game.log.events)
    arete.felled(game, ORC, creature="skeletons")
    assert checked(game, ORC, "new_skull")
    assert marks(game.log.events[before:]) == [
        f"{game.guild.adventurer(ORC).name} took the skull of a kind the guild had never "
        "killed: an arête mark (1 of 3)"
    ]
    assert game.guild.slain == ("goblins", "skeletons")
    saved = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert saved.guild.slain == ("goblins", "skeletons")
    old = json.loads(game.snapshot().model_dump_json())
    del old["guild"]["slain"]
    assert GameState.model_validate(old).guild.slain == ()


def test_a_named_character_is_no_kind_of_monster() -> None:
    game = city()
    person = next(iter(game.pack.characters))
    arete.felled(game, ORC, creature=person)
    assert not checked(game, ORC, "new_skull") and game.guild.slain == ()


def test_a_treasure_of_great_worth_carried_out_is_every_orcs_hoard() -> None:
    game = below(WALK)
    _, _, great = art_and_coins(game)
    game.loot = (great,)
    events = game.execute(cmd.Take(way="out"))
    assert checked(game, ORC, "great_hoard")
    assert any("brought up" in m for m in marks(events))
    assert not any(boxes(game, who)[1] for who in (UNDERFOLK, FAY))


def test_a_lesser_treasure_carried_out_is_no_hoard() -> None:
    game = below(WALK)
    art, _, _ = art_and_coins(game)
    game.loot = (art,)
    game.execute(cmd.Take(way="out"))
    assert not checked(game, ORC, "great_hoard")


# --- the kiss that brings tears is never judged -----------------------------------------------


def test_the_kiss_that_brings_tears_is_a_deed_no_policy_rules_on() -> None:
    assert "kiss_tears" in policy.NOT_JUDGED
    assert "kiss_tears" not in policy.WHY
    ids = {t.id for k in Game.new(2).pack.kiths.values() for t in k.arete_triggers}
    assert ids - set(policy.WHY) - {"weaponless_kill", "giant_slain"} == {"kiss_tears"}
