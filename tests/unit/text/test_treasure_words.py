"""The text game's words for keeping a treasure instead of selling it (p. 162): ``keep
TREASURE``, ``sell treasure TREASURE``, and ``market`` showing what was sold and what is kept."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_crawl import WALK, below
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.text import repl


def back_with(*loot: str) -> Game:
    game = below(WALK)
    game.loot = loot
    game.execute(cmd.Take(way="out"))
    return game


def said(game: Game, *lines: str) -> str:
    out = io.StringIO()
    for line in lines:
        assert repl.answer(game, line, out)
    return out.getvalue()


def test_keep_takes_a_sold_piece_back_and_market_shows_it_kept() -> None:
    game = back_with("brass_brooch", "silver_ring")
    assert "Sold on arrival" in said(game, "market") and "silver signet ring (40)" in said(
        game, "market"
    )
    said(game, "keep silver signet ring")
    assert game.loot == ("silver_ring",)
    assert "Treasure the guild keeps: silver signet ring (40)" in said(game, "market")
    said(game, "sell treasure silver")
    assert game.loot == () and game.city is not None and game.city.sold == 55


@pytest.mark.parametrize("line", ["keep", "keep golden idol", "sell treasure", "sell treasure x"])
def test_odd_treasure_words_are_answered_in_words(line: str) -> None:
    game = back_with("brass_brooch")
    text = said(game, line)
    assert text.startswith("No: ") and "Traceback" not in text


def test_the_inventory_names_the_treasure_kept() -> None:
    game = back_with("silver_ring")
    assert "Treasure kept" not in said(game, "inventory")
    said(game, "keep silver signet ring")
    assert "Treasure kept, not sold (p. 162): silver signet ring" in said(game, "inventory")
