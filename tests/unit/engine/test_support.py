"""Support (p. 159) with Underworld material (p. 172): a thing carried up from below spent on
the project makes the step cost 10 gold, and is used up."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.session import Game
from worm.gm import city_actions as policy
from worm.model.inventory import Carried
from worm.rules import pack_space

from .test_city_actions import city, refused
from .test_crawl import of


def carrying(game: Game, who: str, item: str, creature: str | None) -> Carried:
    a, _ = kit.gain(game.guild.adventurer(who), item, 1, game.pack)
    carried = next(c for c in a.inventory.things() if c.item == item)
    marked = carried.model_copy(update={"of": creature})
    a = a.model_copy(update={"inventory": pack_space.replace(a.inventory, marked)})
    game.guild = game.guild.with_adventurer(a)
    return marked


def test_a_reagent_from_below_makes_the_step_cost_ten_gold_and_is_spent() -> None:
    """p. 172: Weela's flowers from below lower the price of a step of the dream moths to 10."""
    game = city(gold=(30, 0, 0))
    carrying(game, "a1", "reagent", "giant_rat")
    events = game.execute(
        cmd.CityAct(who="a1", action="support", what="dream moths", material="reagent")
    )
    a = game.guild.adventurer("a1")
    assert a.gold == 20
    assert not any(c.item == "reagent" for c in a.inventory.things())
    assert game.guild.projects == (("dream moths", 3, 1),)
    assert any(g.rule == policy.MATERIAL[0] and "Reagent" in g.why for g in of(events, ev.Gm))


def test_a_thing_bought_in_the_city_is_no_underworld_material() -> None:
    game = city(gold=(100, 0, 0))
    carrying(game, "a1", "reagent", None)
    refused(
        game,
        cmd.CityAct(who="a1", action="support", what="dream moths", material="reagent"),
        "not carried up from the Underworld",
    )
    refused(
        game,
        cmd.CityAct(who="a1", action="support", what="dream moths", material="manticore"),
        "carries no 'manticore'",
    )


def test_without_material_the_scale_sets_the_price() -> None:
    game = city(gold=(60, 0, 0))
    game.execute(cmd.CityAct(who="a1", action="support", what="dream moths"))
    assert game.guild.adventurer("a1").gold == 10
