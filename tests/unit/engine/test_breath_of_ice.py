"""The winter wolf's Breath of Ice (p. 285): a greater doom beside its Attack breathes on
every adventurer in its zone; each hit takes a Wound and loses every liquid item on the belt.

The stand-in monster fights as the book's goblins (Swords 4, ``fight_kit``) given the doom;
seed 5's guild: Patty, Offa and Svein, all in the first zone, each at Initiative 2 or 3,
so The World (21) + 4 hits them all.
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import set_initiative
from tests.unit.engine.test_creature_dooms import (
    attack,
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    hold,
    member,
    ready,
    struck,  # noqa: F401  (a fixture)
)
from worm.engine import events as ev
from worm.engine.session import Game


def low_initiatives(game: Game) -> None:
    for who, card in (
        ("Patty", "Two of Cups"),
        ("Offa", "Three of Cups"),
        ("Svein", "Ace of Cups"),
    ):
        set_initiative(game, member(game, who), card)


def belt(game: Game, who: str) -> list[str]:
    a = game.guild.adventurer(member(game, who))
    return [c.item for c in a.inventory.belt if c is not None]


def test_the_breath_strikes_everyone_in_the_zone(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """p. 285: aimed at Offa, the blast hits Patty and Svein as well, a Wound each."""
    game = ready()
    fighting_as(greater=(doom(game, "winter_wolf", "Breath of Ice"),))
    low_initiatives(game)
    attack(game, "The World", member(game, "Offa"), doom_name="Breath of Ice")
    assert sorted(struck) == sorted(member(game, w) for w in ("Patty", "Offa", "Svein"))


def test_a_hit_destroys_the_liquids_on_the_belt_and_nothing_else(
    fighting_as,  # noqa: F811
) -> None:
    """p. 285: Offa's potion on his belt freezes and is Destroyed; what else hangs there
    stays; with no Breath of Ice the same hit leaves the potion whole."""
    game = ready()
    fighting_as(greater=(doom(game, "winter_wolf", "Breath of Ice"),))
    low_initiatives(game)
    offa = member(game, "Offa")
    hold(game, offa, "potion_titan", "belt")
    others = belt(game, "Offa")[1:]
    mark = len(game.log.events)
    attack(game, "The World", offa, doom_name="Breath of Ice")
    assert belt(game, "Offa") == others
    gone = [e for e in game.log.events[mark:] if isinstance(e, ev.Item)]
    assert any(e.change == "destroyed" and "Titan" in e.item for e in gone)


def test_a_plain_attack_leaves_the_potion(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(greater=(doom(game, "winter_wolf", "Breath of Ice"),))
    low_initiatives(game)
    offa = member(game, "Offa")
    hold(game, offa, "potion_titan", "belt")
    attack(game, "The World", offa, doom_name=None)
    assert "potion_titan" in belt(game, "Offa")
