"""Nip (p. 276): the questing beast's band lays a Riposte face down, as adventurers do
(p. 116), and a successful one deals 2 Wounds.

The stand-in monster fights as the book's goblins (``fight_kit``) given Nip and the questing
beast's Swords 1; seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import give, set_initiative, take
from tests.unit.engine.test_creature_dooms import (  # noqa: F401  (fixtures)
    doom,
    fighting_as,
    foe,
    member,
    ready,
    rulings,
    struck,
)
from worm import tarot
from worm.engine import antagonists
from worm.engine.actions import facedown
from worm.engine.session import Game
from worm.model.challenge import GM, Facedown

BEAST_SWORDS = 1  # p. 276


def beast(fighting_as, *, nip: bool = True) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready(emotion="distaste")  # not reckless: no blow thrown that cannot land
    lesser = (doom(game, "questing_beast", "Nip"),) if nip else ()
    fighting_as(lesser=lesser, swords=BEAST_SWORDS)
    return game


def test_with_no_blow_to_land_the_band_lays_a_riposte(fighting_as) -> None:  # noqa: F811
    """Every adventurer's Initiative is face up and high: the Magician (1) + Swords 1 beats
    none, so the band lays its card face down, and with Nip it is a Riposte."""
    game = beast(fighting_as)
    for who, card in (
        ("Patty", "King of Cups"),
        ("Offa", "King of Wands"),
        ("Svein", "King of Swords"),
    ):
        set_initiative(game, member(game, who), card, shown=True)
    give(game, GM, "The Magician")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Riposte"
    declared = antagonists._declare(game, "foes", plan, minor=False)
    antagonists.play(game, declared)
    down = game.challenge.group("foes").facedown
    assert down is not None and down.action == "Riposte"
    assert down.bonus == BEAST_SWORDS  # a Riposte adds Swords (p. 116)


@pytest.mark.parametrize(("nip", "wounds"), [(True, 2), (False, 1)])
def test_a_successful_riposte_with_nip_deals_2_wounds(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
    nip: bool,
    wounds: int,
) -> None:
    """p. 276: the Riposte, The Emperor (4) + Swords 1 = 5, beats Patty's Attack of 3: with
    Nip she takes 2 Wounds, without it 1 (p. 116)."""
    game = beast(fighting_as, nip=nip)
    card = tarot.card_named("The Emperor")
    take(game, card)
    facedown.set_facedown(game, "foes", Facedown("Riposte", card, BEAST_SWORDS))
    mark = len(game.log.events)
    ch = game.challenge
    facedown.riposte(game, ch.fighter(foe(game)), ch.fighter(member(game, "Patty")), 3)
    assert struck == [member(game, "Patty")] * wounds
    assert bool(rulings(game.log.events[mark:], "p. 276")) == nip
