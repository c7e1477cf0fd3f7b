"""The brute's Corrosive Attack (p. 250): with a greater doom beside its Attack it aims at
an adventurer's gear; a hit deals no Wound but Destroys one item.

Policy (the book leaves the aim to the GM): a brute carrying it aims at gear, in place of
its other Attack riders (never a dragon's Breath of Fire), when the adventurer it turns on
has intact armor, helm or shield that would only take a Notch for a Wound; the hit Destroys
that protection, the worn armor first (``worm.rules.durability.protection``).
"""

from __future__ import annotations

from worm import grammar
from worm.engine import wounds
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import foes
from worm.rules import dooms, durability

DOOM = "Corrosive Attack"
PAGE = 250


def aimed(game: Table, stats: foes.Statblock, doom: str | None, target: str) -> str | None:
    """The greater doom the Attack rides: Corrosive Attack in place of ``doom`` when the
    policy aims at ``target``'s gear, else ``doom``."""
    if doom is None or doom == dooms.BREATH_OF_FIRE or DOOM not in (d.name for d in stats.greater):
        return doom  # a dragon's flame stays first (``antagonists._greater``)
    a = fighters.adventurer(game, target)
    return DOOM if durability.protection(a.inventory, game.pack.items) else doom


def corrode(game: Table, target: str, cause: str) -> None:
    """Corrosive Attack's hit: no Wound; the target's first intact protection is Destroyed."""
    a = fighters.adventurer(game, target)
    items = game.pack.items
    guard = durability.protection(a.inventory, items)
    held = {c.uid: c for c in a.inventory.things()}
    carried = held.get(guard[0]) if guard else None
    if carried is None:
        game.ruling(f"p. {PAGE}", f"{DOOM}: nothing of {grammar.possessive(a.name)} is left to eat")
        return
    thing = grammar.item(items[carried.item].name).lower()
    game.ruling(
        f"p. {PAGE}",
        f"{DOOM}: no Wound, but {grammar.possessive(a.name)} {thing} is eaten away",
    )
    wounds.harm(game, a, carried, destroy=True, cause=f"{grammar.possessive(cause)} {DOOM}")
