"""Akashic Consciousness (p. 57) on a way: who passed the pathway from the guild's room to
the room next door, as an ancestor could know it (policy ``worm.gm.ancestors.passed_by``):
the factions holding either room it joins (p. 337), or the unaligned creatures roaming where
none does."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.unit.engine.test_autolore import games
from tests.unit.engine.test_lore_bids import teach
from tests.unit.engine.test_lore_questions import plain, rules, told
from worm.engine import commands as cmd
from worm.engine import lore_questions
from worm.engine.session import Game
from worm.text import repl


def ways() -> Iterator[tuple[Game, int, int]]:
    """Games below whose level has factions, each with a pathway the guild knows out of its
    room: (game, the room beyond, the pathway's index)."""
    for game in games():
        if game.level.factions is None:
            continue
        for other, edge in game.plan.neighbours(game.room, game.state):
            yield game, other, edge


def holders(game: Game, edge: int) -> list[str]:
    """The names of the factions whose territory takes in either room of ``edge``."""
    e = game.plan.level.map.edges[edge]
    held = game.level.factions
    assert held is not None
    return [f.name for f in held.factions if e.a in f.territory or e.b in f.territory]


def a_way(held: bool) -> tuple[Game, str, int]:
    """A way out of the guild's room that a faction holds a room of (or that none does)."""
    for game, other, edge in ways():
        if bool(holders(game, edge)) is held:
            plain(game)
            return game, game.plan.key(other), edge
    pytest.skip("no such way on the seeds' first levels")


def test_akashic_names_the_factions_that_passed_a_way_for_a_resolve() -> None:
    game, to, edge = a_way(held=True)
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.AKASHIC, resolve=3)
    events = game.execute(repl.parse(game, f"bid {elf} past way {to}"))
    a = game.guild.adventurer(elf)
    assert (a.resolve, a.lore_bids) == (2, 4), "1 Resolve, no bid (p. 57)"
    answer = [t for t in told(events) if "passed this way" in t]
    assert answer and all(name in answer[0] for name in holders(game, edge))
    assert rules(events, "p. 57")
    game.execute(cmd.AskLore(who=elf, about="past", words="way", room=to))
    assert game.guild.adventurer(elf).resolve == 2, "told already: nothing new, nothing paid"


def test_a_way_no_faction_holds_is_told_as_the_unaligned_creatures_roaming() -> None:
    game, to, _ = a_way(held=False)
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.AKASHIC, resolve=3)
    events = game.execute(repl.parse(game, f"bid {elf} past way {to}"))
    assert not any("passed this way" in t for t in told(events))
    assert any(to in t and ("roam" in t or "nobody has worn" in t) for t in told(events))


def test_without_a_motif_or_akashic_the_past_of_a_way_is_refused_and_nothing_paid() -> None:
    game, to, _ = a_way(held=True)
    elf = game.guild.adventurers[0].id
    events = game.execute(repl.parse(game, f"bid {elf} past way {to}"))
    assert not told(events)
    assert any("would not know of the way from" in why for why in rules(events, "p. 32"))
    assert game.guild.adventurer(elf).lore_bids == 4
