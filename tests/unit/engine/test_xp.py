"""Every XP move is an ``xp`` event with its reason and the new total (CONTRACTS §3, p. 33)."""

from __future__ import annotations

import pytest

from worm.engine import events as ev
from worm.engine import xp
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import narrate


def test_a_gain_and_a_spending_are_logged_with_the_new_total() -> None:
    game = Game.new(3)
    a = game.guild.adventurers[0]
    xp.gain(game, a.id, 3, "a quest declared, p. 33")
    xp.spend(game, a.id, 2, "a talent in training used")
    moves = [e for e in game.log.events if isinstance(e, ev.Xp)]
    assert [(m.change, m.total) for m in moves] == [(3, a.xp + 3), (-2, a.xp + 1)]
    assert game.guild.adventurer(a.id).xp == a.xp + 1
    assert narrate.event(moves[0]) == (
        f"{a.name} gains 3 XP (a quest declared, p. 33): {a.xp + 3} XP now."
    )


def test_spending_more_than_there_is_is_refused_and_changes_nothing() -> None:
    game = Game.new(3)
    a = game.guild.adventurers[0]
    mark = len(game.log.events)
    with pytest.raises(IllegalCommand, match="XP"):
        xp.spend(game, a.id, a.xp + 1, "Train")
    assert game.guild.adventurer(a.id).xp == a.xp
    assert len(game.log.events) == mark
