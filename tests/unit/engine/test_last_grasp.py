"""The zombie's Last Grasp (p. 286): when it would take a Wound, a greater doom discarded
instead, no Wound taken, and a severed limb fights on as a new enemy with the zombie's
Initiative, stopped by 1 Wound, with no Last Grasp of its own.

The stand-in monster fights as the book's goblins (``fight_kit``) given the zombie's doom and
its Health 1, Defense 0 (p. 286); seed 5's guild: Patty, Offa and Svein.
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
)
from worm.engine import last_grasp
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.model.challenge import GM


def zombie(game: Game) -> str:
    """The band's one member at Health 1, Defense 0, as the book's zombie."""
    key = foe(game)
    ch = game.challenge
    z = ch.fighter(key)
    game.challenge = ch.with_fighter(replace(z, parts=(replace(z.parts[0], health=1, defense=0),)))
    return key


def test_a_wound_that_would_fell_the_zombie_severs_a_limb_instead(
    fighting_as,  # noqa: F811
) -> None:
    """p. 286: the GM discards The Sun; the zombie keeps its 1 Health, and its severed arm
    joins its band (the same Initiative), with Health 1."""
    game = ready()
    fighting_as(greater=(doom(game, "zombie", "Last Grasp"),))
    key = zombie(game)
    give(game, GM, "The Sun")
    mark = len(game.log.events)
    down = harm.harm_foe(game, key, 1, by=member(game, "Patty"))
    ch = game.challenge
    assert not down and ch.fighter(key).health == 1
    assert ch.hand(GM) == ()
    limbs = [f for f in ch.side("foes") if last_grasp.is_limb(f)]
    assert len(limbs) == 1 and limbs[0].group == ch.fighter(key).group
    assert limbs[0].health == 1
    assert rulings(game.log.events[mark:], "p. 286")


def test_the_limb_falls_to_one_wound_and_grasps_no_further(fighting_as) -> None:  # noqa: F811
    """p. 286: the severed limb takes 1 Wound and stops; it cannot use the Last Grasp."""
    game = ready()
    fighting_as(greater=(doom(game, "zombie", "Last Grasp"),))
    key = zombie(game)
    give(game, GM, "The Sun", "The World")
    harm.harm_foe(game, key, 1, by=member(game, "Patty"))
    limb = next(f for f in game.challenge.side("foes") if last_grasp.is_limb(f))
    assert harm.harm_foe(game, limb.key, 1, by=member(game, "Patty"))
    assert len(game.challenge.hand(GM)) == 1


def test_without_a_greater_card_the_zombie_falls(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(greater=(doom(game, "zombie", "Last Grasp"),))
    key = zombie(game)
    assert harm.harm_foe(game, key, 1, by=member(game, "Patty"))
    assert not any(last_grasp.is_limb(f) for f in game.challenge.fighters)
