"""Sneak's Infiltrate (p. 74): the sneaker goes to a spot on this level the guild knows of,
and the player says which room (``camp WHO talent sneak KEY``, the terminal's ':' line);
with none named, the GM's policy sends them to the nearest room not yet entered."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_camp import camp_game, learn, of
from worm.engine import camp_actions
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.errors import IllegalCommand
from worm.text import repl
from worm.ui.driver import Driver


def far_room(game) -> str:  # type: ignore[no-untyped-def]
    """A room on the map, not the camp's and not the one the GM would pick."""
    nearest = camp_actions._nearest_unentered(game)
    assert nearest is not None
    room = next(
        r
        for r in range(len(game.plan.level.map.rooms))
        if r not in (game.room, nearest[1]) and game.plan.known(r, game.state)
    )
    return game.plan.key(room)


def test_infiltrate_goes_to_the_room_the_player_names() -> None:
    game = camp_game()
    learn(game, "a1", "sneak")
    game.execute(cmd.Camp())
    key = far_room(game)
    assert repl.parse(game, f"camp a1 talent sneak {key}") == cmd.CampAct(
        who="a1", action="use_a_talent", what="sneak", spot=key
    )
    outcome = Driver(game).type(f"camp a1 talent sneak {key}")
    assert outcome is not None and not outcome.refused
    (told,) = of(game.log.events, ev.CampAction)
    assert f"sneaks out to {key}:" in told.result


def test_infiltrate_is_refused_the_camps_own_room_and_a_room_not_on_the_map() -> None:
    game = camp_game()
    learn(game, "a1", "sneak")
    game.execute(cmd.Camp())
    bids = game.guild.adventurer("a1").lore_bids
    here = game.plan.key(game.room)
    for spot, said in ((here, "camps in"), ("nowhere", "no room")):
        with pytest.raises(IllegalCommand, match=said):
            game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="sneak", spot=spot))
    assert game.guild.adventurer("a1").lore_bids == bids, "no bid spent on a refusal"
