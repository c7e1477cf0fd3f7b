"""The brute's Corrosive Attack (p. 250): a greater doom beside its Attack aims at gear; a
hit deals no Wound but Destroys one item. Policy: aimed at an adventurer whose armor, helm or
shield would only take a Notch for a Wound, and it Destroys that protection.

The stand-in monster fights as the book's goblins (Swords 4, ``fight_kit``) given the brute's
greater dooms; seed 5's guild: Patty (blade and heavy shield), Offa, Svein.
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import set_initiative
from tests.unit.engine.test_creature_dooms import (
    attack,
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    member,
    ready,
    rulings,
    struck,  # noqa: F401  (a fixture)
)
from worm.engine import corrosive_attack
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.rules import durability


def guard(game: Game, who: str) -> tuple[int, ...]:
    a = game.guild.adventurer(member(game, who))
    return durability.protection(a.inventory, game.pack.items)


def unarmored(game: Game, who: str) -> None:
    """Take every piece of protection off ``who``."""
    a = game.guild.adventurer(member(game, who))
    kept = guard(game, who)
    inv = a.inventory.model_copy(
        update={
            place: tuple(None if c is not None and c.uid in kept else c for c in slots)
            for place, slots in (("hands", a.inventory.hands), ("belt", a.inventory.belt))
        }
    )
    game.set_adventurer(a.model_copy(update={"inventory": inv}))


def test_a_corrosive_hit_destroys_protection_and_deals_no_wound(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """p. 250: The World (21) + 4 hits Patty (Initiative 2): no Wound lands, and one piece
    of her protection is Destroyed, with the GM's ruling."""
    game = ready()
    fighting_as(greater=(doom(game, "brute", "Corrosive Attack"),))
    patty = member(game, "Patty")
    set_initiative(game, patty, "Two of Cups")
    before = guard(game, "Patty")
    assert before
    mark = len(game.log.events)
    attack(game, "The World", patty, doom_name="Corrosive Attack")
    assert struck == []
    assert guard(game, "Patty") == before[1:]
    assert rulings(game.log.events[mark:], "p. 250")


def test_the_brute_aims_at_gear_only_where_armor_would_soak_the_blow(
    fighting_as,  # noqa: F811
) -> None:
    """Policy: Deadly Attack stays the rider against Offa stripped of protection; against
    Patty behind her shield, the brute aims at her gear."""
    game = ready()
    fighting_as(
        greater=(doom(game, "brute", "Deadly Attack"), doom(game, "brute", "Corrosive Attack"))
    )
    stats = fighters.band_block(game, "foes")
    unarmored(game, "Offa")
    assert corrosive_attack.aimed(game, stats, "Deadly Attack", member(game, "Offa")) == (
        "Deadly Attack"
    )
    assert corrosive_attack.aimed(game, stats, "Deadly Attack", member(game, "Patty")) == (
        "Corrosive Attack"
    )
