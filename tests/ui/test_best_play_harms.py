"""A card's "best:" in the Challenge menu is a play that can do something: not a blow the foe's
nature turns (play-test g11: "best: Attack Vampire Spawn (Invulnerable: no harm, p. 282) 16 vs
face-down: sure", while a Disarm of the same odds would work)."""

from __future__ import annotations

from tests.unit.engine.test_challenge_actions import hand, lay, ready, turn
from tests.unit.engine.test_creature_dooms import fighting_as, note  # noqa: F401
from worm import tarot
from worm.engine import options
from worm.ui.challenge import ChallengeScreen
from worm.ui.driver import Driver


def test_the_best_play_of_a_card_is_not_a_blow_that_does_no_harm(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
) -> None:
    game = ready()
    fighting_as(notes=(note(game, "vampire", "Invulnerable"),))
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Knight of Swords")
    bk = turn(game, "Bidziil")
    card = tarot.card_named("Knight of Swords")
    plays = options.plays(game, bk, card)
    assert any(p.harmless for p in plays)  # the precondition: a blow that would do no harm
    assert any(not p.harmless and p.target is not None for p in plays)  # and something else
    screen = ChallengeScreen(Driver(game))
    screen.who = bk
    words, _ = screen._hint(card)
    assert words.startswith("best: "), words
    assert "no harm" not in words, words
