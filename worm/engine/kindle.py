"""Lighting a light (p. 94): taken in hand (a lantern may hang from the belt) and lit.

One step, whatever the phase asks of it first: the Crawl lights at a word (``explore.use``), a
fight spends a Use Item play on it (p. 118, ``worm.engine.actions.cups``), a parley pauses for it.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import kit
from worm.engine.table import Table
from worm.model.inventory import Carried
from worm.rules import light, pack_space


def light_source(game: Table, who: str, carried: Carried) -> None:
    """Take a light in hand (a lantern may hang from the belt) and light it (p. 94)."""
    a = game.guild.adventurer(who)
    item = game.pack.items[carried.item]
    source = item.light
    assert source is not None, f"{item.id} is no light source"
    where = a.inventory.where(carried.uid)
    if not (source.fuel and where and where[0] == "belt"):
        a, stowed, carried = kit.take_up(a, carried, game.pack)
        if stowed:
            game.ruling(
                "p. 182", f"{a.name} stows the {stowed.lower()} to free a hand for the light"
            )
    lit = light.relight(carried, source)
    game.set_adventurer(a.model_copy(update={"inventory": pack_space.replace(a.inventory, lit)}))
    game.log.emit(ev.Light, who=a.name, item=item.name, change="lit", flickers=lit.flickers or 0)
