"""Brandish (pp. 167–169): garlic, religious paraphernalia or wolfsbane held up at a creature,
a Wands action in a Challenge. The value must beat the creature's Initiative, as any action
against a foe does (p. 113); on success a creature the ward keeps off is Displaced, one zone
away (p. 12). Which creatures a ward keeps off is the GM's policy, ``worm.gm.wards``.

The ward must be at hand — in hand or on the belt, as for Use Item (p. 118) — and is not
used up: the book spends none of it.
"""

from __future__ import annotations

from collections.abc import Iterator

from worm.engine.actions import facedown, pentacles, totals
from worm.engine.actions.spec import Offer, Spec, at
from worm.engine.kit import named
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import wards
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter

# --- declaring --------------------------------------------------------------------------------


def ward_in_hand(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """The ward a Brandish names: one of the three, in hand or on the belt."""
    if not option:
        held = at_hand(game, a)
        if len(held) != 1:
            raise IllegalCommand("Brandish what? garlic, religious paraphernalia or wolfsbane")
        return held[0]
    carried = named(a, game.pack, option)
    item = game.pack.items[carried.item]
    if item.id not in wards.WARDS:
        raise IllegalCommand(
            f"{item.name} keeps nothing off: brandish garlic, paraphernalia "
            "or wolfsbane (pp. 167–169)"
        )
    if item.id not in at_hand(game, a):
        raise IllegalCommand(f"{item.name} must be in hand or on the belt to brandish (p. 118)")
    return item.id


def at_hand(game: Table, a: Adventurer) -> list[str]:
    """The wards ``a`` holds or wears on the belt, each once, in the order carried."""
    found: list[str] = []
    for place in ("hands", "belt"):
        for carried in a.inventory.slots(place):
            if carried is not None and carried.item in wards.WARDS and carried.item not in found:
                found.append(carried.item)
    return found


# --- resolving ----------------------------------------------------------------------------------


def brandish(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Hold the ward up: beat the Initiative, and a creature it keeps off is Displaced."""
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    item = game.pack.items[d.option or ""]
    if not target.fighting:
        totals.act(game, fighter.name, d, None, None, "no target", target=target.key)
        return
    total = totals.value(game, d, "wands") + facedown.aid_bonus(game, fighter.key)[0]
    m = totals.mods_for(game, d, fighter, target)
    total += m.value
    hit, defence = facedown.defend(game, target, total)
    creature = ch.group(target.group).creature
    kept_off = hit and wards.warded(game.pack, item.id, creature)
    result = "driven off" if kept_off else ("unmoved" if hit else "miss")
    totals.act(
        game, fighter.name, d, total, defence, result, target=target.key, favor=m.value, why=m
    )
    if kept_off:
        game.ruling(
            f"p. {item.page}",
            f"{target.name} shrinks from the {item.name.lower()}: {wards.why_warded(item.id)}",
        )
        pentacles.manhandle(game, target.key, "displace", by=fighter.key)
    elif hit:
        game.ruling(f"p. {item.page}", f"{target.name} pays the {item.name.lower()} no mind")


# --- the menu -----------------------------------------------------------------------------------


def brandish_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    """Each ward at hand, at each foe in the zone."""
    for item in at_hand(game, a):
        name = game.pack.items[item].name
        for foe in ch.side("foes"):
            yield Offer(foe.key, item, f"Brandish {name} at {at(ch, me, foe)}")
