"""Districts burnt down (Hangover XX, p. 157) and bans (Hangover VIII) close what is done
there: a City Action goes to another district that hosts it, or is refused with the reason."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine import district_actions, ruins
from worm.model.aftermath import Aftermath
from worm.rules import city_actions as rules

from .test_city import sheet
from .test_city_actions import city, refused
from .test_district_actions import HOSPITAL, having


def test_an_action_whose_every_district_burnt_is_refused_with_the_reason() -> None:
    game = city(gold=(100, 0, 0))
    a = game.guild.adventurer("a1")
    homes = ruins.homes(game, rules.BY_ID["research"])
    assert homes, "the Omphalic Market hosts Research in every City"
    assert game.city is not None
    game.city = replace(game.city, burnt=tuple(q.id for q in homes))
    refused(game, cmd.CityAct(who="a1", action="research"), "burnt down")
    assert ruins.where(game, a, rules.BY_ID["research"]) is None


def test_an_action_moves_to_another_district_that_hosts_it() -> None:
    game = city(gold=(100, 0, 0))
    a = game.guild.adventurer("a1")
    homes = ruins.homes(game, rules.BY_ID["research"])
    assert game.city is not None
    game.city = replace(game.city, burnt=(homes[0].id,))
    if len(homes) > 1:
        assert ruins.where(game, a, rules.BY_ID["research"]) == homes[1]
        game.execute(cmd.CityAct(who="a1", action="research"))
        assert game.city.action_of("a1") == "Research"
    else:
        refused(game, cmd.CityAct(who="a1", action="research"), "burnt down")


def test_a_districts_own_action_burns_with_it() -> None:
    game = having(city(gold=(500, 500, 500)), HOSPITAL)
    specials = district_actions.specials(game)
    assert specials, "the test City has at least one district with an action played"
    special = specials[0]
    home = ruins.homes(game, district_actions.as_action(special))
    assert game.city is not None and len(home) == 1
    game.city = replace(game.city, burnt=(home[0].id,))
    refused(game, cmd.CityAct(who="a1", action=special.id), "burnt down")


def test_a_ban_closes_the_district_to_the_banned_one_only() -> None:
    game = city(gold=(100, 100, 0), brought=100)
    game.city = replace(game.city, brought=(("a1", 100), ("a2", 100)))  # type: ignore[arg-type]
    homes = ruins.homes(game, rules.BY_ID["carouse"])
    bans = tuple(Aftermath(id="banned", district=q.id, phases=2) for q in homes)
    sheet(game, "a1", aftermath=bans)
    refused(game, cmd.CityAct(who="a1", action="carouse"), "banned from it")
    game.execute(cmd.CityAct(who="a2", action="carouse"))
