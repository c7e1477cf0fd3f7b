"""Bad Luck Machine (p. 266): the imp discards a greater doom as an interrupt, and an action
aimed at it lands instead on another creature in its zone, with disfavor, against the new
target's Initiative. worm's GM turns only a blow that would land, onto another of its own
creatures (policy ``worm.gm.gm_interrupts.bad_luck``).

The stand-in monster fights as two of the book's goblins (``fight_kit``) given the doom;
seed 5's guild, all in the first zone; the band's Initiative is Knight of Cups (12).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, set_initiative, take
from tests.unit.engine.test_creature_dooms import (  # noqa: F401  (fixtures)
    doom,
    fighting_as,
    member,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import challenge
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.challenge import GM, Declared
from worm.rules import gm_interrupts


def imps(fighting_as, *, bad_luck: bool = True) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready(count=2)
    greater = (doom(game, "imp", gm_interrupts.BAD_LUCK),) if bad_luck else ()
    fighting_as(greater=greater)
    set_initiative(game, "foes", "Knight of Cups", shown=True)
    give(game, GM, "The Sun", "The Magician")
    patty = game.guild.adventurer(member(game, "Patty"))  # no Monster Hunter's favor on imps
    game.set_adventurer(patty.model_copy(update={"quarry": None, "hated": None}))
    return game


def patty_attacks(game: Game, card: str) -> ev.Action:
    """Patty's Attack on the first imp is revealed through the count (p. 114)."""
    drawn = tarot.card_named(card)
    take(game, drawn)
    first = game.challenge.side("foes")[0].key
    d = Declared(member(game, "Patty"), "guild", "Attack", drawn, targets=((first, 1),))
    mark = len(game.log.events)
    game.challenge = replace(game.challenge, queue=(d,), step="reveal")
    challenge.advance(game)
    patty = game.guild.adventurer(member(game, "Patty")).name
    return next(
        e
        for e in game.log.events[mark:]
        if isinstance(e, ev.Action) and e.who == patty and e.action == "Attack"
    )


def test_a_blow_that_would_land_is_turned_onto_the_other_imp_with_disfavor(
    fighting_as,  # noqa: F811
) -> None:
    game = imps(fighting_as)
    first, second = (f.name for f in game.challenge.side("foes"))
    mark = len(game.log.events)
    blow = patty_attacks(game, "King of Swords")
    assert blow.target == second and blow.target != first
    assert blow.favor < 0
    assert any("Bad Luck Machine" in r for r in blow.reasons)
    assert tarot.card_named("The Sun") in game.decks.major.discard_pile
    assert rulings(game.log.events[mark:], "p. 266")


@pytest.mark.parametrize(("bad_luck", "card"), [(False, "King of Swords"), (True, "Ace of Swords")])
def test_no_bad_luck_without_the_doom_or_against_a_blow_that_falls_short(
    fighting_as,  # noqa: F811
    bad_luck: bool,
    card: str,
) -> None:
    """Without the doom the blow goes where it was aimed; with it, a blow that would not
    beat the Initiative anyway is let be (policy): no greater doom is spent."""
    game = imps(fighting_as, bad_luck=bad_luck)
    first = game.challenge.side("foes")[0].name
    mark = len(game.log.events)
    blow = patty_attacks(game, card)
    assert blow.target == first
    assert not rulings(game.log.events[mark:], "p. 266")
