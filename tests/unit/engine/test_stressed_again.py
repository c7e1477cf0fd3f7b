"""A hardship that would Stress someone already Stressed (p. 96) is said, not passed over in
silence: the transcript showed the oracle naming an adventurer and then nothing at all."""

from __future__ import annotations

from worm.content.interaction import Stress
from worm.engine import events as ev
from worm.engine import outcomes
from worm.engine.session import Game
from worm.rules import conditions


def test_stress_on_the_stressed_is_told_and_changes_nothing() -> None:
    game = Game.new(2)
    first = game.guild.adventurers[0]
    game.set_adventurer(conditions.stress(first))
    before = game.guild.adventurer(first.id)
    seen = len(game.log.events)
    outcomes.one(game, Stress(effect="stress"), first.id, cause="creeping dread")
    new = game.log.events[seen:]
    assert game.guild.adventurer(first.id) == before
    assert not any(isinstance(e, ev.Condition) for e in new)
    said = [e for e in new if isinstance(e, ev.Gm)]
    assert said and said[-1].rule == "p. 96" and first.name in said[-1].why


def test_stress_on_the_unstressed_marks_them() -> None:
    game = Game.new(2)
    first = game.guild.adventurers[0]
    outcomes.one(game, Stress(effect="stress"), first.id, cause="creeping dread")
    assert game.guild.adventurer(first.id).conditions.stressed
