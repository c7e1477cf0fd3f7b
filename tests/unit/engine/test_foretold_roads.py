"""Foretell (p. 56) and Spout Doom (p. 57) on taking a road: will the way up, down or across
that ends in the guild's room bring a fight where it comes out? Answered from the stocking of
the room beyond (policy ``worm.engine.foresight.fight_beyond``), with no card drawn."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_autolore import games, knows
from tests.unit.engine.test_lore_questions import rules, told
from worm.engine import commands as cmd
from worm.engine import foresight, lore_questions
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl

DIRECTIONS = {"down": "down", "up": "up", "across": "across"}


def by_a_road(fight: bool) -> tuple[Game, str, int, int]:
    """A game below standing (as if it had walked there, on whatever level) in a room where a
    way on ends, whose
    room beyond holds (or not) dwellers who fall on the guild at sight: (game, direction, the
    level beyond, the room beyond there)."""
    for game in games():
        for way, number in (
            (way, number)
            for number, level in enumerate(game.world.levels, start=1)
            for way in level.ways
        ):
            if way.end not in DIRECTIONS or way.connection is None or way.secret:
                continue
            game.depth, game.room = number, way.room
            beyond = foresight.landing(game, way.end)
            assert beyond is not None, "the precondition: the way ends here"
            depth, room = beyond
            stock = game.world.levels[depth - 1].stock[room]
            aggressive = any(
                game.pack.monsters[d].aggressive for d in stock.denizens if d in game.pack.monsters
            )
            if aggressive is fight:
                return game, way.end, depth, room
    pytest.skip("no such way in the seeds' Underworlds")


@pytest.mark.parametrize("fight", [True, False])
def test_foretell_says_whether_taking_a_way_on_brings_a_fight(fight: bool) -> None:
    game, direction, _, _ = by_a_road(fight)
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    decks = game.decks
    events = game.execute(repl.parse(game, f"bid {elf} foretell road {direction}"))
    assert any(t.endswith(f"a hunch says {'yes' if fight else 'no'}.") for t in told(events))
    assert any(f"the way {direction}, will we fight" in why for why in rules(events, "p. 56"))
    assert game.guild.adventurer(elf).lore_bids == 1, "a lore bid (p. 56)"
    assert game.decks == decks, "the answer draws no card"
    game.execute(cmd.AskLore(who=elf, about="foretell", words="road", room=direction))
    assert game.guild.adventurer(elf).lore_bids == 1, "asked already: nothing new, free"
    game.execute(cmd.Take(way=direction))  # type: ignore[arg-type]
    assert (game.phase == "challenge") is fight, "as foretold"


def test_spout_doom_names_who_waits_where_the_way_comes_out() -> None:
    game, direction, depth, room = by_a_road(True)
    elf = knows(game, lore_questions.SPOUT_DOOM, resolve=3)
    events = game.execute(repl.parse(game, f"bid {elf} doom road {direction}"))
    assert game.guild.adventurer(elf).resolve == 2, "1 Resolve (p. 57)"
    stock = game.world.levels[depth - 1].stock[room]
    names = {game.pack.monsters[d].name for d in stock.denizens if d in game.pack.monsters}
    prophecy = [t for t in told(events) if f"level {depth}" in t]
    assert prophecy and all(n in prophecy[0] for n in names)
    assert "fall on the guild" in prophecy[0]


def test_a_road_that_does_not_end_here_is_refused_and_nothing_paid() -> None:
    game, direction, _, _ = by_a_road(True)
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    other = next(d for d in DIRECTIONS if foresight.landing(game, d) is None)
    with pytest.raises(IllegalCommand, match="no known way"):
        game.execute(repl.parse(game, f"bid {elf} foretell road {other}"))
    assert game.guild.adventurer(elf).lore_bids == 2
