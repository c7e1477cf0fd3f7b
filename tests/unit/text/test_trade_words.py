"""Gold offered or traded in the text game's words (play-test g11): '10 gold' is gold, as it is
said, not an item nobody carries; and a trade's missing amount is shown with 'trade', not with
the example of 'offer'."""

from __future__ import annotations

import pytest

from tests.fixtures.meetings import PARLEY, met_at_once
from worm.engine import commands as cmd
from worm.errors import IllegalCommand
from worm.text import repl


def test_ten_gold_is_gold_however_it_is_said() -> None:
    game = met_at_once(*PARLEY)
    assert game.phase == "parley"  # the precondition: a talk under way
    said = repl.parse(game, "trade 10 gold for aid")
    assert said == repl.parse(game, "trade gold 10 for aid")
    assert isinstance(said, cmd.Approach) and said.gold == 10 and said.ask == "aid"
    offered = repl.parse(game, "offer 3 gold")
    assert isinstance(offered, cmd.Approach) and offered.gold == 3


def test_a_trade_without_an_amount_shows_a_trade() -> None:
    game = met_at_once(*PARLEY)
    with pytest.raises(IllegalCommand, match="e.g. 'trade gold 10 for passage'"):
        repl.parse(game, "trade gold for aid")
    with pytest.raises(IllegalCommand, match="e.g. 'offer gold 10'"):
        repl.parse(game, "offer gold")
