"""What harm does to a creature and to what strikes it (Appendix C), with the book's
numbers: a winter wolf takes 2 Wounds from fire (p. 285), a slime Notches the weapon that
harms it and no Displace, Root or Trip holds it (p. 278).

The stand-in monster fights as the book's goblins (HD 2/1, ``fight_kit``) given the note
under test; each test checks the same moment without it. Seed 5's guild: Patty (blade and
heavy shield), Offa (dagger), Svein (dagger).
"""

from __future__ import annotations

from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    note,
    ready,
    rulings,
    wounds_to,
)
from worm.engine import events as ev
from worm.engine.actions import dirty, harm
from worm.engine.session import Game
from worm.rules import dooms


def struck_by_fire(game: Game) -> int:
    key = foe(game)
    name = game.challenge.fighter(key).name
    mark = len(game.log.events)
    harm.harm_foe(game, key, 1, by=member(game, "Offa"), means=dooms.Means(fire=True))
    return wounds_to(game.log.events[mark:], name)


def test_fire_deals_a_winter_wolf_two_wounds(fighting_as) -> None:  # noqa: F811
    """p. 285: one Wound of fire is 2 to a winter wolf, with the GM's ruling."""
    game = ready()
    fighting_as(notes=(note(game, "winter_wolf", "Vulnerable to Fire"),))
    mark = len(game.log.events)
    assert struck_by_fire(game) == 2
    assert rulings(game.log.events[mark:], "p. 285")


def test_fire_deals_one_wound_to_a_creature_not_vulnerable(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=())
    assert struck_by_fire(game) == 1


def test_a_steel_blade_that_wounds_a_winter_wolf_deals_one(fighting_as) -> None:  # noqa: F811
    """p. 285: only fire doubles; Patty's blade deals its one Wound."""
    game = ready()
    fighting_as(notes=(note(game, "winter_wolf", "Vulnerable to Fire"),))
    key = foe(game)
    mark = len(game.log.events)
    harm.harm_foe(game, key, 1, by=member(game, "Patty"))
    assert wounds_to(game.log.events[mark:], game.challenge.fighter(key).name) == 1


def blade_notches(game: Game) -> int:
    a = game.guild.adventurer(member(game, "Patty"))
    return next(c.notches for c in a.inventory.hands if c is not None and c.item == "blade")


def test_a_blade_that_wounds_a_slime_is_notched(fighting_as) -> None:  # noqa: F811
    """p. 278: the weapon that damages an Acidic slime takes a Notch, with the GM's ruling."""
    game = ready()
    fighting_as(notes=(note(game, "slime", "Acidic"),))
    before = blade_notches(game)
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, by=member(game, "Patty"))
    assert blade_notches(game) == before + 1
    notched = [e for e in game.log.events[mark:] if isinstance(e, ev.Item)]
    assert [e.change for e in notched] == ["notched"]


def test_a_blade_that_wounds_a_creature_without_acid_is_whole(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=())
    before = blade_notches(game)
    harm.harm_foe(game, foe(game), 1, by=member(game, "Patty"))
    assert blade_notches(game) == before


def test_a_fire_bomb_on_a_slime_notches_no_blade(fighting_as) -> None:  # noqa: F811
    """p. 278: only a weapon that harms the slime is Notched; Patty's blade stays whole when
    her thrown fire does the harm."""
    game = ready()
    fighting_as(notes=(note(game, "slime", "Acidic"),))
    before = blade_notches(game)
    harm.harm_foe(game, foe(game), 1, by=member(game, "Patty"), means=dooms.Means(fire=True))
    assert blade_notches(game) == before


def test_a_shapeless_slime_refuses_displace_root_and_trip(fighting_as) -> None:  # noqa: F811
    """p. 278: no Displace, Root or Trip lands on a slime; a Stun still does."""
    game = ready()
    fighting_as(notes=(note(game, "slime", "Shapeless Body"),))
    key = foe(game)
    for effect in ("displace", "root", "trip", "stun"):
        harm.afflict(game, key, effect)
    assert game.challenge.fighter(key).effects == frozenset({"stun"})


def test_a_creature_with_a_shape_can_be_rooted(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=())
    key = foe(game)
    harm.afflict(game, key, "root")
    assert "root" in game.challenge.fighter(key).effects


def test_a_dirty_notch_deals_a_construct_two_wounds(fighting_as) -> None:  # noqa: F811
    """p. 254 (the mimic, p. 273, carries it too): a Notch from Fight Dirty's Roughhouse
    (p. 74) counts as 2 Wounds to a Construct, and the game offers it."""
    game = ready()
    fighting_as(notes=(note(game, "animate_statue", "Construct"),))
    key = foe(game)
    name = game.challenge.fighter(key).name
    assert dirty.refusal(game, game.challenge.fighter(key), "notch") == ""
    mark = len(game.log.events)
    harm.afflict(game, key, "notch")
    assert wounds_to(game.log.events[mark:], name) == 2
    assert rulings(game.log.events[mark:], "p. 254")


def test_a_notch_on_a_creature_of_flesh_does_nothing_the_game_tracks(
    fighting_as,  # noqa: F811
) -> None:
    game = ready()
    fighting_as(notes=())
    key = foe(game)
    assert dirty.refusal(game, game.challenge.fighter(key), "notch")
