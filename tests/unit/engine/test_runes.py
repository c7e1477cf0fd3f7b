"""Loremaster's second advantage (p. 79): an old script met below ground is translated in a
watch or two (policy: a short one by a trap, one watch). Our content cuts such a script by
some traps (``assets/traps.toml``, ``inscription``); read out, it tells truly what the trap
does, and the guild knows the trap for one (found with no test, p. 88). The room is
``test_dwimmercraft``'s quiet first room holding only the trap."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.test_dwimmercraft import PACK, met
from tests.unit.engine.test_lore_bids import teach
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import runes
from worm.engine.autoplay import _translate
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl

CUT = sorted(t for t, trap in PACK.traps.items() if trap.inscription)


def test_the_content_cuts_scripts_by_traps() -> None:
    assert len(CUT) >= 5
    assert all(PACK.traps[t].inscription != PACK.traps[t].description for t in CUT)


def loremaster_by(trap: str, state: str = "mastered") -> Game:
    game = met(trap)
    teach(game, "a1", runes.TALENT, state, xp=3)
    return game


@pytest.mark.parametrize("trap", CUT)
def test_a_watch_spent_translating_tells_the_trap(trap: str) -> None:
    game = loremaster_by(trap)
    assert (game.room, trap) not in game.state.spotted, "the precondition: not yet found"
    watches = game.watches
    events = game.execute(cmd.Translate(who="a1"))
    assert game.watches == watches + 1, "a watch (p. 79)"
    said = [e.text for e in events if isinstance(e, ev.Narration)]
    assert any(PACK.traps[trap].inscription in t for t in said)
    assert (game.room, trap) in game.state.spotted
    with pytest.raises(IllegalCommand, match="no old script"):
        game.execute(cmd.Translate(who="a1"))


def test_in_training_it_costs_1_xp_and_only_a_loremaster_reads() -> None:
    game = loremaster_by(CUT[0], "in_training")
    game.execute(cmd.Translate(who="a1"))
    assert game.guild.adventurer("a1").xp == 2
    game = met(CUT[0])
    a1 = game.guild.adventurer("a1")
    talents = tuple(t for t in a1.talents if t.id != runes.TALENT)
    game.set_adventurer(a1.model_copy(update={"talents": talents}))
    with pytest.raises(IllegalCommand, match="Loremaster"):
        game.execute(cmd.Translate(who="a1"))


def test_a_plain_trap_has_nothing_to_read() -> None:
    plain = next(t for t in sorted(PACK.traps) if not PACK.traps[t].inscription)
    game = loremaster_by(plain)
    with pytest.raises(IllegalCommand, match="no old script"):
        game.execute(cmd.Translate(who="a1"))


def test_the_text_game_and_the_bot_translate() -> None:
    """``translate WHO``; the bot reads a script by a trap it has not found, and leaves one
    by a trap it knows (policy ``autoplay._translate``)."""
    game = loremaster_by(CUT[0])
    name = game.guild.adventurer("a1").name.split()[0]
    assert repl.parse(game, f"translate {name}") == cmd.Translate(who="a1")
    assert _translate(game) == cmd.Translate(who="a1")
    state = game.state
    game.states[game.depth] = replace(state, spotted=state.spotted | {(game.room, CUT[0])})
    assert _translate(game) is None
