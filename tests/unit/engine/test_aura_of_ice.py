"""The winter wolf's Aura of Ice (p. 285): whoever begins their turn engaged with a winter
wolf is Rooted, with no card spent.

The stand-in monster fights as the book's goblins (``fight_kit``) given the wolf's note;
seed 5's guild: Patty, Offa and Svein, all in the first zone. Initiatives put Patty's turn
first in the count (p. 113).
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    note,
    ready,
)
from worm.engine import challenge
from worm.engine.actions import engagement
from worm.engine.session import Game


def patty_first(game: Game) -> None:
    """Patty 1, Offa 12, Svein 13, the band 14; each adventurer holds a card to act with."""
    for who, card, held in (
        ("Patty", "Ace of Cups", "Two of Swords"),
        ("Offa", "Knight of Cups", "Three of Swords"),
        ("Svein", "Queen of Cups", "Four of Swords"),
    ):
        set_initiative(game, member(game, who), card)
        give(game, member(game, who), held)
    set_initiative(game, "foes", "King of Cups")


def test_patty_engaged_with_a_winter_wolf_is_rooted_as_her_turn_begins(
    fighting_as,  # noqa: F811
) -> None:
    """p. 285: Patty, engaged with the wolf when the count reaches her, is Rooted (and so,
    p. 13, no longer engaged) before she acts; Offa, not engaged, is not."""
    game = ready()
    fighting_as(notes=(note(game, "winter_wolf", "Aura of Ice"),))
    patty, offa = member(game, "Patty"), member(game, "Offa")
    engagement.engage(game, patty, foe(game))
    patty_first(game)
    assert challenge._next_turn(game)
    ch = game.challenge
    assert ch.actor == patty
    assert "root" in ch.fighter(patty).effects
    assert not ch.fighter(patty).engaged
    assert "root" not in ch.fighter(offa).effects
    assert any("Aura of Ice, p. 285" in getattr(e, "text", "") for e in game.log.events)


def test_without_the_aura_an_engaged_turn_begins_free(
    fighting_as,  # noqa: F811
) -> None:
    """The same turn against a creature with no Aura of Ice: Patty stays engaged, unrooted."""
    game = ready()
    fighting_as(notes=())
    patty = member(game, "Patty")
    engagement.engage(game, patty, foe(game))
    patty_first(game)
    assert challenge._next_turn(game)
    assert "root" not in game.challenge.fighter(patty).effects
    assert game.challenge.fighter(patty).engaged
