"""Undoing a cockatrice's stone (p. 233): oil brewed from a cockatrice's reagent, poured over
an adventurer turned to stone (``worm.engine.gaze``), lifts the Curse for good.

The book gives no other cure for the player's side (the cockatrice's own fresh blood turns a
little of its prey back to flesh, for eating, p. 257). Policy: ``use WHO oil`` pours it over
the first of the guild turned to stone, in marching order; the one pouring must be able to act.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import kit
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried

OIL = "oil_cockatrice"
PAGE = 233


def statue(game: Table) -> Adventurer | None:
    """The first of the guild turned to stone, in marching order, or None."""
    return next((a for a in game.guild.in_marching_order() if a.conditions.stone), None)


def pour(game: Table, a: Adventurer, carried: Carried) -> None:
    """``a`` pours the oil ``carried`` over the first statue of the guild: flesh again."""
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: someone else must pour the oil")
    stone = statue(game)
    if stone is None:
        raise IllegalCommand(
            "no one in the guild is turned to stone: the oil of cockatrice is kept (p. 233)"
        )
    inventory, _ = kit.take_one(a.inventory, carried)
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    name = game.pack.items[carried.item].name
    game.log.emit(ev.Item, who=a.name, item=name, change="used", cause=f"poured over {stone.name}")
    stone = game.guild.adventurer(stone.id)
    conditions = stone.conditions.model_copy(update={"stone": False})
    game.set_adventurer(stone.model_copy(update={"conditions": conditions}))
    game.log.emit(
        ev.Condition,
        who=stone.name,
        change="flesh again",
        cause=f"{name} lifts the Curse of stone (p. {PAGE})",
    )
