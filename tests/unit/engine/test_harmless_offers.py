"""A blow the foe's nature turns is said so on every play that strikes with the weapon: the
Reaver's charge too (play-test g11: "Charge Vampire Spawn (Reaver) … 75%", then "Invulnerable:
flail cannot harm Vampire Spawn"), and each such play is marked harmless for the menus."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.test_challenge_actions import hand, hold, lay, ready, three_zones, turn
from tests.unit.engine.test_creature_dooms import fighting_as, note  # noqa: F401
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import options


@pytest.mark.parametrize("invulnerable", [True, False], ids=["vampire", "goblins"])
def test_a_reavers_charge_at_the_invulnerable_says_it_does_no_harm(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    invulnerable: bool,
) -> None:
    """p. 282: a hammer cannot harm the Invulnerable, whether swung or charged in with (p. 71)."""
    game = ready()
    fighting_as(notes=(note(game, "vampire", "Invulnerable"),) if invulnerable else ())
    three_zones(game)
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.1"), zone=2))
    teach(game, "Bidziil", "reaver")
    hold(game, "Bidziil", "hammer")
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Knight of Swords")
    bk = turn(game, "Bidziil")
    plays = options.plays(game, bk, tarot.card_named("Knight of Swords"))
    charges = [p for p in plays if p.option == "charge"]
    assert charges  # the precondition: the foe stands one zone away, the charge offered
    for p in charges:
        assert ("Invulnerable: no harm, p. 282" in p.label) is invulnerable, p.label
        assert p.harmless is invulnerable
