"""Dog Suicide (City Event X, p. 153): no dog is for sale this City Phase — not enforced yet.

The portent kills the guild's dogs and its ruling says none is for sale, and
``worm.engine.portents.dogs_sold`` answers False, but nothing in worm/ asks it: the Hippodrome's
Purchase animal companion (p. 313) sells a vicious dog all the same. The issue 22 audit of the
parity table (row pp. 150–153, which cites ``dogs_sold`` as played) found it. Strict xfail: it
passes, and so fails as XPASS, once the purchase asks.
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


@pytest.mark.xfail(strict=True, reason="issue 22: dogs_sold is asked by nothing (p. 153)")
def test_no_dog_is_sold() -> None:
    game = at_the_hippodrome_after_dog_suicide()
    try:
        game.execute(cmd.CityAct(who="a1", action="animal_companion", what="vicious_dog"))
    except IllegalCommand:  # refused: what the rule wants
        pass
    assert not [c for c in game.guild.companions if c.kind == "vicious_dog"]
