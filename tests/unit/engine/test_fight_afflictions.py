"""What a foe's Attack takes beside Wounds (Appendix C), with the book's numbers: the face
rat's Infectious Disease gives face rat disease (p. 262), the wraith's Dolorous Kiss drinks
1 XP, given back when that wraith is destroyed (p. 284).

The stand-in monster fights as the book's goblins (Swords 4, ``fight_kit``) given the doom
under test; seed 5's guild: Patty, Offa and Svein, all in the first zone. The World (21) +
Swords 4 = 25 hits Offa's Initiative 2; Two of Cups (2) + 4 = 6 misses his King (14).
"""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import set_initiative
from tests.unit.engine.test_creature_dooms import (
    attack,
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    ready,
)
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.rules import afflictions


def offa_at(game: Game, card: str) -> str:
    offa = member(game, "Offa")
    set_initiative(game, offa, card)
    return offa


def diseased(game: Game, who: str) -> bool:
    a = game.guild.adventurer(who)
    return afflictions.find(a.afflictions, "face_rat_disease") is not None


@pytest.mark.parametrize(("card", "hit"), [("The World", True), ("Two of Cups", False)])
def test_a_face_rats_tainted_bite_gives_face_rat_disease_on_a_hit(
    fighting_as,  # noqa: F811
    card: str,
    hit: bool,
) -> None:
    """p. 262: a hit with Infectious Disease Wounds Offa and gives him the disease at its
    first stage (p. 97); a miss gives nothing."""
    game = ready()
    fighting_as(greater=(doom(game, "face_rat", "Infectious Disease"),))
    offa = offa_at(game, "Two of Cups" if hit else "King of Cups")
    attack(game, card, offa, doom_name="Infectious Disease")
    assert diseased(game, offa) is hit


def test_a_plain_hit_gives_no_disease(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(greater=(doom(game, "face_rat", "Infectious Disease"),))
    offa = offa_at(game, "Two of Cups")
    attack(game, "The World", offa, doom_name=None)
    assert not diseased(game, offa)


def xp(game: Game, who: str) -> int:
    return game.guild.adventurer(who).xp


def with_xp(game: Game, who: str, amount: int) -> None:
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"xp": amount}))


def test_the_dolorous_kiss_drinks_1_xp_and_gives_it_back_when_the_wraith_is_destroyed(
    fighting_as,  # noqa: F811
) -> None:
    """p. 284: Offa, with 3 XP, is hit by the kiss: 2 XP; when the wraith falls apart
    (undead, p. 125), he has 3 again, each change an ``xp`` event."""
    game = ready()
    fighting_as(greater=(doom(game, "wraith", "Dolorous Kiss"),), falls_apart=True)
    offa = offa_at(game, "Two of Cups")
    with_xp(game, offa, 3)
    attack(game, "The World", offa, doom_name="Dolorous Kiss")
    assert xp(game, offa) == 2
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, critical=True)
    assert xp(game, offa) == 3
    assert [e.change for e in game.log.events[mark:] if isinstance(e, ev.Xp)] == [1]


def test_the_kiss_takes_nothing_from_one_with_no_xp_and_a_plain_hit_none(
    fighting_as,  # noqa: F811
) -> None:
    """p. 284: Offa with 0 XP loses nothing (policy); a hit with no doom takes no XP."""
    game = ready()
    fighting_as(greater=(doom(game, "wraith", "Dolorous Kiss"),), falls_apart=True)
    offa = offa_at(game, "Two of Cups")
    with_xp(game, offa, 0)
    attack(game, "The World", offa, doom_name="Dolorous Kiss")
    assert xp(game, offa) == 0
    with_xp(game, offa, 3)
    attack(game, "The Sun", offa, doom_name=None)
    assert xp(game, offa) == 3
