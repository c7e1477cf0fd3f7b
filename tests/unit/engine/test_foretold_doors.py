"""Foretell (p. 56) and Spout Doom (p. 57) on opening a door: will the door to the room next
door hold, and how does it give way? Answered from the lock and the guild's keys as the GM
knows them (p. 88), with no card drawn (a lock picked or forced is a test foretold, not its
outcome)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_autolore import games, knows
from tests.unit.engine.test_lore_bids import teach
from tests.unit.engine.test_lore_questions import rules, told
from worm.engine import commands as cmd
from worm.engine import foresight, lore_questions
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import lore_bids as lore_bids_rules
from worm.text import repl


def by_a_locked_door() -> tuple[Game, str]:
    """A game below whose level has a locked door the guild knows of, the guild standing in
    the room on one side of it (as if it had walked there); the key of the room beyond."""
    for game in games():
        for index, edge in enumerate(game.plan.level.map.edges):
            if edge.locked and not edge.secret and index not in game.state.unlocked:
                game.room = edge.a
                assert foresight.door_holds(game, index), "the precondition: locked, no key"
                return game, game.plan.key(edge.b)
    pytest.skip("no seed with a locked door")


def _door(game: Game, to: str) -> int:
    return game.plan.between(game.room, to, game.state)


def test_foretell_says_a_locked_door_holds_and_opening_it_then_fails() -> None:
    game, to = by_a_locked_door()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    decks = game.decks
    events = game.execute(repl.parse(game, f"bid {elf} foretell door {to}"))
    assert any(t.endswith("a hunch says yes.") for t in told(events))
    assert any(f"door to {to}, will it hold" in why for why in rules(events, "p. 56"))
    assert game.guild.adventurer(elf).lore_bids == 1, "a lore bid (p. 56)"
    assert game.decks == decks, "the answer draws no card"
    with pytest.raises(IllegalCommand, match="locked"):
        game.execute(cmd.OpenDoor(to=to))  # as foretold, it holds (p. 88)
    game.execute(cmd.AskLore(who=elf, about="foretell", words="door", room=to))
    assert game.guild.adventurer(elf).lore_bids == 1, "asked already: nothing new, free"


def test_foretell_says_a_door_whose_key_the_guild_holds_gives_way_and_it_does() -> None:
    game, to = by_a_locked_door()
    edge = game.plan.level.map.edges[_door(game, to)]
    game.keys = game.keys | {f"{game.plan.key(edge.a)}-{game.plan.key(edge.b)}"}
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    events = game.execute(repl.parse(game, f"bid {elf} foretell door {to}"))
    assert any(t.endswith("a hunch says no.") for t in told(events))
    assert any(f"door to {to}, will it hold" in why for why in rules(events, "p. 56"))
    game.execute(cmd.OpenDoor(to=to))
    assert _door(game, to) in game.state.unlocked, "the key turns, as foretold"


def test_spout_doom_tells_how_a_locked_door_gives_way_and_that_forcing_it_is_loud() -> None:
    game, to = by_a_locked_door()
    elf = knows(game, lore_questions.SPOUT_DOOM, resolve=3)
    events = game.execute(repl.parse(game, f"bid {elf} doom door {to}"))
    a = game.guild.adventurer(elf)
    assert a.resolve == 2, "1 Resolve (p. 57)"
    prophecy = [t for t in told(events) if to in t]
    assert prophecy and "holds" in prophecy[0] and "loudly" in prophecy[0]
    assert rules(events, "p. 57")


def test_a_loremaster_pays_a_foretold_door_with_a_resolve() -> None:
    game, to = by_a_locked_door()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2, resolve=3)
    teach(game, elf, lore_bids_rules.LOREMASTER)
    asked = repl.parse(game, f"bid {elf} foretell door {to} resolve")
    assert isinstance(asked, cmd.AskLore) and (asked.words, asked.paid_with) == (
        "door",
        "resolve",
    )
    events = game.execute(asked)
    assert any("will it hold" in why for why in rules(events, "p. 56"))
    a = game.guild.adventurer(elf)
    assert (a.resolve, a.lore_bids) == (2, 2), "1 Resolve in place of the bid (p. 79)"


def test_a_door_not_next_to_the_guild_is_not_foretold_and_nothing_is_paid() -> None:
    game, _ = by_a_locked_door()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    near = {o for o, _ in game.plan.links[game.room]} | {game.room}
    far = next(
        (
            r
            for r in range(len(game.level.stock))
            if r not in near and game.plan.known(r, game.state)
        ),
        None,
    )
    if far is None:
        pytest.skip("no known room beyond the next")
    with pytest.raises(IllegalCommand):
        game.execute(repl.parse(game, f"bid {elf} foretell door {game.plan.key(far)}"))
    assert game.guild.adventurer(elf).lore_bids == 2
