"""Bonds with the dead (issue 19, play-test point 10): a guild-mate's bonds named a dead
adventurer as if she lived ("bonds: Evie (Ally)"); the side panel, the Challenge and the
fireside now say she is dead."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.ui import panels


def test_a_bond_with_a_dead_guild_mate_says_so() -> None:
    game = Game.new(3)
    game.execute(cmd.Delve())
    first, fallen = game.guild.adventurers[0], game.guild.adventurers[1]
    assert any(b.target == fallen.id for b in first.bonds)
    name = fallen.name.split()[0]
    assert f"{name} (dead" not in panels.bonds(game, first)
    dead = fallen.conditions.model_copy(update={"dead": True, "deaths_door": False})
    game.guild = game.guild.with_adventurer(fallen.model_copy(update={"conditions": dead}))
    for kinds in (True, False):
        tied = panels.bonds(game, first, kinds=kinds)
        told = next(part for part in tied.split("; ") if part.startswith(name))
        assert told.endswith("dead)"), told
    assert ", dead)" in " ".join(panels.guild(game).plain.split())  # the side panel
