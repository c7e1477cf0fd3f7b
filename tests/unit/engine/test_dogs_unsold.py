"""Dog Suicide (City Event X, p. 153): no dog is for sale at the Hippodrome this City Phase.

The portent kills the guild's dogs and its ruling says none is for sale; the Hippodrome's
Purchase animal companion (p. 313) asks ``worm.engine.portents.dogs_sold`` and refuses a dog.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import portents
from worm.engine.session import Game
from worm.errors import IllegalCommand

from .test_city_actions import city
from .test_district_actions import having


def at_the_hippodrome_after_dog_suicide() -> Game:
    game = having(city(gold=(100, 100, 0)), "hippodrome_of_amet")
    assert game.city is not None
    game.city = replace(game.city, flags=(*game.city.flags, "no_dogs"))
    assert not portents.dogs_sold(game.city)  # precondition: the portent's flag is read so
    return game


def test_another_beast_is_still_sold() -> None:
    game = at_the_hippodrome_after_dog_suicide()
    game.execute(cmd.CityAct(who="a1", action="animal_companion", what="monkey"))
    assert [c.kind for c in game.guild.companions if c.owner == "a1"] == ["monkey"]


def test_no_dog_is_sold() -> None:
    game = at_the_hippodrome_after_dog_suicide()
    gold = game.guild.adventurer("a1").gold
    with pytest.raises(IllegalCommand, match=r"p\. 153"):
        game.execute(cmd.CityAct(who="a1", action="animal_companion", what="vicious_dog"))
    assert game.guild.adventurer("a1").gold == gold
    assert not [c for c in game.guild.companions if c.kind == "vicious_dog"]


def test_a_dog_is_sold_in_a_phase_without_the_portent() -> None:
    game = having(city(gold=(100, 100, 0)), "hippodrome_of_amet")
    assert portents.dogs_sold(game.city)
    game.execute(cmd.CityAct(who="a1", action="animal_companion", what="vicious_dog"))
    assert [c.kind for c in game.guild.companions if c.owner == "a1"] == ["vicious_dog"]
