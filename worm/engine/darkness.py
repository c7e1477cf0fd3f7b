"""Light running out: a light lost, and "We're doomed!" when none is left at all (p. 95)."""

from __future__ import annotations

from worm import tarot
from worm.engine import city, dying, kit
from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.rules import conditions, light, pack_space


def after_light(game: Table) -> None:
    """After any change to the guild's lights: note a light lost, and when none is left at
    all, "We're doomed!" (p. 95)."""
    count = sum(len(kit.lit(a)) for a in game.guild.adventurers)
    if count < game.lit_count:
        game.light_failed = True
    game.lit_count = count
    if count or game.phase not in ("crawl", "parley", "challenge"):
        return
    inventories = [a.inventory for a in game.guild.adventurers if a.active]
    if not light.out_of_light(inventories, game.pack.items):
        return
    doomed(game)


def doomed(game: Table) -> None:
    """We're doomed! (p. 95): each adventurer draws a minor card for their fate."""
    game.ruling("p. 95", "the guild has no light left at all: We're doomed!")
    for a in game.guild.in_marching_order():
        if a.conditions.dead:
            continue
        card = game.draw_and_discard("minor", "doomed")
        while light.doomed(card) is None:
            game.ruling("p. 95", "the Fool names no fate: draw again")
            card = game.draw_and_discard("minor", "doomed")
        doom(game, game.guild.adventurer(a.id), light.doomed(card) or "unscathed", card)
    game.settle()
    game.check_guild()
    game.set_phase("city", "what is left of the guild stumbles out of the dark")
    city.arrive(game)


def doom(game: Table, a: Adventurer, fate: str, card: tarot.Card) -> None:
    """What the dark does to one adventurer, as ``card`` reads on the table of p. 95."""
    game.ruling("p. 95", f"{card.name} for {a.name}: {fate}")
    if fate == "eaten":
        dead = a.model_copy(
            update={
                "conditions": a.conditions.model_copy(update={"dead": True, "deaths_door": False})
            }
        )
        game.set_adventurer(dead)
        game.log.emit(ev.Condition, who=a.name, change="dead", cause="eaten by a grue")
        dying.died(game, a.id, whole=False)  # nothing is left of the body (p. 126)
    elif fate in ("captured", "ransom", "lost", "retire"):
        game.statuses = game.statuses | {(a.id, fate)}
        game.log.emit(ev.Condition, who=a.name, change=fate, cause="lost in the dark")
    elif fate == "naked":
        empty = a.inventory.model_copy(
            update={"hands": (None,) * 2, "belt": (None,) * 4, "pack": (None,) * 21}
        )
        game.set_adventurer(a.model_copy(update={"inventory": empty}))
        game.log.emit(
            ev.Condition, who=a.name, change="lost all equipment", cause="lost in the dark"
        )
    elif fate == "shaken":
        things = [c for c in a.inventory.things() if c not in a.inventory.worn]
        coins = [bool(game.streams.get("gm").integers(2)) for _ in things]
        inventory = a.inventory
        for uid in light.shaken(things, coins):
            inventory = pack_space.remove(inventory, uid)
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))
        if not a.conditions.stressed:
            game.set_adventurer(conditions.stress(game.guild.adventurer(a.id)))
        game.log.emit(
            ev.Condition,
            who=a.name,
            change="shaken, half the kit gone",
            cause="lost in the dark",
        )
