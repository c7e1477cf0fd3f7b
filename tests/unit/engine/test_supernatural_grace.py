"""The vampire's Supernatural Grace (p. 282): as many Dodges face down as it likes, one played
against each Attack, the GM picking which (policy ``worm.gm.supernatural_grace``).

The stand-in monster fights as the book's goblins (``fight_kit``) given the vampire's lesser
doom; seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import accounted, give, set_initiative, take
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import events as ev
from worm.engine.actions import facedown
from worm.engine.session import Game
from worm.gm import supernatural_grace as policy
from worm.gm import tactics
from worm.model.challenge import GM, Facedown
from worm.model.state import GameState
from worm.text import fight
from worm.ui import field


def lay(game: Game, *names: str) -> None:
    """The band lays a Dodge (laid off its turn: face value only) of each card named."""
    for name in names:
        card = tarot.card_named(name)
        take(game, card)
        facedown.set_facedown(game, "foes", Facedown("Dodge", card))


def graceful(fighting_as, emotion: str = "anger") -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready(emotion=emotion)
    fighting_as(lesser=(doom(game, "vampire", "Supernatural Grace"),))
    set_initiative(game, "foes", "Five of Swords")
    return game


def dodged(game: Game, mark: int) -> list[int]:
    """The worth of each Dodge played since ``mark``."""
    return [
        e.value
        for e in game.log.events[mark:]
        if isinstance(e, ev.Action) and e.action == "Dodge" and e.value is not None
    ]


def test_a_graceful_vampire_keeps_every_dodge_it_lays(fighting_as) -> None:  # noqa: F811
    """p. 282 lifts the one-at-a-time rule (p. 114) for Dodges: three laid, three held, every
    card accounted for; the text game and the side panel say how many, never which."""
    game = graceful(fighting_as)
    lay(game, "Two of Cups", "Six of Cups", "Nine of Cups")
    band = game.challenge.group("foes")
    assert [d.card.name for d in band.dodges] == ["Two of Cups", "Six of Cups", "Nine of Cups"]
    accounted(game)
    for words in (fight.view(game), field.view(game).plain):
        assert "3 Dodges face down (Supernatural Grace)" in words
        assert "Nine of Cups" not in words
    assert "has laid 4" in field.gm_cards(game.challenge)  # 3 Dodges and the Initiative


def test_without_grace_the_second_dodge_replaces_the_first(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as()
    lay(game, "Two of Cups", "Six of Cups")
    band = game.challenge.group("foes")
    assert band.dodges == ()
    assert band.facedown is not None and band.facedown.card.name == "Six of Cups"
    accounted(game)


def test_each_attack_meets_the_least_dodge_that_turns_it(fighting_as) -> None:  # noqa: F811
    """Initiative 5 with Dodges of 2, 6 and 9: a blow of 12 needs more than 7, so the 9 meets
    it; a blow of 8 then meets the 6 (5 + 6 > 8); a blow of 20, which nothing turns, takes the
    2, the last. One Dodge per Attack (p. 282)."""
    game = graceful(fighting_as)
    lay(game, "Two of Cups", "Six of Cups", "Nine of Cups")
    target = game.challenge.fighter(foe(game))
    mark = len(game.log.events)
    assert facedown.defend(game, target, 12) == (False, 14)
    assert facedown.defend(game, target, 8) == (False, 11)
    assert facedown.defend(game, target, 20) == (True, 7)
    assert dodged(game, mark) == [9, 6, 2]
    assert rulings(game.log.events[mark:], policy.CHOSEN)
    assert game.challenge.group("foes").dodges == ()
    assert facedown.defend(game, target, 6) == (True, 5)  # none left
    accounted(game)


def test_the_gm_lays_another_dodge_beside_those_it_holds(fighting_as) -> None:  # noqa: F811
    """With nothing worth striking with, the graceful band lays one more Dodge rather than
    wait for the first to be spent (a band in distaste is not reckless)."""
    game = graceful(fighting_as, "distaste")
    assert "distaste" not in tactics.RECKLESS
    for a, high in zip(game.guild.adventurers, ("King", "Queen", "Knight"), strict=True):
        set_initiative(game, a.id, f"{high} of Swords", shown=True)  # out of a Two's reach
    lay(game, "Nine of Cups")
    give(game, GM, "Two of Cups")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Dodge"
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    assert len(game.challenge.group("foes").dodges) == 2
    accounted(game)


def test_the_dodges_held_survive_a_save(fighting_as) -> None:  # noqa: F811
    game = graceful(fighting_as)
    lay(game, "Two of Cups", "Nine of Cups")
    saved = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert saved.challenge is not None
    assert saved.challenge.group("foes").dodges == game.challenge.group("foes").dodges
