"""Aegis (p. 70): an intact shield carried takes a Notch instead of the effect a physical
blow would lay on its bearer (a heavy shield is good for two Notches, a light one for one,
p. 164).

Seed 2's guild against three goblins as ``test_challenge_actions`` sets it up; the band
Roughhouses Bidziil."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import acts, gm, hold, key, lay, ready, rulings
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import events as ev
from worm.engine.session import Game

pytestmark = pytest.mark.usefixtures("goblins")


def shielded(state: str | None, shield: str = "shield_heavy") -> Game:
    game = ready()
    teach(game, "Bidziil", "aegis", state)
    hold(game, "Bidziil", "hammer", shield)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    return game


def tripped(game: Game) -> list[ev.Event]:
    """The band Roughhouses Bidziil with a high Major Arcanum, sure to beat Initiative III."""
    card = next(c.name for c in game.decks.major.draw_pile if c.value >= 10)
    return gm(game, "Roughhouse", card, [(key(game, "Bidziil"), 1)], option="trip")


def shield_notches(game: Game, item: str) -> int | None:
    a = game.guild.adventurer(key(game, "Bidziil"))
    return next((c.notches for c in a.inventory.things() if c.item == item), None)


def test_the_shield_takes_the_trip_and_a_notch() -> None:
    game = shielded("mastered")
    events = tripped(game)
    assert acts(events, "Roughhouse")[0].result == "trip"
    assert rulings(events, "Aegis")
    assert "trip" not in game.challenge.fighter(key(game, "Bidziil")).effects
    assert shield_notches(game, "shield_heavy") == 1  # one of its two Notches (p. 164)
    accounted(game)


def test_a_light_shield_breaks_on_its_one_notch() -> None:
    game = shielded("mastered", "shield_light")
    tripped(game)
    assert "trip" not in game.challenge.fighter(key(game, "Bidziil")).effects
    assert shield_notches(game, "shield_light") is None  # Destroyed


def test_without_the_talent_the_trip_lands() -> None:
    game = shielded(None)
    events = tripped(game)
    assert not rulings(events, "Aegis")
    assert "trip" in game.challenge.fighter(key(game, "Bidziil")).effects
    assert shield_notches(game, "shield_heavy") == 0


def test_in_training_turning_an_effect_costs_one_xp() -> None:
    game = shielded("in_training")
    a = game.guild.adventurer(key(game, "Bidziil"))
    game.set_adventurer(a.model_copy(update={"xp": 2}))
    tripped(game)
    assert game.guild.adventurer(key(game, "Bidziil")).xp == 1
    assert "trip" not in game.challenge.fighter(key(game, "Bidziil")).effects
