"""Dooms played outside the one card a turn at the start of a band's turn (Appendix C):
the questing beast's Resilient (p. 276) and the vampire's Supernatural Speed (p. 282).

The stand-in monster fights as the book's goblins (``fight_kit``) given the doom under test;
seed 5's guild: Patty, Offa and Svein.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    ready,
    rulings,
)
from worm.engine import antagonists
from worm.engine.actions import engagement, harm
from worm.engine.session import Game
from worm.model.challenge import GM


def effects_on(game: Game) -> frozenset[str]:
    return game.challenge.fighter(foe(game)).effects


@pytest.mark.parametrize("resilient", [True, False], ids=["questing beast", "goblins"])
def test_a_resilient_beast_discards_a_greater_doom_to_shake_off_every_effect(
    fighting_as,  # noqa: F811
    resilient: bool,
) -> None:
    """p. 276: a greater doom discarded, outside the one card a turn, clears every effect at
    once, Blind and Rooted alike; the band still acts with its lesser doom. Without the doom
    the goblins spend their turn's card on a Recover instead."""
    game = ready()
    fighting_as(greater=(doom(game, "questing_beast", "Resilient"),) if resilient else ())
    harm.afflict(game, foe(game), "blind")
    harm.afflict(game, foe(game), "root")
    give(game, GM, "The Magician", "The Star")
    mark = len(game.log.events)
    declared = antagonists.turn(game, "foes")
    assert declared is not None
    if resilient:
        assert effects_on(game) == frozenset()
        assert rulings(game.log.events[mark:], "p. 276")
        assert declared.action != "Recover"
        assert game.challenge.hand(GM) == ()
    else:
        assert {"blind", "root"} <= effects_on(game)
        assert declared.action == "Recover"


def far_from_the_guild(game: Game, zones: int) -> None:
    """Walk the band ``zones`` zones away from the guild, zone by zone."""
    ch = game.challenge
    path = [0]
    while len(path) <= zones:
        nxt = next(z for z in ch.zone(path[-1]).neighbours if z not in path)
        path.append(nxt)
    for f in ch.side("foes"):
        ch = ch.with_fighter(replace(f, zone=path[-1]))
    game.challenge = ch


@pytest.mark.parametrize("speed", [True, False], ids=["vampire", "goblins"])
def test_supernatural_speed_discards_a_lesser_doom_for_each_zone(
    fighting_as,  # noqa: F811
    speed: bool,
) -> None:
    """p. 282: two zones from the guild, the vampire discards two lesser dooms (The Magician,
    The High Priestess) to Move two zones, and still Attacks with the third (The Empress).
    Goblins spend their turn walking."""
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Supernatural Speed"),) if speed else ())
    far_from_the_guild(game, 2)
    give(game, GM, "The Magician", "The High Priestess", "The Empress")
    mark = len(game.log.events)
    declared = antagonists.turn(game, "foes")
    assert declared is not None
    here = game.challenge.fighter(foe(game)).zone
    if speed:
        assert here == 0
        assert rulings(game.log.events[mark:], "p. 282")
        assert declared.action == "Attack" and declared.card.name == "The Empress"
    else:
        assert here != 0
        assert declared.action in ("Move", "Dash")


@pytest.mark.parametrize("charge", [True, False], ids=["cockatrice", "goblins"])
def test_a_cockatrices_backwards_charge_moves_2_zones_and_trips_whom_it_hits(
    fighting_as,  # noqa: F811
    charge: bool,
) -> None:
    """p. 257: two zones from the guild, the cockatrice discards a greater doom with its
    Attack, Moves up to 2 zones and strikes; the hit Wounds and Trips. Goblins walk."""
    game = ready()
    fighting_as(greater=(doom(game, "cockatrice", "Backwards Charge"),) if charge else ())
    far_from_the_guild(game, 2)
    give(game, GM, "The Magician", "The Star")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None
    if not charge:
        assert plan.action in ("Move", "Dash")
        return
    assert (plan.action, plan.doom) == ("Attack", "Backwards Charge")
    assert plan.extra is not None and plan.extra.name == "The Star"
    assert game.challenge.fighter(foe(game)).zone == 0
    assert rulings(game.log.events[mark:], "p. 257")
    target = plan.targets[0][0]
    set_initiative(game, target, "Ace of Cups")
    mark = len(game.log.events)
    antagonists.play(game, antagonists._declare(game, "foes", plan, minor=False))
    turned = [why for why in rulings(game.log.events[mark:], "p. 70") if "Aegis" in why]
    # the hit Trips, unless a shield-bearer's Aegis (p. 70) takes it on the shield instead
    assert ("trip" in game.challenge.fighter(target).effects) != bool(turned)


