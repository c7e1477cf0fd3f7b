"""Allies won in a parley fight beside the guild until the next Camp (p. 100; policy
``worm.gm.allies``; issue 19, point 13): each ally band strikes the weakest foe once a round,
after the count, and they leave at the Camp.

The fight is the fight kit's (the stand-in creatures fighting as the book's goblins), with an
ally band written into the game before it begins; the guild's side is played by the skirmish
bot, so the rounds run as in play.
"""

from __future__ import annotations

import pytest

from worm import grammar
from worm.engine import challenge, recovery
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.gm import allies as policy
from worm.gm import parley
from worm.model.challenge import Fighter, Part
from worm.model.meeting import Meeting

from .fight_kit import STAND_IN, goblins  # noqa: F401 (the fixture)

pytestmark = pytest.mark.usefixtures("goblins")

WEREWOLVES = "3 × Pacifist Werewolves"


def fight_with(allies: tuple[str, ...], *, count: int = 6) -> Game:
    """A guild of three, ``allies`` with it, meets ``count`` goblins who attack."""
    game = Game.new(3, size=3)
    game.execute(cmd.Delve())
    game.allies = allies
    monster = game.pack.monsters[STAND_IN]
    card = game.read_discard("disposition")
    game.meeting = Meeting(
        STAND_IN, grammar.band(count, monster.name), count, game.room, "anger", "basic", True,
        traits=parley.of_creature(game.pack, monster, card), talks=True,
    )  # fmt: skip
    game.set_phase("challenge", "test")
    challenge.begin(game)
    return game


def first_round(game: Game) -> list[ev.Event]:
    """Play the guild's side until the first round is over; every event of it."""
    mark, bot = len(game.log.events), Skirmisher()
    for _ in range(60):
        ch = game.challenge
        if ch is None or ch.round > 1:
            break
        game.execute(bot.next(game))
    return game.log.events[mark:]


def struck_by(events: list[ev.Event], who: str) -> list[ev.Wound]:
    return [e for e in events if isinstance(e, ev.Wound) and e.cause == f"struck by {who}"]


def test_allies_join_the_fight_and_strike_once_a_round() -> None:
    game = fight_with((WEREWOLVES,))
    joined = [e.why for e in game.log.events if isinstance(e, ev.Gm) and e.rule == policy.PAGE]
    assert any(WEREWOLVES in why and "fight beside the guild" in why for why in joined)
    events = first_round(game)
    assert len(struck_by(events, WEREWOLVES)) == policy.WOUNDS


def test_without_allies_no_one_else_strikes() -> None:
    game = fight_with(())
    events = first_round(game)
    assert not [e for e in events if isinstance(e, ev.Wound) and "Werewolves" in e.cause]


def test_two_ally_bands_strike_one_each() -> None:
    game = fight_with((WEREWOLVES, "the gilded door"))
    events = first_round(game)
    assert len(struck_by(events, WEREWOLVES)) == 1
    assert len(struck_by(events, "the gilded door")) == 1


def test_the_gm_has_allies_finish_the_weakest() -> None:
    def foe(key: str, health: int) -> Fighter:
        return Fighter(key, key, "foes", "foes", 1, parts=(Part("body", "Body", health, 0, True),))

    picked = policy.target([foe("a", 3), foe("b", 1), foe("c", 2)])
    assert picked is not None and picked.key == "b"
    assert policy.target([]) is None


def test_allies_leave_at_the_camp() -> None:
    game = Game.new(3, size=3)
    game.execute(cmd.Delve())
    game.allies = (WEREWOLVES,)
    recovery.end(game)
    assert game.allies == ()
    assert any(
        WEREWOLVES in e.why and "until the Camp" in e.why
        for e in game.log.events
        if isinstance(e, ev.Gm)
    )
