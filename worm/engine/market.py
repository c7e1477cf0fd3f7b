"""The Omphalic Market item by item (pp. 154, 162–163), open in step 5 of the City Phase.

- *Buy* (``Buy``): the upkeep tier an adventurer has paid for is the price of any gear of
  that tier or a cheaper one, as much as fits on them (p. 154; hands, belt and pack, p. 37).
- *Sell* (``Sell``): gear handed back fetches what the policy ``worm.gm.market.resale`` says;
  the loot itself is sold in a lump as the guild comes up (``worm.engine.city.market``).
- *Repair* (``Repair``): a Notched item is mended whole, or a Destroyed one made whole from
  the remains its owner kept (``Adventurer.wrecks``), under a tier that would buy it new
  (p. 163).
- A thing missing from the lists has the tier the GM sets (policy
  ``worm.gm.market.tier_for``): everyday things are common gear; brewed substances and one of
  a kind things are never sold.

Every purchase and sale is a ``market`` event (CONTRACTS §3).
"""

from __future__ import annotations

from worm import grammar
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
    wanted = policy.tier_for(item)
    if wanted is None:
        raise IllegalCommand(
            f"{item.name} is not on the Market's lists and is never sold: it is brewed or one "
            "of a kind (p. 163)"
        )
    if wanted not in tier.buys and not district_goods.outfitted(a, tier.id, item.id):
        raise IllegalCommand(_short(a, tier, item, "buy", game))
    taken, placed = kit.gain(a, item.id, command.count, game.pack)
    if placed < command.count or not _purse_fits(taken):
        fit = placed if _purse_fits(taken) else 0
        raise IllegalCommand(
            f"{a.name} has room for {fit} of the {command.count} {item.name.lower()} wanted, "
            "in belt and pack beside the purse (p. 37)"
        )
    game.set_adventurer(taken)
    _unlisted(game, item)
    game.ruling(
        "p. 154",
        f"{grammar.possessive(a.name)} {tier.name.lower()} upkeep pays for {wanted} gear: "
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
        f"the Market takes {grammar.possessive(a.name)} "
        f"{item.name.lower()} back for {price} gold: gear has no "
        "price but the upkeep tier (policy)",
    )
    game.log.emit(
        ev.Item, who=a.name, item=item.name, change="lost", cause="sold at the Omphalic Market"
    )
    game.log.emit(ev.Market, who=a.name, item=item.name, price=price, side="sold")


def repair(game: Table, command: cmd.Repair) -> None:
    """A Notched item mended whole, or a Destroyed one made whole again from its remains,
    under a tier that would buy it new (p. 163)."""
    a, tier = served(game, command.who, buying=True)
    assert tier is not None
    item = _mendable(game, a, command.item)
    worn = [c for c in kit.find(a, item.id) if rules.mendable(c.notches, item)]
    if not worn and item.id not in a.wrecks:
        why = "it takes no Notches" if item.notches is None else "it has no Notch to mend"
        raise IllegalCommand(
            f"{grammar.possessive(a.name)} {item.name.lower()} needs no mending: {why} (p. 163)"
        )
    wanted = policy.tier_for(item)
    if wanted is None or wanted not in tier.buys:
        raise IllegalCommand(_short(a, tier, item, "mend", game))
    if not worn:
        _rebuild(game, a, tier, item)
        return
    carried = max(worn, key=lambda c: c.notches)
    fixed = carried.model_copy(update={"notches": 0})
    game.set_adventurer(a.model_copy(update={"inventory": pack_space.replace(a.inventory, fixed)}))
    _unlisted(game, item)
    game.ruling(
        "p. 163",
        f"{grammar.possessive(a.name)} {tier.name.lower()} upkeep mends {wanted} gear: the "
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


def _rebuild(game: Table, a: Adventurer, tier: MarketTier, item: Gear) -> None:
    """A Destroyed item's remains made whole (p. 163: the example's silver sword), if the
    mended thing fits on its owner beside the purse (p. 37)."""
    taken, placed = kit.gain(a, item.id, 1, game.pack)
    if not placed or not _purse_fits(taken):
        raise IllegalCommand(
            f"{a.name} has no room for the mended {item.name.lower()} in belt and pack beside "
            "the purse (p. 37)"
        )
    wrecks = list(a.wrecks)
    wrecks.remove(item.id)
    game.set_adventurer(taken.model_copy(update={"wrecks": tuple(wrecks)}))
    _unlisted(game, item)
    game.ruling(
        "p. 163",
        f"{grammar.possessive(a.name)} "
        f"{tier.name.lower()} upkeep mends Destroyed {policy.tier_for(item)} gear: "
        f"the {item.name.lower()} is whole again",
    )
    game.log.emit(
        ev.Item, who=a.name, item=item.name, change="mended", cause="remade in the City, p. 163"
    )


def _mendable(game: Table, a: Adventurer, word: str) -> Gear:
    """The carried thing or Destroyed remains ``a`` names for mending."""
    ids = dict.fromkeys((*(c.item for c in reversed(a.inventory.things())), *a.wrecks))
    if not ids:
        raise IllegalCommand(f"{a.name} carries nothing")
    return rules.find(word, [game.pack.items[i] for i in ids], knows=f"{a.name} carries")


def _unlisted(game: Table, item: Gear) -> None:
    """The GM's ruling for a thing the lists lack (policy ``worm.gm.market.tier_for``)."""
    if policy.unlisted(item):
        game.ruling(
            "p. 163",
            f"{item.name} is not on the Market's lists: the GM counts it {policy.UNLISTED} gear "
            "(policy)",
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
    wanted = policy.tier_for(item)
    if wanted is None:
        return f"the Market cannot {verb} {item.name.lower()}: it never sells it (p. 163)"
    able = [t for t in game.pack.market.values() if wanted in t.buys]
    needed = min(able, key=lambda t: t.cost) if able else None
    takes = "" if needed is None else f"; {needed.name.lower()} upkeep ({needed.cost} gold) does"
    page = "p. 163" if verb == "mend" else "p. 154"
    return (
        f"{a.name} lives {tier.name.lower()}, which cannot {verb} {wanted} gear like the "
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
