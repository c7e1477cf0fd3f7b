"""What a foe makes ready, said before the guild may interrupt (p. 114), in English (play-test
g11: "The Locust Lich makes ready to speak incantation Warwick Whitesmith")."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import key, ready
from worm import tarot
from worm.engine import challenge
from worm.engine import events as ev
from worm.model.challenge import Declared

pytestmark = pytest.mark.usefixtures("goblins")


@pytest.mark.parametrize(
    ("action", "option", "words"),
    [
        ("Speak Incantation", "withering", "ready to cast Withering at Gunhild"),
        ("Speak Incantation", None, "ready to speak an incantation at Gunhild"),
        ("Banter", None, "ready to banter with Gunhild"),
        ("Attack", None, "ready to attack Gunhild"),
    ],
)
def test_a_foes_action_made_ready_reads_as_english(
    action: str, option: str | None, words: str
) -> None:
    game = ready()
    gunhild = key(game, "Gunhild")
    d = Declared(
        "foes", "foes", action, tarot.card_named("Justice"), targets=((gunhild, 1),), option=option
    )
    mark = len(game.log.events)
    challenge._offer_interrupt(game, d)
    said = [e.text for e in game.log.events[mark:] if isinstance(e, ev.Narration)]
    assert said and words in said[0], said
