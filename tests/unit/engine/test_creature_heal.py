"""The GM's creatures Heal in a fight (Appendix C): Regenerate, Fungal Regeneration and the
vampire's Feed, with the book's numbers.

The stand-in monster fights as the book's goblins (HD 2/1, ``fight_kit``) given the doom or
note under test; seed 5's guild: Patty (armored: a blow Notches her armor first), Offa
(unarmored: a blow marks a condition), Svein.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, set_parts
from tests.unit.engine.test_creature_dooms import (
    attack,
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    note,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine.actions import fighters, harm
from worm.engine.session import Game
from worm.model.challenge import GM


def body(game: Game) -> tuple[int | None, int]:
    part = game.challenge.fighter(foe(game)).parts[0]
    return part.health, part.defense


def discarded(game: Game) -> set[str]:
    return {c.name for c in game.decks.major.discard_pile}


@pytest.mark.parametrize(
    ("owner", "name", "page"),
    [
        ("elite", "Regenerate", "p. 251"),
        ("fungoid", "Fungal Regeneration", "p. 263"),
        ("slime", "Regenerate", "p. 251"),
    ],
)
def test_regeneration_discards_a_greater_doom_for_each_wound_mended(
    fighting_as,  # noqa: F811
    owner: str,
    name: str,
    page: str,
) -> None:
    """pp. 251, 263, 278: discarding a greater doom Heals 1 Wound, outside the one card a
    turn. A goblin down to Health 1, Defense 0 of 2/1 has two Wounds to mend: The Star and
    The Moon go, Health comes back first, and the band still acts with The Magician."""
    game = ready()
    fighting_as(greater=(doom(game, owner, name),))
    set_parts(game, foe(game), 1, 0)
    give(game, GM, "The Magician", "The Star", "The Moon")
    mark = len(game.log.events)
    declared = antagonists.turn(game, "foes")
    assert body(game) == (2, 1)
    assert {"The Star", "The Moon"} <= discarded(game)
    assert len(rulings(game.log.events[mark:], page)) == 2
    assert declared is not None and declared.card == tarot.card_named("The Magician")


def test_goblins_without_regeneration_heal_nothing(
    fighting_as,  # noqa: F811
) -> None:
    """Without the doom the greater cards stay for the Attack (p. 123)."""
    game = ready()
    fighting_as()
    set_parts(game, foe(game), 1, 0)
    give(game, GM, "The Magician", "The Star", "The Moon")
    antagonists.turn(game, "foes")
    assert body(game) == (1, 0)


@pytest.mark.parametrize(("cards", "healed"), [(1, 0), (2, 1)], ids=["one greater", "two"])
def test_the_gm_keeps_a_greater_doom_for_a_deadly_attack(
    fighting_as,  # noqa: F811
    cards: int,
    healed: int,
) -> None:
    """Policy (``worm.gm.mending``): with Deadly Attack (p. 250) to spend a greater doom on,
    the GM keeps one back: one greater card mends nothing, two mend one Wound."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Regenerate"), doom(game, "brute", "Deadly Attack")))
    set_parts(game, foe(game), 1, 0)
    give(game, GM, "The Magician", *("The Star", "The Moon")[:cards])
    antagonists.turn(game, "foes")
    assert body(game) == (1 + healed, 0)


@pytest.mark.parametrize("who", ["Offa", "Patty"])
def test_a_vampire_feeds_when_its_attack_truly_wounds(
    fighting_as,  # noqa: F811
    who: str,
) -> None:
    """p. 282: when the vampire's Attack marks a condition (Offa, unarmored) the GM discards
    a card and it Heals; a blow that only Notches armor (Patty's) draws no blood to feed on."""
    game = ready()
    fighting_as(notes=(note(game, "vampire", "Feed"),))
    set_parts(game, foe(game), 1, 1)
    target = member(game, who)
    before = fighters.adventurer(game, target).conditions
    give(game, GM, "The Magician")
    mark = len(game.log.events)
    attack(game, "The Hermit", target, doom_name=None)
    marked = fighters.adventurer(game, target).conditions != before
    assert marked is (who == "Offa"), "the setup: Offa takes the Wound, Patty's armor does"
    fed = rulings(game.log.events[mark:], "p. 282")
    assert bool(fed) is marked
    assert body(game) == ((2, 1) if marked else (1, 1))
    assert (game.challenge.hand(GM) == ()) is marked


def test_an_unhurt_vampire_does_not_spend_a_card_to_feed(
    fighting_as,  # noqa: F811
) -> None:
    """Policy: nothing to mend, nothing spent."""
    game = ready()
    fighting_as(notes=(note(game, "vampire", "Feed"),))
    set_parts(game, foe(game), 2, 1)
    give(game, GM, "The Magician")
    attack(game, "The Hermit", member(game, "Offa"), doom_name=None)
    assert game.challenge.hand(GM) == (tarot.card_named("The Magician"),)


def fallen(game: Game, who: str) -> str:
    """``who`` lies at Death's Door where the band stands; the others step a zone away."""
    key = member(game, who)
    a = game.guild.adventurer(key)
    game.set_adventurer(
        a.model_copy(update={"conditions": a.conditions.model_copy(update={"deaths_door": True})})
    )
    harm.sync(game)
    ch = game.challenge
    away = ch.zone(0).neighbours[0]
    for other in ("Patty", "Offa", "Svein"):
        if other != who:
            ch = ch.with_fighter(replace(ch.fighter(member(game, other)), zone=away))
    game.challenge = ch
    return key


def test_zombies_devour_one_lying_at_deaths_door_and_heal_2_wounds(
    fighting_as,  # noqa: F811
) -> None:
    """pp. 249, 286: with a lesser doom the undead devour a living creature at Death's Door
    and Heal 2 Wounds: Offa dies, and a goblin-sized zombie at Health 1, Defense 0 of 2/1 is
    whole again."""
    game = ready()
    fighting_as(lesser=(doom(game, "zombie", "Devour the Living"),))
    offa = fallen(game, "Offa")
    set_parts(game, foe(game), 1, 0)
    give(game, GM, "The Magician")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom == "Devour the Living"
    mark = len(game.log.events)
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    assert game.guild.adventurer(offa).conditions.dead
    assert game.challenge.fighter(offa).out == "dead"
    assert body(game) == (2, 1)
    assert rulings(game.log.events[mark:], "p. 249")


@pytest.mark.parametrize("why", ["a guild-mate stands by", "trust subdues"])
def test_no_devouring_while_someone_can_fight_or_when_fighting_to_subdue(
    fighting_as,  # noqa: F811
    why: str,
) -> None:
    """Policy (``worm.gm.mending``): the undead devour only when no adventurer in their zone
    can fight them off, and a band that fights to subdue (trust, p. 101) never does."""
    game = ready(emotion="trust" if why == "trust subdues" else "anger")
    fighting_as(lesser=(doom(game, "zombie", "Devour the Living"),))
    fallen(game, "Offa")
    if why == "a guild-mate stands by":
        ch = game.challenge
        patty = member(game, "Patty")
        game.challenge = ch.with_fighter(replace(ch.fighter(patty), zone=0))
    give(game, GM, "The Magician")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != "Devour the Living"
