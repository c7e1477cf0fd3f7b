"""Typed words for a ward held up in a fight and salt thrown (pp. 167–169): ``play WHO CARD
brandish WARD at TARGET``, ``play WHO CARD use salt at TARGET``; nonsense gets a "No", never a
traceback."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import fighter, hand, hold, lay, ready, turn
from worm.engine.session import Game
from worm.text import fightwords, repl

pytestmark = pytest.mark.usefixtures("goblins")


def typed(game: Game, *lines: str) -> str:
    out = io.StringIO()
    repl.play(game, lines, out, echo=True)
    return out.getvalue()


def bryonie_turn() -> Game:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bryonie", "garlic")
    hand(game, "Bryonie", "Three of Swords", "Nine of Wands")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Bryonie")
    return game


def test_brandish_garlic_at_a_foe_by_typed_words() -> None:
    game = bryonie_turn()
    out = typed(game, "play bryonie 3s brandish garlic at goblin 1")
    assert "Brandish" in out and "No:" not in out, out
    assert fighter(game, "foes.1").zone != 0  # the spirit is driven into the next zone
    assert "brandish WARD at TARGET" in fightwords.HELP


@pytest.mark.parametrize(
    "line",
    [
        "play bryonie 3s brandish",  # two wards? she holds one: fine, but no target
        "play bryonie 3s brandish banana at goblin 1",
        "play bryonie 3s brandish polearm at goblin 1",
        "play bryonie 3s brandish garlic at nobody",
        "play bryonie 3s use salt at goblin 1",
    ],
)
def test_a_brandish_or_salt_that_cannot_be_is_a_no(line: str) -> None:
    game = bryonie_turn()
    out = typed(game, line)
    assert "No" in out and "Traceback" not in out, out
    assert fighter(game, "foes.1").zone == 0
