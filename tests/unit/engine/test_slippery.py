"""The questing beast's Slippery (p. 276): any card discarded gets it past a dungeon hazard,
outside the one card a turn.

The stand-in monster fights as the book's goblins (HD 2/1, ``fight_kit``); a trap guards the
zone next to the first (1 Piercing Wound to whoever enters without an Avoid, p. 128).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    note,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import invariants
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.model.challenge import GM, Group


def trapped(game: Game) -> int:
    """A trap guards the zone next to the first; that zone."""
    ch = game.challenge
    there = ch.zones[0].neighbours[0]
    trap = Group("hazard:test", "A swinging blade", "hazard", hazard_wounds=1, hazard_piercing=True)
    game.challenge = replace(ch, groups=(*ch.groups, replace(trap, zone=there)))
    return there


@pytest.mark.parametrize("slippery", [True, False], ids=["questing beast", "goblins"])
def test_a_slippery_beast_discards_a_card_to_get_past_a_trap_unhurt(
    fighting_as,  # noqa: F811
    slippery: bool,
) -> None:
    """p. 276: the GM discards its lowest card, The Magician, and the beast enters the
    trapped zone with its 2 Health; without the note the trap's Wound lands."""
    game = ready()
    fighting_as(notes=(note(game, "questing_beast", "Slippery"),) if slippery else ())
    there = trapped(game)
    give(game, GM, "The Hermit", "The Magician")
    key = foe(game)
    before = game.challenge.fighter(key).health
    mark = len(game.log.events)
    harm.enter_zone(game, key, there)
    ch = game.challenge
    assert ch.fighter(key).zone == there
    if slippery:
        assert ch.fighter(key).health == before
        assert ch.hand(GM) == (tarot.card_named("The Hermit"),)
        assert rulings(game.log.events[mark:], "p. 276")
    else:
        assert ch.fighter(key).health < before
        assert len(ch.hand(GM)) == 2
    assert invariants.cards(game) == []


def test_with_no_card_to_discard_the_beast_takes_the_trap(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=(note(game, "questing_beast", "Slippery"),))
    there = trapped(game)
    key = foe(game)
    before = game.challenge.fighter(key).health
    harm.enter_zone(game, key, there)
    assert game.challenge.fighter(key).health < before
