"""The guild's map of a level on open water (p. 90): what it has not found is sea, not rock.

Seed 6's first level is The Boundless Moat, with secret pathways and a secret room. Drawn as
rock or plain wall, they would stand out as blank lines and stray walls across the water.
"""

from __future__ import annotations

import numpy as np

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gen import maps


def test_what_the_guild_has_not_found_on_a_sea_is_drawn_as_sea() -> None:
    game = Game.new(6)
    game.execute(cmd.Delve())
    level = game.level
    assert level.map.style.background == maps.WATER
    secret = [edge for edge in level.map.edges if edge.secret]
    assert secret and game.plan.hidden_rooms(game.state)  # the seed is as described
    shown = game.plan.guild_map(game.state)
    assert not np.isin(shown, [maps.ROCK, maps.WALL]).any()
    for edge in secret:
        for x0, y0, x1, y1 in edge.runs:
            assert (shown[y0 : y1 + 1, x0 : x1 + 1] == maps.WATER).all()
