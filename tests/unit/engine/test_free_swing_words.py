"""The free swing at one who leaves an engagement (p. 109) agrees with the band that takes it
(play-test g11: "Undead Bears takes a free swing as Warwick Whitesmith pulls away")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    hand,
    key,
    lay,
    play,
    ready,
    rulings,
    three_zones,
    turn,
)
from worm.engine.actions import engagement

pytestmark = pytest.mark.usefixtures("goblins")


@pytest.mark.parametrize(("name", "said"), [("Undead Bears", "take"), ("Goblin 1", "takes")])
def test_a_band_fighting_as_one_takes_its_free_swing_in_the_plural(name: str, said: str) -> None:
    game = ready(emotion="anger")
    three_zones(game)
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.1"), name=name))
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Two of Swords", "Move", option="the way back")
    assert rulings(events, f"{name} {said} a free swing"), [e for e in events if "swing" in str(e)]
    accounted(game)
