"""``worm.engine.reckoning``: what a play must beat and the chance it does, before it is played.

The total it shows is the one the engine logs when the play is made; against a face-down
Initiative the chance is the share of the lesser dooms still unseen that the total beats,
counted here card by card from the decks; against one face up it is sure or hopeless. Nothing
in the game changes. Seed 2's quick guild: Bidziil holds a hammer; the stand-in monster fights
as the book's goblins.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from tests.unit.engine.fight_kit import goblins as goblins  # noqa: F401 (fixture)
from tests.unit.engine.fight_kit import take
from tests.unit.engine.test_challenge_actions import hand, hold, key, lay, ready, turn
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options, reckoning
from worm.engine.options import PlayOption
from worm.engine.session import Game
from worm.model.challenge import Facedown
from worm.rules import initiative

pytestmark = pytest.mark.usefixtures("goblins")


def bidziil(*, shown: bool, card: str = "Six of Swords", foes_card: str = "Death") -> Game:
    game = ready()
    lay(game, foes_card, Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    if shown:
        ch = game.challenge
        game.challenge = ch.with_group(replace(ch.group("foes"), shown=True))
    hand(game, "Bidziil", card)
    hold(game, "Bidziil", "hammer")
    turn(game, "Bidziil")
    return game


def attack_on(game: Game, target: str, card: str) -> PlayOption:
    found = options.plays(game, key(game, "Bidziil"), tarot.card_named(card))
    return next(p for p in found if p.action == "Attack" and p.target == target)


def state(game: Game) -> tuple[object, ...]:
    return (len(game.log.events), game.challenge, game.decks, game.guild)


def test_against_a_face_down_initiative_the_chance_counts_the_unseen_lesser_dooms() -> None:
    game = bidziil(shown=False)
    play = attack_on(game, "foes.1", "Six of Swords")
    before = state(game)
    reckoned = reckoning.reckon(game, key(game, "Bidziil"), tarot.card_named("Six of Swords"), play)
    assert state(game) == before
    assert reckoned is not None and reckoned.defence is None
    major = game.decks.major
    could_be = [c.value for c in (*major.draw_pile, *major.elsewhere) if 1 <= c.value <= 14]
    assert 13 in could_be  # Death, the band's own card, is among them
    won = sum(initiative.beats(reckoned.total, v) for v in could_be)
    assert reckoned.chance == Fraction(won, len(could_be))
    assert 0 < reckoned.chance < 1
    assert reckoned.words().startswith(f"{reckoned.total} vs face-down: ")
    events = game.execute(play_command(game, play, "Six of Swords"))
    logged = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"]
    assert logged[0].value == reckoned.total  # the total shown is the total played


def test_against_an_initiative_face_up_it_is_sure_or_hopeless() -> None:
    game = bidziil(shown=True, foes_card="The Magician")
    who, six = key(game, "Bidziil"), tarot.card_named("Six of Swords")
    play = attack_on(game, "foes.1", "Six of Swords")
    sure = reckoning.reckon(game, who, six, play)
    assert sure is not None and sure.defence == 1 and sure.chance == 1
    assert sure.words() == f"{sure.total} vs Initiative 1: sure"
    game = bidziil(shown=True, foes_card="Temperance", card="Ace of Cups")
    play = attack_on(game, "foes.1", "Ace of Cups")
    hopeless = reckoning.reckon(game, who, tarot.card_named("Ace of Cups"), play)
    assert hopeless is not None and hopeless.total < 14 and hopeless.chance == 0
    assert hopeless.words().endswith("vs Initiative 14: no chance")


def test_a_play_that_meets_no_initiative_has_no_reckoning() -> None:
    game = bidziil(shown=False)
    who, six = key(game, "Bidziil"), tarot.card_named("Six of Swords")
    for play in options.plays(game, who, six):
        if play.action in ("Move", "Dodge", "Banter", "Riposte", "Guard"):
            assert reckoning.reckon(game, who, six, play) is None


def play_command(game: Game, play: PlayOption, card: str) -> cmd.Play:
    return cmd.Play(
        who=key(game, "Bidziil"),
        card=card,
        action=play.action,
        target=play.target,
        option=play.option,
    )


def test_an_aid_laid_for_the_striker_counts_in_the_total_shown() -> None:
    game = bidziil(shown=False)
    who, six = key(game, "Bidziil"), tarot.card_named("Six of Swords")
    play = attack_on(game, "foes.1", "Six of Swords")
    alone = reckoning.reckon(game, who, six, play)
    gunhild = key(game, "Gunhild")
    take(game, tarot.card_named("Five of Cups"))
    aid = Facedown("Aid Another", tarot.card_named("Five of Cups"), bonus=2, ward=who)
    ch = game.challenge
    game.challenge = ch.with_group(replace(ch.group(gunhild), facedown=aid))
    aided = reckoning.reckon(game, who, six, play)
    assert alone is not None and aided is not None and aided.total == alone.total + 7
    events = game.execute(play_command(game, play, "Six of Swords"))
    logged = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"]
    assert logged[0].value == aided.total
