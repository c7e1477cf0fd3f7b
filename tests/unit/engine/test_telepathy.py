"""Telepathic (the brain spider, p. 256): it speaks mind to mind, so anyone can parley with it
in words, whatever tongues they know; a creature without it needs a shared tongue (p. 29)."""

from __future__ import annotations

import pytest

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import telepathy
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import foes, parley
from worm.model.meeting import Meeting
from worm.ui import talk

UNSPOKEN = "ancient_underfolk"
"""A tongue no one in seed 3's guild speaks (checked in ``tongue_tied``)."""

TALKER = "genii"
"""A talking creature that is not telepathic (checked in the test)."""


def tongue_tied(creature: str) -> Game:
    """Seed 3's guild, none with the tongue or Loremaster's fluency (p. 79), in a parley with
    a band of ``creature`` that speaks only ``UNSPOKEN``."""
    game = Game.new(3, size=3)
    game.execute(cmd.Delve())
    for a in game.guild.adventurers:
        talents = tuple(t for t in a.talents if t.id != "loremaster")
        assert UNSPOKEN not in a.languages, f"{a.name} speaks {UNSPOKEN}"
        game.set_adventurer(a.model_copy(update={"talents": talents}))
    monster = game.pack.monsters[creature]
    card = game.read_discard("disposition")
    game.meeting = Meeting(
        creature, grammar.band(3, monster.name), 3, game.room, "trust", "basic", False,
        traits=parley.of_creature(game.pack, monster, card), talks=True, tongues=(UNSPOKEN,),
    )  # fmt: skip
    game.set_phase("parley", "talk")
    return game


@pytest.mark.parametrize("creature", ["crawling_brains", TALKER])
def test_words_reach_a_telepath_without_a_shared_tongue(creature: str) -> None:
    """p. 256: the crawling brains (a brain spider) hear and answer anyone; the genii, who
    are not telepathic, hear no one here (p. 29)."""
    notes = {n.name for n in foes.statblock(Game.new(3, size=3).pack, creature).notes}
    mind = "Telepathic" in notes
    assert mind is (creature != TALKER), f"precondition: {creature} notes {sorted(notes)}"
    game = tongue_tied(creature)
    assert telepathy.telepathic(game, game.meeting) is mind
    assert bool(talk.sharers(game, game.meeting)) is mind, "the talk screen's speakers"
    if not mind:
        with pytest.raises(IllegalCommand, match=r"\(p\. 29\)"):
            game.execute(cmd.Approach(approach="flatter"))
        return
    events = game.execute(cmd.Approach(approach="flatter"))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    assert not any(isinstance(e, ev.Refused) for e in events)
    told = [e.text for e in game.execute(cmd.Talk()) if isinstance(e, ev.Narration)]
    assert any("mind to mind (p. 256)" in text for text in told), told
