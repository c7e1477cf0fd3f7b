"""Quick! (p. 74) goes before any action of the count, not only a foe's blow aimed at the
guild: an interrupt comes before the acting one's action (p. 114), and a Pentacles card laid
so counts at face value (p. 115). Seed 2's guild (Bryonie, Bidziil, Gunhild) against three
goblins, set up by hand with the helpers of ``test_challenge_actions``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    hand,
    key,
    lay,
    play,
    ready,
    rulings,
    said,
    turn,
)
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import challenge
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import quick
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import Declared
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")

PENTACLES = "Nine of Pentacles"


def _quick_gunhild(state: str | None = "mastered") -> Game:
    """Gunhild knows Quick! (or not) and holds a Pentacles card; the others a card each."""
    game = ready()
    teach(game, "Gunhild", "quick", state)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", PENTACLES)
    hand(game, "Bidziil", "Knight of Swords")
    hand(game, "Bryonie", "Two of Wands")
    return game


def _actions(events: list[ev.Event]) -> list[ev.Action]:
    return [e for e in events if isinstance(e, ev.Action)]


@pytest.mark.parametrize("state", ["mastered", None])
def test_quick_goes_before_a_guild_mates_attack(state: str | None) -> None:
    """p. 74 with p. 114: Bidziil's Attack waits while Gunhild, Quick!, may go first; her
    Roughhouse is played at face value (IX, no Pentacles added) and resolves before the
    blow. Without the talent the Attack resolves at once."""
    game = _quick_gunhild(state)
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Knight of Swords", "Attack", target="foes.1")
    if state is None:
        assert [a.action for a in _actions(events)] == ["Attack"]
        return
    assert game.challenge.step == "interrupt"
    assert not _actions(events)  # the Attack waits
    assert said(events, "ready to attack Goblin 1: Gunhild")
    assert quick.able(game, game.challenge) == (key(game, "Gunhild"),)
    events = play(game, "Gunhild", PENTACLES, "Roughhouse", target="foes.1", option="Trip")
    assert rulings(events, "Quick!")
    done = _actions(events)
    assert [(a.who.split()[0], a.action) for a in done[:2]] == [
        ("Gunhild", "Roughhouse"),
        ("Bidziil", "Attack"),
    ]
    assert done[0].value == 9  # face value only (p. 115)
    accounted(game)


def test_a_quick_adventurer_is_not_offered_to_go_before_their_own_action() -> None:
    """An interrupt goes before another's action (p. 114): Gunhild's own Attack on her turn
    resolves at once, though she holds a Pentacles card after it."""
    game = _quick_gunhild()
    hand(game, "Gunhild", PENTACLES, "Queen of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Queen of Swords", "Attack", target="foes.1")
    assert [a.action for a in _actions(events)] == ["Attack"]
    assert game.challenge is None or game.challenge.step != "interrupt"


def test_quick_goes_before_a_foes_action_aimed_at_no_one() -> None:
    """A foe's action at no one of the guild (a Recover, p. 118) waits for Quick! too; only
    Quick! answers it: a Swords card is refused; the text game needs no name, as only the
    Quick! one can answer."""
    game = _quick_gunhild()
    hand(game, "Gunhild", PENTACLES, "Two of Swords")
    drawn = tarot.card_named("The Chariot")
    take(game, drawn)
    declared = Declared("foes", "foes", "Recover", drawn, minor=False)
    game.challenge = replace(game.challenge, queue=(declared,), step="acting")
    challenge.advance(game)
    assert game.challenge.step == "interrupt"
    with pytest.raises(IllegalCommand, match="only Quick!"):
        play(game, "Gunhild", "Two of Swords", "Attack", target="foes.1")
    typed = fightwords.parse(game, "play", "play 9p dash 1")  # no name: only she can
    assert isinstance(typed, cmd.Play) and typed.who == key(game, "Gunhild")
    events = game.execute(typed)
    assert rulings(events, "Quick!")
    assert _actions(events)[0].action == "Dash"
    accounted(game)
