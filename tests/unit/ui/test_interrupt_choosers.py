"""The fight screen offers an interrupt to everyone who can make one, not only to the Fool's
holder: a foe's Attack waits on the guild, and Bidziil, in steel with Heavy Metal Machine and no
Fool in hand, may brace (p. 70). Found in play: the menu stood empty while the prompt said
"or brace in iron"."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import key
from tests.unit.engine.test_heavy_metal import attack_waits, bidziil_in_steel
from worm import tarot
from worm.ui import field

pytestmark = pytest.mark.usefixtures("goblins")


def test_one_who_may_brace_is_asked_at_an_interrupt() -> None:
    game = bidziil_in_steel()
    bk = key(game, "Bidziil")
    attack_waits(game, bk)
    ch = game.challenge
    assert ch is not None and ch.step == "interrupt"
    assert tarot.FOOL not in ch.hand(bk)
    assert bk in field.choosers(game)
    assert "brace in iron (Heavy Metal Machine, p. 70)" in field.ask(game, bk)
    assert "the Fool" not in field.ask(game, bk)
