"""The mimic's Harden (p. 273): a greater doom discarded, outside the one card a turn, and it
is immune to the weapon type that last Wounded it, one type at a time.

The stand-in monster fights as the book's goblins (HD 2/1, ``fight_kit``) given the mimic's
greater dooms; seed 5's guild: Patty (blade), Offa (dagger), Svein (dagger).
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    ready,
    rulings,
    wounds_to,
)
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.model.challenge import GM


def blow(game: Game, who: str) -> int:
    key = foe(game)
    name = game.challenge.fighter(key).name
    mark = len(game.log.events)
    harm.harm_foe(game, key, 1, by=member(game, who))
    return wounds_to(game.log.events[mark:], name)


def test_wounded_by_a_blade_the_mimic_hardens_against_blades_only(
    fighting_as,  # noqa: F811
) -> None:
    """p. 273: Patty's blade Wounds it; the GM discards The Sun (keeping The World for Riot
    of Teeth) and the next blade does nothing, while Offa's dagger still Wounds it."""
    game = ready()
    fighting_as(greater=(doom(game, "mimic", "Harden"), doom(game, "mimic", "Riot of Teeth")))
    give(game, GM, "The Sun", "The World")
    mark = len(game.log.events)
    assert blow(game, "Patty") == 1
    assert [c.name for c in game.challenge.hand(GM)] == ["The World"]
    assert blow(game, "Patty") == 0
    assert rulings(game.log.events[mark:], "p. 273")
    assert blow(game, "Offa") == 1


def test_with_one_greater_card_kept_for_riot_of_teeth_it_stays_soft(
    fighting_as,  # noqa: F811
) -> None:
    game = ready()
    fighting_as(greater=(doom(game, "mimic", "Harden"), doom(game, "mimic", "Riot of Teeth")))
    give(game, GM, "The Sun")
    assert blow(game, "Patty") == 1
    assert blow(game, "Patty") == 1


def test_one_type_at_a_time(fighting_as) -> None:  # noqa: F811
    """p. 273: hardened against the blade, a dagger's Wound moves the hardness to daggers
    (its one pool given Health 9, so four Wounds leave it standing)."""
    game = ready()
    fighting_as(greater=(doom(game, "mimic", "Harden"),))
    ch = game.challenge
    mimic = ch.fighter(foe(game))
    game.challenge = ch.with_fighter(replace(mimic, parts=(replace(mimic.parts[0], health=9),)))
    give(game, GM, "The Sun", "The World")
    assert blow(game, "Patty") == 1
    assert blow(game, "Offa") == 1
    assert blow(game, "Offa") == 0
    assert blow(game, "Patty") == 1
