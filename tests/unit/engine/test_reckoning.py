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
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    hold,
    key,
    lay,
    name_of,
    ready,
    three_zones,
    turn,
    wounds,
)
from tests.unit.engine.test_challenge_actions import play as play_card
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options, reckoning
from worm.engine.actions import engagement
from worm.engine.options import PlayOption
from worm.engine.session import Game
from worm.model.challenge import Facedown, Group
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


@pytest.mark.parametrize("card", ["Two of Pentacles", "Three of Pentacles"])
def test_an_avoid_says_the_total_and_chance_the_engine_then_finds(card: str) -> None:
    """Issue 19, point 7: a Move-group play shows its odds as an Attack does (p. 117: an Avoid
    slips a foe by matching its Initiative, here VII face up)."""
    game = ready()
    lay(game, "The Chariot", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", card)
    hand(game, "Bidziil", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    ch = game.challenge
    game.challenge = ch.with_group(replace(ch.group("foes"), shown=True))
    turn(game, "Gunhild")
    who, drawn = key(game, "Gunhild"), tarot.card_named(card)
    avoid = next(
        p for p in options.plays(game, who, drawn) if p.action == "Avoid" and p.option == "1"
    )
    before = state(game)
    words = reckoning.guard(game, who, drawn, avoid)
    assert state(game) == before
    done = acts(play_card(game, "Gunhild", card, "Avoid", option="1"), "Avoid")[0]
    chance = "sure" if "clear of" in done.result else "no chance"
    assert words == f"{done.value} vs 1 in the way: {chance}"


@pytest.mark.parametrize(("emotion", "struck"), [("anger", True), ("trust", False)])
def test_a_move_out_of_an_engagement_says_the_free_blow_it_takes(
    emotion: str, struck: bool
) -> None:
    game = ready(emotion=emotion)
    three_zones(game)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    turn(game, "Gunhild")
    who, drawn = key(game, "Gunhild"), tarot.card_named("Two of Swords")
    move = next(p for p in options.plays(game, who, drawn) if p.action == "Move")
    words = reckoning.guard(game, who, drawn, move)
    events = play_card(game, "Gunhild", "Two of Swords", "Move", option=move.option)
    assert bool(wounds(events, name_of(game, "Gunhild"))) is struck
    assert words == ("leaves 1 engaged: 1 free blow" if struck else "no test: sure")


@pytest.mark.parametrize(
    ("action", "card"),
    [("Move", "Two of Swords"), ("Avoid", "Two of Pentacles"), ("Avoid", "King of Pentacles")],
)
def test_a_hazard_guarding_the_zone_is_in_the_odds(action: str, card: str) -> None:
    """A pendulum guards zone 1 (p. 128): a Move into it is struck, an Avoid must beat its
    Initiative (VIII, face up) to pass; the words say so before the play, as it then goes."""
    game = ready(emotion="trust")  # no free blows: only the hazard counts
    three_zones(game)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", card)
    hand(game, "Bidziil", "Nine of Swords")
    pendulum = Group(
        "hazard:pendulum",
        "Pendulum",
        "hazard",
        initiative=tarot.card_named("Strength"),
        shown=True,
        hazard_wounds=2,
        zone=1,
    )
    ch = game.challenge
    game.challenge = replace(ch, groups=(*ch.groups, pendulum))
    turn(game, "Gunhild")
    who, drawn = key(game, "Gunhild"), tarot.card_named(card)
    chosen = next(
        p for p in options.plays(game, who, drawn) if p.action == action and p.option == "1"
    )
    words = reckoning.guard(game, who, drawn, chosen)
    events = play_card(game, "Gunhild", card, action, option="1")
    hurt = bool(wounds(events, name_of(game, "Gunhild")))
    if action == "Move":
        assert hurt and words is not None and words.startswith("Pendulum strikes in ")
    else:
        assert words is not None and words.endswith("no chance" if hurt else "sure"), words


def test_a_dash_past_a_hazard_in_the_zone_between_says_it_strikes() -> None:
    """A Dash two zones away enters the zone between (p. 117), and a hazard guarding it strikes
    (p. 128); the menu said "no test: sure" for it, looking only at where the Dash ends."""
    game = ready(emotion="trust")  # no free blows: only the hazard counts
    three_zones(game)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Pentacles")
    hand(game, "Bidziil", "Nine of Swords")
    pendulum = Group(
        "hazard:pendulum",
        "Pendulum",
        "hazard",
        initiative=tarot.card_named("Strength"),
        shown=True,
        hazard_wounds=2,
        zone=0,
    )
    ch = game.challenge
    gunhild = ch.fighter(key(game, "Gunhild"))
    ch = ch.with_fighter(replace(gunhild, zone=1, engaged=frozenset()))
    game.challenge = replace(ch, groups=(*ch.groups, pendulum))
    turn(game, "Gunhild")
    who, drawn = key(game, "Gunhild"), tarot.card_named("Two of Pentacles")
    dash = next(
        p for p in options.plays(game, who, drawn) if p.action == "Dash" and p.option == "2"
    )
    words = reckoning.guard(game, who, drawn, dash)
    events = play_card(game, "Gunhild", "Two of Pentacles", "Dash", option="2")
    assert wounds(events, name_of(game, "Gunhild")), "the pendulum strikes on the way"
    assert words == "Pendulum strikes in the threshold", words
