"""May Failure Be Your Noose (p. 269): when an adventurer fails to beat the Yellow King's
Initiative, he may at once play a card for a standard action against them, outside the one
card a turn; worm's GM answers a missed Attack with an Attack, the card alone (policy
``worm.gm.gm_interrupts.noose``).

The stand-in monster fights as the book's goblins (``fight_kit``) given the Noose; seed 5's
guild, all in the first zone. The band's Initiative is Temperance (XIV); Patty's is 3.
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
from worm.engine import challenge
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.challenge import GM, Declared
from worm.rules import gm_interrupts

NOOSE = gm_interrupts.NOOSE


def king(fighting_as, *, noose: bool = True) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready()
    lesser = (doom(game, "lich_yellow_king", NOOSE),) if noose else ()
    fighting_as(lesser=lesser)
    set_initiative(game, "foes", "Temperance", shown=True)
    set_initiative(game, member(game, "Patty"), "Three of Cups", shown=True)
    give(game, GM, "The Magician", "The Emperor")
    return game


def patty_attacks(game: Game, card: str) -> list[ev.Event]:
    drawn = tarot.card_named(card)
    take(game, drawn)
    d = Declared(member(game, "Patty"), "guild", "Attack", drawn, targets=((foe(game), 1),))
    mark = len(game.log.events)
    challenge.reveal(game, d)
    return game.log.events[mark:]


def answers(events: list[ev.Event], game: Game) -> list[ev.Action]:
    band = game.challenge.group("foes").name
    return [e for e in events if isinstance(e, ev.Action) and e.who == band]


def test_a_miss_on_the_king_is_answered_at_once_with_his_attack(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """Patty's Two of Swords misses Temperance (14): the King plays The Emperor (4), the
    lowest lesser doom that beats her Initiative 3 with its face value, and Wounds her."""
    game = king(fighting_as)
    events = patty_attacks(game, "Two of Swords")
    blow = answers(events, game)
    assert [(b.action, b.value, b.vs, b.result) for b in blow] == [("Attack", 4, 3, "hit")]
    assert struck == [member(game, "Patty")]
    assert game.challenge.hand(GM) == (tarot.card_named("The Magician"),)
    assert rulings(events, "p. 269")


@pytest.mark.parametrize(("noose", "card"), [(False, "Two of Swords"), (True, "King of Swords")])
def test_no_answer_without_the_noose_or_the_failure(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
    noose: bool,
    card: str,
) -> None:
    """Without the doom a miss goes unanswered; a blow that beats 14 is no failure."""
    game = king(fighting_as, noose=noose)
    events = patty_attacks(game, card)
    assert not rulings(events, "p. 269")
    assert struck == []
    assert len(game.challenge.hand(GM)) == 2
