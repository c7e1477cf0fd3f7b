"""Counter-spell's second use in the Crawl (p. 82): 1 Resolve ends a spell already in play.
Below, outside a fight, that is a trap of enchantment or illusion the guild knows of (policy
``worm.gm.second_sight.spell_in``): its spell ended, the guild is past it. The trap stands in
``test_dwimmercraft``'s quiet first room; a1 is taught Counter-spell."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_dwimmercraft import met
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import traps
from worm.engine.actions import counter_spell
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl


def with_counter(trap: str, *, spotted: bool = True) -> Game:
    game = met(trap)
    for a in game.guild.adventurers:  # a1 alone knows it
        teach(game, a.name, counter_spell.TALENT, "mastered" if a.id == "a1" else None)
    if spotted:
        traps.spot(game, game.room, game.pack.traps[trap], how="by a test")
    return game


def test_a_known_enchanted_trap_is_ended_for_a_resolve_and_passed() -> None:
    game = with_counter("cursed_chalice")
    before = game.guild.adventurer("a1").resolve
    events = game.execute(cmd.Negate(who="a1"))
    assert (game.room, "cursed_chalice") in game.state.passed
    assert game.guild.adventurer("a1").resolve == before - 1
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 82" for e in events)


@pytest.mark.parametrize(
    ("trap", "spotted"),
    [("cursed_chalice", False), ("arrow_trap", True)],
    ids=["not yet found", "no spell in it"],
)
def test_only_a_known_trap_of_magic_is_a_spell_in_play(trap: str, spotted: bool) -> None:
    game = with_counter(trap, spotted=spotted)
    with pytest.raises(IllegalCommand, match="no spell is in play here"):
        game.execute(cmd.Negate(who="a1"))
    assert (game.room, trap) not in game.state.passed


def test_the_text_game_and_the_bot_end_it() -> None:
    game = with_counter("frost_casket")
    assert repl.parse(game, "negate a1") == cmd.Negate(who="a1")
    assert repl.parse(game, "negate a1 frost casket") == cmd.Negate(who="a1", whom="frost casket")
    assert Autoplay().next(game) == cmd.Negate(who="a1", whom="frost_casket")
