"""Control in the Challenge (p. 12): an Attack with Command, Possess, Soft Is Their Throat…
or Mesmerize (pp. 251, 267, 269, 282; ``worm.rules.control``) that hits Controls its target
instead of harming it, and the adventurer at once carries out the GM's order (policy
``worm.gm.orders``) as an action worth the Attack's lesser doom. The order done, or found
impossible, Control ends there and then.

The GM rides the doom with its Attack (``worm.engine.antagonists``); this module plans it and
plays its hit. Policy (p. 282): no player looks away from the vampire's eyes, so Mesmerize
reaches all but the Blind.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine.actions import catalogue, facedown, fighters, harm, pentacles, rage, totals
from worm.engine.table import Table
from worm.gm import foes, orders, tactics
from worm.model.challenge import GM, Declared, Fighter
from worm.rules import control, weapons
from worm.tarot import Card


def plan(
    game: Table,
    stats: foes.Statblock,
    card: Card,
    primary: str,
    targets: tuple[tuple[str, int], ...],
) -> tactics.Plan | None:
    """The band's Attack on ``primary`` with its Control doom and a greater card, when the
    GM's policy finds the order worth it (``worm.gm.orders.worth``); else None. Nothing is
    said yet: the band may still hold back (an intangible jinn cannot strike, p. 267), and
    a hit says the rest (``seize``)."""
    doom = next((d.name for d in stats.greater if control.controls(d.name)), None)
    big = [c for c in tactics.greater(game.under_way().hand(GM)) if c != card]
    if doom is None or not big:
        return None
    target = game.under_way().fighter(primary)
    if target.side != "guild" or not control.reaches(doom, fighters.suffered(game, target)):
        return None
    if not orders.worth(_order(game, doom, target)):
        return None
    return tactics.Plan(
        "Attack", card, tuple(t for t in targets if t[0] == primary), extra=big[0], doom=doom
    )


def seize(game: Table, d: Declared, target: Fighter) -> None:
    """A hit with a Control doom: ``target`` is Controlled, obeys the GM's order at once with
    the Attack's value, and is free again (p. 12)."""
    if d.doom is None or d.card is None or target.side != "guild":
        return
    ch = game.under_way()
    doom = d.doom
    game.log.emit(
        ev.Condition,
        who=target.name,
        change="Controlled",
        cause=f"{doom}, p. {control.DOOMS[doom]}",
    )
    order = _order(game, doom, target)
    band = grammar.agree(ch.group(d.who).name, "order")
    game.ruling(orders.CHOSEN, f"{band} {target.name}: {order.says}")
    game.log.emit(ev.Narration, text=f"“{order.says[0].upper()}{order.says[1:]}!”")
    done = _obey(game, target.key, order, d.card)
    game.log.emit(
        ev.Condition,
        who=target.name,
        change="no longer Controlled",
        cause=f"{control.ends(order.kind, done=done)}, p. {control.PAGE}",
    )


def _order(game: Table, doom: str, target: Fighter) -> orders.Order:
    """The GM's order for ``target`` where it stands now."""
    ch = game.under_way()
    shown = {g.key: g.initiative.value for g in ch.groups if g.shown and g.initiative}
    mates = [
        orders.Mate(
            f.key,
            f.name,
            shown.get(f.group),
            _hurt(game, f),
        )
        for f in ch.in_zone(target.zone, "guild")
        if f.key != target.key and f.key not in ch.gulped
    ]
    guild = {f.zone for f in ch.side("guild") if f.key != target.key}
    ways = [(z, ch.zone(z).name, z in guild) for z in sorted(ch.zone(target.zone).neighbours)]
    return orders.give(doom, mates, held(game, target), ways)


def held(game: Table, fighter: Fighter) -> str | None:
    """The name of the weapon or shield ``fighter`` holds, or None (Disarmed, or empty hands)."""
    if "disarm" in fighter.effects:
        return None
    items = game.pack.items
    for c in fighters.adventurer(game, fighter.key).inventory.hands:
        if c is not None and (items[c.item].weapon is not None or "shield" in items[c.item].tags):
            return items[c.item].name
    return None


def _hurt(game: Table, fighter: Fighter) -> int:
    c = fighters.adventurer(game, fighter.key).conditions
    return int(c.staggered) + 3 * int(c.injured) + len(c.wounded_talents)


def _obey(game: Table, key: str, order: orders.Order, card: Card) -> bool:
    """Carry out ``order`` at once (p. 12); returns whether it could be done."""
    me = game.under_way().fighter(key)
    if order.kind == "strike":
        return _strike(game, me, order, card)
    if order.kind == "drop":
        harm.afflict(game, key, "disarm")
        return True
    if order.kind == "walk" and order.zone is not None:
        go = Declared(key, "guild", "Move", card, minor=True, option=str(order.zone))
        pentacles.move(game, me, go, catalogue.spec("Move"))
        return game.challenge is not None and game.challenge.fighter(key).zone == order.zone
    game.log.emit(ev.Narration, text=f"{me.name} stands still, as ordered.")
    return True


def _strike(game: Table, me: Fighter, order: orders.Order, card: Card) -> bool:
    """A Controlled blow at a guild-mate, its total the Controlling Attack's value (p. 12)."""
    ch = game.under_way()
    if order.target is None:
        return False
    mate = ch.fighter(order.target)
    if not mate.fighting or mate.zone != me.zone:
        return False
    total = control.value(card.value)
    blow = Declared(me.key, "guild", "Attack", card, targets=((mate.key, 1),))
    hit, defence = facedown.defend(game, mate, total)
    totals.act(game, me.name, blow, total, defence, "hit" if hit else "miss", target=mate.key)
    rage.turned_on(game, mate.key, me.key)  # an ally who attacked a berserker (p. 64)
    if not hit:
        return True
    weapon = fighters.weapon_of(game, me)
    for _ in range(weapons.wounds(weapon, total, defence)):
        if game.challenge is None or not game.challenge.fighter(mate.key).fighting:
            break
        harm.wound_adventurer(game, mate.key, cause=f"{me.name}, Controlled")
    return True
