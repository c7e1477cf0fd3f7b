"""The text game's ``tend`` (p. 126): typed alone, as the play-test did (``:tend``, play30 fault
8), it means the one guild-mate at Death's Door; with none or several it says why in words."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_dying import game_below, struck_down
from worm.engine import commands as cmd
from worm.engine import tending
from worm.errors import IllegalCommand
from worm.text import repl


def test_tend_alone_tends_the_one_at_deaths_door() -> None:
    game = game_below()
    struck_down(game, "a1")
    assert repl.parse(game, "tend") == cmd.Tend(who=tending.tender_for(game), patient="a1")
    assert repl.parse(game, "poultice") == repl.parse(game, "tend a1")


def test_tend_alone_with_nobody_dying_says_so() -> None:
    game = game_below()
    with pytest.raises(IllegalCommand, match="nobody is at Death's Door"):
        repl.parse(game, "tend")


def test_tend_alone_with_two_dying_asks_whom() -> None:
    game = game_below()
    struck_down(game, "a1")
    struck_down(game, "a2")
    names = [game.guild.adventurer(who).name for who in ("a1", "a2")]
    with pytest.raises(IllegalCommand, match="tend whom") as refused:
        repl.parse(game, "tend")
    assert all(name in str(refused.value) for name in names)
