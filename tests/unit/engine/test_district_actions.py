"""The districts' special City Actions (Appendix D) the engine plays, with the book's prices:
offered only when this City has the district, one City Action each, refusals leaving nothing."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine import district_actions, districts
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import district_actions as policy
from worm.model.adventurer import Affliction

from .test_city import golds, sheet
from .test_city_actions import bot_actions, city, refused
from .test_crawl import of

HOSPITAL = "hospital_of_st_berenthu"
MADRASA = "madrasa_of_maiden_wisdom"
BELLS = "bellringers_district"


def having(game: Game, *wanted: str) -> Game:
    """This game's City with ``wanted`` laid in place of its districts that have played special
    actions, then of its first other suited districts (and without any other district whose
    special actions are played)."""
    town = districts.city_of(game)
    played = {d.id for d in game.pack.districts.values() if d.special}
    standing = {q.id for q in town.districts}
    fillers = [  # suited districts with no special action of their own, not in this City
        d.id
        for d in game.pack.districts.values()
        if not d.special and d.suit is not None and d.id not in standing
    ]
    left = list(wanted)
    laid = []
    for q in town.districts:
        if q.id in played:
            if left:
                laid.append(replace(q, id=left.pop(0)))
            elif fillers:  # a plain district stands where a played one stood
                laid.append(replace(q, id=fillers.pop(0)))
            continue
        laid.append(q)
    for index, q in enumerate(laid):
        if left and q.suit is not None and q.id not in wanted:
            laid[index] = replace(q, id=left.pop(0))
    assert not left, "the City is too small for the districts wanted"
    game.city_map = replace(town, districts=tuple(laid))
    return game


def test_only_this_citys_districts_offer_their_special_actions() -> None:
    game = having(city(gold=(300, 0, 0)), HOSPITAL)
    assert [a.id for a in district_actions.offered(game)] == ["recuperate", "leeching"]
    refused(game, cmd.CityAct(who="a1", action="study_language", what="cant"), "no district")
    having(game)
    assert district_actions.offered(game) == ()
    refused(game, cmd.CityAct(who="a1", action="recuperate"), "no district offering")


def test_rest_and_recuperate_heals_every_wound_but_not_the_destitute() -> None:
    game = having(city(), HOSPITAL)  # everyone paid a destitute upkeep
    hurt = game.guild.adventurer("a1").conditions.model_copy(
        update={"staggered": True, "injured": True}
    )
    sheet(game, "a1", conditions=hurt)
    refused(game, cmd.CityAct(who="a1", action="recuperate"), "not for the destitute")
    assert game.city is not None
    game.city = replace(game.city, upkeep=(("a1", "common"), *game.city.upkeep[1:]))
    events = game.execute(cmd.CityAct(who="a1", action="recuperate"))
    c = game.guild.adventurer("a1").conditions
    assert not c.staggered and not c.injured
    assert [e.change for e in of(events, ev.Condition)] == ["Injured heals", "Staggered heals"]
    refused(game, cmd.CityAct(who="a1", action="beg"), "already taken")


def test_study_language_costs_200_gold_for_one_common_language() -> None:
    game = having(city(gold=(199, 250, 0)), MADRASA)
    refused(game, cmd.CityAct(who="a1", action="study_language", what="cant"), "costs 200")
    known = game.guild.adventurer("a2").languages
    refused(game, cmd.CityAct(who="a2", action="study_language", what="ancient_mannish"), "teaches")
    refused(game, cmd.CityAct(who="a2", action="study_language", what=known[0]), "already")
    new = next(i for i in policy.taught(game.pack) if i not in known)
    events = game.execute(cmd.CityAct(who="a2", action="study_language", what=new))
    assert game.guild.adventurer("a2").languages == (*known, new)
    assert golds(game)[1] == 50
    assert any(g.rule == "p. 314" for g in of(events, ev.Gm))


def test_keeping_an_ear_to_the_ground_tells_the_next_unheard_rumour() -> None:
    game = having(city(), BELLS)
    game.execute(cmd.CityAct(who="a1", action="eavesdrop"))
    game.execute(cmd.CityAct(who="a2", action="Keep an ear to the ground"))
    assert game.city is not None
    first, second = game.city.rumors[-2:]
    assert first != second
    rumors = sorted(
        (e for e in game.pack.city_events.values() if e.category == "rumor" and not e.reserve),
        key=lambda e: e.card,
    )
    assert {first, second} <= {e.text for e in rumors}


def test_the_bot_recuperates_when_wounded_and_eavesdrops_once_where_it_can() -> None:
    game = having(city(), HOSPITAL, BELLS)
    assert game.city is not None
    game.city = replace(game.city, upkeep=tuple((w, "common") for w, _ in game.city.upkeep))
    hurt = game.guild.adventurer("a2").conditions.model_copy(update={"injured": True})
    sheet(game, "a2", conditions=hurt)
    done = bot_actions(game)
    assert done["a2"].action == "recuperate"
    assert not game.guild.adventurer("a2").conditions.injured
    assert sorted(c.action for w, c in done.items() if w != "a2") == ["beg", "eavesdrop"]


def test_the_bot_begs_where_the_city_lacks_those_districts() -> None:
    game = having(city())
    hurt = game.guild.adventurer("a2").conditions.model_copy(update={"injured": True})
    sheet(game, "a2", conditions=hurt)
    assert {c.action for c in bot_actions(game).values()} == {"beg"}


def test_leeching_costs_20_gold_a_stage_not_yet_cured_and_cures_the_affliction() -> None:
    game = having(city(gold=(59, 60, 0)), HOSPITAL)
    venom = Affliction(id="giant_rat_venom", stage=2, cured=0)  # three stages, none cured
    lotus = Affliction(id="black_honey", stage=1, cured=1)  # two stages, one cured
    sheet(game, "a1", afflictions=(venom,))
    sheet(game, "a2", afflictions=(venom, lotus))
    refused(game, cmd.CityAct(who="a1", action="leeching"), "costs 60 gold")
    refused(game, cmd.CityAct(who="a3", action="leeching"), "no affliction")
    refused(game, cmd.CityAct(who="a2", action="leeching", what="mummy rot"), "no affliction")
    events = game.execute(cmd.CityAct(who="a2", action="leeching", what="black honey"))
    assert game.guild.adventurer("a2").afflictions == (venom,)
    assert golds(game)[1] == 40
    assert any(g.rule == "p. 318" for g in of(events, ev.Gm))
