"""Leaving the guild (pp. 38, 95): one who retires, or whom the dark keeps, is struck off the
roster — marching order, roles, the animals that follow them, the Bonds tied to them — and is
no longer counted at Death's Door."""

from __future__ import annotations

from worm.engine import dying
from worm.engine.table import Table
from worm.model.adventurer import Adventurer


def leave(game: Table, who: str) -> Adventurer:
    """Strike ``who`` off the roster and return their sheet as they left. The caller says why
    and keeps what the guild remembers of them (``Guild.retired``, ``Guild.missing``)."""
    a = game.guild.adventurer(who)
    guild = game.guild
    others = tuple(
        o.model_copy(update={"bonds": tuple(b for b in o.bonds if b.target != a.id)})
        for o in guild.adventurers
        if o.id != a.id
    )
    game.guild = guild.model_copy(
        update={
            "adventurers": others,
            "marching_order": tuple(i for i in guild.marching_order if i != a.id),
            "roles": tuple(r for r in guild.roles if r[0] != a.id),
            "companions": tuple(c for c in guild.companions if c.owner != a.id),
        }
    )
    dying.clear(game, a.id)  # one who leaves the guild is no longer counted at Death's Door
    return a