def engaged_with(game: Game, *who: str) -> None:
    for name in who:
        engagement.engage(game, foe(game), member(game, name))


@pytest.mark.parametrize(
    ("owner", "name", "page", "hand", "kept"),
    [
        ("nymph", "Expeditious Retreat", "p. 274", ("The Magician", "The Star"), "The Magician"),
        (
            "wraith",
            "Retreat into the Shadows",
            "p. 284",
            ("The Magician", "The Empress"),
            "The Empress",
        ),
        (None, None, None, ("The Magician", "The Star"), None),
    ],
    ids=["Expeditious Retreat", "Retreat into the Shadows", "goblins"],
)
def test_a_frightened_band_breaks_away_by_its_retreat_and_moves_instead_of_avoiding(
    fighting_as,  # noqa: F811
    owner: str | None,
    name: str | None,
    page: str | None,
    hand: tuple[str, str],
    kept: str | None,
) -> None:
    """pp. 274, 284: a card discarded, outside the one card a turn, disengages the creature
    from every adventurer: a greater doom for the nymph, any card (the lowest, policy) for
    the wraith. Running in fear, the band then Moves with its other card; goblins must Avoid."""
    game = ready(emotion="fear")
    if owner is not None and name is not None:
        greater = doom(game, owner, name)
        fighting_as(
            **({"lesser": (greater,)} if greater.kind == "lesser" else {"greater": (greater,)})
        )
    else:
        fighting_as()
    engaged_with(game, "Offa", "Patty")
    give(game, GM, *hand)
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None
    if page is None:
        assert plan.action == "Avoid"
        return
    assert plan.action == "Move" and plan.card.name == kept
    assert not game.challenge.fighter(foe(game)).engaged
    assert rulings(game.log.events[mark:], page)


def test_a_cautious_retreat_frees_the_band_from_one_adventurer_only(
    fighting_as,  # noqa: F811
) -> None:
    """pp. 251, 272: Cautious Retreat disengages from a single adventurer; engaged with two,
    the lion is still held by the second and must Avoid it."""
    game = ready(emotion="fear")
    fighting_as(greater=(doom(game, "lion", "Cautious Retreat"),))
    engaged_with(game, "Offa", "Patty")
    give(game, GM, "The Magician", "The Star")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Avoid"
    assert len(game.challenge.fighter(foe(game)).engaged) == 1


@pytest.mark.parametrize("evasive", [True, False], ids=["questing beast", "goblins"])
def test_an_evasive_beast_lays_a_greater_doom_as_its_dodge(
    fighting_as,  # noqa: F811
    evasive: bool,
) -> None:
    """p. 276: the questing beast may play a greater doom as a Dodge. A careful band
    (distaste) that cannot beat the Initiatives it sees (all 14) lays a Dodge: The Star (17)
    with Evasive, The Magician (1) without."""
    game = ready(emotion="distaste")
    fighting_as(greater=(doom(game, "questing_beast", "Evasive"),) if evasive else ())
    for name, card in (
        ("Patty", "King of Cups"),
        ("Offa", "King of Swords"),
        ("Svein", "King of Wands"),
    ):
        set_initiative(game, member(game, name), card, shown=True)
    give(game, GM, "The Magician", "The Star")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Dodge"
    assert plan.card.name == ("The Star" if evasive else "The Magician")
    assert bool(rulings(game.log.events[mark:], "p. 276")) is evasive
