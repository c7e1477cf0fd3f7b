"""The fight screen asks one with Counter-spell (p. 82) when a creature's spell waits on the
guild: Offa, with no Fool in hand, is among those the menu turns to, and its prompt names the
counter; the menu offers the play (``test_counter_spell``)."""

from __future__ import annotations

from tests.unit.engine.test_counter_spell import offa_counters
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    member,
)
from worm import tarot
from worm.ui import field


def test_one_who_may_counter_is_asked_at_the_spell(fighting_as) -> None:  # noqa: F811
    game = offa_counters(fighting_as)
    offa = member(game, "Offa")
    ch = game.challenge
    assert ch is not None and ch.step == "interrupt"
    assert tarot.FOOL not in ch.hand(offa)
    assert offa in field.choosers(game)
    assert "counter the spell (Counter-spell, p. 82)" in field.ask(game, offa)
