"""Fine work in dim light (p. 94): a complex or visual task — picking a lock, surgery,
investigation, crafting — suffers disfavor for one in dim light, unless a guild-mate holding
a light brings it to the work (policy ``worm.gm.illumination``).

The game's tests of such work are picking a lock (``worm.engine.explore.pick``), binding a
dying one's wounds with a poultice (``worm.engine.tending``) and a feature's test of wits or of
a lock (``worm.engine.explore.use``, by ``worm.gm.illumination.fine``).
"""

from __future__ import annotations

from worm.engine import kit
from worm.engine.table import Table
from worm.gm import illumination
from worm.model.adventurer import Adventurer

DIM = "dim light for fine work (p. 94)"
"""The disfavor's reason, as the test's log gives it."""


def disfavor(game: Table, worker: Adventurer) -> tuple[str, ...]:
    """The disfavor ``worker``'s fine work suffers for the light they work by (p. 94): one
    reason in dim light with no guild-mate's light held to the work, else none. Darkness is
    the Blind disfavor every test of the dark already takes (``worm.engine.fortune``)."""
    if game.light_of(worker.id) != "dim" or lit_by(game, worker):
        return ()
    return (DIM,)


def lit_by(game: Table, worker: Adventurer) -> bool:
    """Whether a guild-mate holds a light to ``worker``'s fine work (p. 94,
    ``worm.gm.illumination``), said as a ruling when one does."""
    order = game.guild.in_marching_order()
    found = illumination.bearer(worker.id, [(a.id, a.active and bool(kit.lit(a))) for a in order])
    if found is None:
        return False
    holder = game.guild.adventurer(found)
    light = game.pack.items[kit.lit(holder)[0].item].name.lower()
    game.ruling(illumination.RULE, illumination.why(holder.name, light, worker.name))
    return True
