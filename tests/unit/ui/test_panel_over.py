"""The side panel once the game is over (play30, fault 8): those left at Death's Door with
nobody to save them are shown dead, as the game-over dialog and the chronicle count them."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.ui import panels


def lost_at_deaths_door() -> Game:
    """A guild below: the last in marching order at Death's Door, the rest dead, so nobody
    can act."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    *others, last = game.guild.in_marching_order()
    for a, flag in [*((o, "dead") for o in others), (last, "deaths_door")]:
        state = a.conditions.model_copy(update={flag: True})
        game.set_adventurer(a.model_copy(update={"conditions": state}))
    game.check_guild()
    assert game.phase == "over"
    assert any(a.conditions.deaths_door and not a.conditions.dead for a in game.guild.adventurers)
    return game


def test_after_game_over_the_dying_are_shown_dead() -> None:
    game = lost_at_deaths_door()
    shown = panels.guild(game).plain
    assert "DEATH'S DOOR" not in shown
    for a in game.guild.adventurers:
        assert f"{a.name} — dead" in shown
