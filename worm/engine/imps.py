"""The imps' dooms in a Challenge (p. 266): Vomit's acid and Piss and Shit.

Policy (p. 266, the GM's choice of doom): a band that can Vomit spits acid at an adventurer
whose armor would only soak a Wound, to eat the weapon in their hands instead; it strikes
the unarmored. Any Roughhouse of a band with Piss and Shit that lands leaves its target
Stressed.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine import wounds
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import foes
from worm.rules import conditions, durability

PAGE = "p. 266"
VOMIT = "Vomit"
FILTH = "Piss and Shit"


def vomits(game: Table, stats: foes.Statblock, target: str) -> bool:
    """Whether the band spits acid at ``target`` rather than striking (policy above)."""
    if not any(d.name == VOMIT for d in stats.lesser):
        return False
    a = fighters.adventurer(game, target)
    return bool(durability.protection(a.inventory, game.pack.items))


def vomit(game: Table, target: str, cause: str) -> None:
    """Vomit's hit (p. 266): no Wound, but one Notch on the target's things — the weapon in
    hand first, then whatever armor would have taken the Notch of a Wound."""
    a = fighters.adventurer(game, target)
    items = game.pack.items
    held = [c for c in a.inventory.hands if c is not None and items[c.item].notches is not None]
    weapon = next((c for c in held if items[c.item].weapon is not None), None)
    armor = durability.protection(a.inventory, items)
    carried = weapon or next((c for c in a.inventory.things() if c.uid in armor), None)
    if carried is None:
        game.ruling(PAGE, f"{VOMIT}: the acid finds nothing of {grammar.possessive(a.name)} to eat")
        return
    thing = grammar.item(items[carried.item].name).lower()
    game.ruling(PAGE, f"{VOMIT}: acid, not a Wound, eats at {grammar.possessive(a.name)} {thing}")
    wounds.harm(game, a, carried, destroy=False, cause=f"{grammar.possessive(cause)} acid")


def befoul(game: Table, stats: foes.Statblock, target: str) -> None:
    """Piss and Shit (p. 266): a Roughhouse that lands also leaves the target Stressed."""
    if not any(d.name == FILTH for d in stats.lesser):
        return
    a = fighters.adventurer(game, target)
    if a.conditions.stressed:
        return
    game.ruling(PAGE, f"{FILTH}: {a.name} is fouled and left Stressed")
    game.set_adventurer(conditions.stress(a))
    game.log.emit(ev.Condition, who=a.name, change="Stressed", cause="fouled by imps, p. 266")
