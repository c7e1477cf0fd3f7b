"""The ogre's Bully (p. 275): a greater doom discarded, and the adventurer it mocks wipes the
charge off one charged Bond; when the GM plays it is the policy ``worm.gm.bully``.

The stand-in monster fights as the book's goblins (``fight_kit``) given the ogre's dooms;
seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    member,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import Bond
from worm.model.challenge import GM
from worm.text import narrate


def bonds(game: Game, who: str, *mates: str) -> None:
    """``who`` holds a charged Bond with each of ``mates``."""
    a = game.guild.adventurer(member(game, who))
    held = tuple(Bond(target=member(game, m), kind="ally", charged=True) for m in mates)
    game.set_adventurer(a.model_copy(update={"bonds": held}))


def charged(game: Game, who: str) -> int:
    return sum(b.charged for b in game.guild.adventurer(member(game, who)).bonds)


def test_bully_wipes_the_charge_off_one_bond(fighting_as) -> None:  # noqa: F811
    """p. 275: revealed, the Bully costs Offa the charge of one of his two charged Bonds; the
    log and the text game say so."""
    game = ready()
    fighting_as(greater=(doom(game, "ogre", "Bully"),))
    bonds(game, "Offa", "Patty", "Svein")
    give(game, GM, "The Sun")
    plan = antagonists.tactics.Plan(
        "Doom", tarot.card_named("The Sun"), ((member(game, "Offa"), 1),), doom="Bully"
    )
    mark = len(game.log.events)
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    assert charged(game, "Offa") == 1
    erased = [e for e in game.log.events[mark:] if isinstance(e, ev.Bond)]
    assert [e.change for e in erased] == ["erase"]
    assert "loses its charge" in (narrate.event(erased[0]) or "")


def test_the_ogre_bullies_the_one_with_most_charged_bonds_with_a_greater_card_to_spare(
    fighting_as,  # noqa: F811
) -> None:
    """Policy (``worm.gm.bully``, p. 275): with a greater card beyond the one its
    Overwhelming Attack keeps, the ogre bullies Offa (2 charged Bonds) over Patty (1)."""
    game = ready()
    fighting_as(greater=(doom(game, "ogre", "Bully"), doom(game, "ogre", "Overwhelming Attack")))
    bonds(game, "Offa", "Patty", "Svein")
    bonds(game, "Patty", "Offa")
    give(game, GM, "The Sun", "The World", "Two of Cups")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Doom", "Bully")
    assert plan.targets == ((member(game, "Offa"), 1),)
    assert rulings(game.log.events[mark:], "p. 275")


def test_with_one_greater_card_the_ogre_keeps_it_for_its_overwhelming_attack(
    fighting_as,  # noqa: F811
) -> None:
    game = ready()
    fighting_as(greater=(doom(game, "ogre", "Bully"), doom(game, "ogre", "Overwhelming Attack")))
    bonds(game, "Offa", "Patty", "Svein")
    give(game, GM, "The Sun", "Two of Cups")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom != "Bully"


def test_no_bully_where_no_bond_is_charged(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(greater=(doom(game, "ogre", "Bully"),))
    for a in game.guild.adventurers:
        spent = tuple(b.model_copy(update={"charged": False}) for b in a.bonds)
        game.set_adventurer(a.model_copy(update={"bonds": spent}))
    give(game, GM, "The Sun", "Two of Cups")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom != "Bully"
