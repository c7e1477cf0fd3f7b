"""The winter wolf's Breath of Ice (p. 285): with a greater doom beside its Attack it
breathes on every adventurer in its zone (``worm.rules.dooms.sweeps``); each it hits takes a
Wound and every liquid item on their belt is Destroyed, the bottle cracking as it freezes.

Liquid items carry the tag ``liquid`` in assets/items.toml (potions, oils, lamp oil, fine
booze). The Attack's Wound is dealt as any Attack's; this module freezes the belt.
"""

from __future__ import annotations

from worm.engine import wounds
from worm.engine.table import Table

DOOM = "Breath of Ice"
PAGE = 285
LIQUID = "liquid"


def freeze(game: Table, doom: str, target: str) -> None:
    """A hit with Breath of Ice Destroys every liquid item on adventurer ``target``'s belt."""
    if doom != DOOM or target not in {a.id for a in game.guild.adventurers}:
        return
    a = game.guild.adventurer(target)
    items = game.pack.items
    frozen = [c for c in a.inventory.belt if c is not None and LIQUID in items[c.item].tags]
    if not frozen:
        return
    game.ruling(
        f"p. {PAGE}",
        f"{DOOM}: what is liquid on {a.name}'s belt freezes, and its bottle cracks",
    )
    for carried in frozen:
        wounds.harm(game, game.guild.adventurer(target), carried, destroy=True, cause=DOOM)
