"""The Omphalic Market item by item (pp. 154, 162–163), open in step 5 of the City Phase.

- *Buy* (``Buy``): the upkeep tier an adventurer has paid for is the price of any gear of
  that tier or a cheaper one, as much as fits on them (p. 154; hands, belt and pack, p. 37).
  What is not on the Market's lists — brewed substances, relics — is not for sale.
- *Sell* (``Sell``): gear handed back fetches what the policy ``worm.gm.market.resale`` says;
  the loot itself is sold in a lump as the guild comes up (``worm.engine.city.market``).
- *Repair* (``Repair``): a Notched item is mended whole under a tier that would buy it new
  (p. 163).

Every purchase and sale is a ``market`` event (CONTRACTS §3).
"""

from __future__ import annotations

from worm.content.gear import Item as Gear
from worm.content.models import MarketTier
from worm.engine import city, district_goods, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import market as policy
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules import market as rules
from worm.rules import pack_space


def served(game: Table, who: str, *, buying: bool) -> tuple[Adventurer, MarketTier | None]:
    """The adventurer at the Market and the tier they have paid for, or the reason the Market
    will not serve them (policy ``worm.gm.market.why_closed``)."""
    state = city.current(game)
    a = game.guild.adventurer(who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead: the dead do no shopping")
    paid = state.tier_of(a.id)
    closed = policy.why_closed(state.step, city.UPKEEP_STEP, paid, buying=buying)
    if closed is not None:
        raise IllegalCommand(f"{a.name}: {closed}")
    return a, None if paid is None else game.pack.market[paid]


def buy(game: Table, command: cmd.Buy) -> None:
    """``who`` takes ``count`` of an item their upkeep tier buys, if it all fits (pp. 37, 154)."""
    a, tier = served(game, command.who, buying=True)
    assert tier is not None
    item = rules.find(command.item, game.pack.items.values())
    if not rules.sold(item):
        raise IllegalCommand(
            f"{item.name} is not on the Market's lists: it is brewed or found, never bought "
            "(p. 163)"
        )
    if not rules.covers(tier, item) and not district_goods.outfitted(a, tier.id, item.id):
        raise IllegalCommand(_short(a, tier, item, "buy", game))
    taken, placed = kit.gain(a, item.id, command.count, game.pack)
    if placed < command.count or not _purse_fits(taken):
        fit = placed if _purse_fits(taken) else 0
        raise IllegalCommand(
            f"{a.name} has room for {fit} of the {command.count} {item.name.lower()} wanted, "
            "in belt and pack beside the purse (p. 37)"
        )
    game.set_adventurer(taken)
    game.ruling(
        "p. 154",
        f"{a.name}'s {tier.name.lower()} upkeep pays for {item.tier} gear: "
        f"{command.count} {item.name.lower()} for no more gold",
    )
    game.log.emit(
        ev.Item,
        who=a.name,
        item=item.name,
        change="gained",
        count=command.count,
        cause="bought at the Omphalic Market, p. 154",
    )
    game.log.emit(
        ev.Market, who=a.name, item=item.name, price=0, side="bought", count=command.count
    )


def sell(game: Table, command: cmd.Sell) -> None:
    """``who`` hands one carried thing back to the Market for the policy's price."""
    a, _ = served(game, command.who, buying=False)
    item, carried = _carried(game, a, command.item)
    inventory, _ = kit.take_one(a.inventory, carried)
    price = policy.resale()
    a = a.model_copy(update={"inventory": inventory, "gold": a.gold + price})
    game.set_adventurer(a)
    game.ruling(
        policy.OPENS,
        f"the Market takes {a.name}'s {item.name.lower()} back for {price} gold: gear has no "
        "price but the upkeep tier (policy)",
    )
    game.log.emit(
        ev.Item, who=a.name, item=item.name, change="lost", cause="sold at the Omphalic Market"
    )
    game.log.emit(ev.Market, who=a.name, item=item.name, price=price, side="sold")


def repair(game: Table, command: cmd.Repair) -> None:
    """A Notched item mended whole under a tier that would buy it new (p. 163)."""
    a, tier = served(game, command.who, buying=True)
    assert tier is not None
    item, _ = _carried(game, a, command.item)
    worn = [c for c in kit.find(a, item.id) if rules.mendable(c.notches, item)]
    if not worn:
        why = "it takes no Notches" if item.notches is None else "it has no Notch to mend"
        raise IllegalCommand(f"{a.name}'s {item.name.lower()} needs no mending: {why} (p. 163)")
    if not rules.covers(tier, item):
        raise IllegalCommand(_short(a, tier, item, "mend", game))
    carried = max(worn, key=lambda c: c.notches)
    fixed = carried.model_copy(update={"notches": 0})
    game.set_adventurer(a.model_copy(update={"inventory": pack_space.replace(a.inventory, fixed)}))
    game.ruling(
        "p. 163",
        f"{a.name}'s {tier.name.lower()} upkeep mends {item.tier} gear: the "
        f"{item.name.lower()} loses its {carried.notches} Notch(es)",
    )
    game.log.emit(
        ev.Item,
        who=a.name,
        item=item.name,
        change="mended",
        count=carried.notches,
        cause="mended in the City, p. 163",
    )


def _carried(game: Table, a: Adventurer, word: str) -> tuple[Gear, Carried]:
    """The carried thing ``a`` names, with the nearest names of what they carry if none."""
    held = {c.item: c for c in reversed(a.inventory.things())}
    if not held:
        raise IllegalCommand(f"{a.name} carries nothing")
    item = rules.find(word, [game.pack.items[i] for i in held], knows=f"{a.name} carries")
    return item, kit.find(a, item.id)[0]


def _short(a: Adventurer, tier: MarketTier, item: Gear, verb: str, game: Table) -> str:
    """Why ``a``'s tier does not reach ``item``: the tier and the gold it would take."""
    needed = rules.cheapest_for(item, game.pack.market.values())
    takes = "" if needed is None else f"; {needed.name.lower()} upkeep ({needed.cost} gold) does"
    page = "p. 163" if verb == "mend" else "p. 154"
    return (
        f"{a.name} lives {tier.name.lower()}, which cannot {verb} {item.tier} gear like the "
        f"{item.name.lower()}{takes} ({page})"
    )


def fits(game: Table, a: Adventurer, item: str, count: int) -> bool:
    """Whether ``count`` of ``item`` fit on ``a`` beside the purse (p. 37)."""
    taken, placed = kit.gain(a, item, count, game.pack)
    return placed == count and _purse_fits(taken)


def _purse_fits(a: Adventurer) -> bool:
    """Gold takes a slot per 100 coins (p. 37): what is bought leaves the purse its room."""
    room = a.inventory.free("belt") + a.inventory.free("pack")
    return pack_space.gold_slots(a.gold) <= room
