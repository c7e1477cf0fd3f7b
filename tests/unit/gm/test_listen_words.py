"""What is heard through the ways out reads as one sentence per way: the sounds after the first
are clauses, not new sentences with capitals after a semicolon (issue 19 polish)."""

from __future__ import annotations

import re

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import describe

CAPITAL_AFTER_SEMICOLON = re.compile(r"[;:] (?!I\b)(?:[A-Z][a-z])")


def test_listening_from_every_room_of_a_few_levels_reads_as_clauses() -> None:
    heard = []
    for seed in range(6):
        game = Game.new(seed)
        game.execute(cmd.Delve())
        view = game.view()
        for room in range(len(view.level.map.rooms)):
            heard += describe.listen(view, room).splitlines()
    assert heard
    wrong = [line for line in heard if CAPITAL_AFTER_SEMICOLON.search(line)]
    assert not wrong, wrong[:5]


def test_a_clause_keeps_i_and_capitals() -> None:
    assert describe._clause("A whiff of smoke") == "a whiff of smoke"
    assert describe._clause("I hear") == "I hear"
    assert describe._clause("SLAM") == "SLAM"
