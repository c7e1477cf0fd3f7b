"""What the Market screen shows (pp. 154, 162–163, 37), as text built from the game: the
Market's lists by tier with the upkeep that buys each, and what one adventurer carries with
the room left in hands, belt and pack. Pure functions; ``worm.ui.market`` lays them out."""

from __future__ import annotations

from rich.text import Text

from worm.content.gear import Item as Gear
from worm.engine.session import Game
from worm.gm import market as policy
from worm.model.adventurer import Adventurer
from worm.model.inventory import SIZES
from worm.rules import market as rules
from worm.rules import pack_space

TIERS = ("impoverished", "common", "luxurious")


def tier_of(game: Game, a: Adventurer) -> str | None:
    """The upkeep tier ``a`` has paid for this City Phase, or None."""
    return None if game.city is None else game.city.tier_of(a.id)


def heading(game: Game, a: Adventurer | None) -> Text:
    """One line: the Market, and the chosen one's purse and tier."""
    out = Text()
    out.append("THE OMPHALIC MARKET", style="bold reverse")
    out.append(" pp. 154, 162–163", style="dim")
    if a is not None:
        paid = tier_of(game, a)
        lives = f"lives {paid}" if paid else "no upkeep paid yet: ':upkeep WHO TIER' first"
        out.append(f" · {a.name}: {a.gold} gold, {lives}", style="bold")
    return out


def for_sale(game: Game) -> list[tuple[str, list[Gear]]]:
    """Each tier's heading (with the upkeep that buys it) and the gear sold under it."""
    tiers = sorted(game.pack.market.values(), key=lambda t: t.cost)
    out = []
    for tier in TIERS:
        needed = next((t for t in tiers if tier in t.buys), None)
        price = "" if needed is None else f" — {needed.name.lower()} upkeep, {needed.cost} gold"
        gear = sorted(
            (i for i in game.pack.items.values() if rules.sold(i) and i.tier == tier),
            key=lambda i: i.name,
        )
        out.append((f"{tier.capitalize()}{price}", gear))
    return out


def gear_line(game: Game, item: Gear, a: Adventurer | None) -> Text:
    """One item for sale: its name, slots and whether the chosen one's tier buys it."""
    out = Text()
    paid = None if a is None else tier_of(game, a)
    able = paid is not None and rules.covers(game.pack.market[paid], item)
    out.append("✓ " if able else "  ", style="green")
    out.append(item.name, style="bold" if able else "dim")
    size = f"{item.slots} slots" if item.slots > 1 else ""
    if item.stack > 1:
        size = f"{item.stack} to a slot"
    where = "belt" if item.belt_only else ""
    extra = ", ".join(w for w in (size, where) if w)
    if extra:
        out.append(f" ({extra})", style="dim")
    return out


def carried(game: Game, a: Adventurer) -> Text:
    """What ``a`` carries, Notches shown, and the room left in hands, belt and pack (p. 37)."""
    out = Text()
    inv = a.inventory
    room = ", ".join(f"{p} {inv.free(p)}/{size} free" for p, size in SIZES.items())
    out.append(f"{a.name}\n", style="bold")
    purse = pack_space.gold_slots(a.gold)
    out.append(f"{room}; gold {a.gold} ({purse} slot{'s' * (purse != 1)})\n", style="dim")
    for thing in inv.things():
        item = game.pack.items[thing.item]
        count = f" ×{thing.count}" if thing.count > 1 else ""
        out.append(f"  {item.name}{count}")
        if thing.notches:
            mend = " — mendable" if rules.mendable(thing.notches, item) else ""
            out.append(f"  [{thing.notches} Notch{'es' * (thing.notches > 1)}{mend}]", "yellow")
        out.append("\n")
    for wreck in a.wrecks:
        out.append(f"  {game.pack.items[wreck].name}", "dim")
        out.append("  [Destroyed — mendable, p. 163]\n", "yellow")
    return out


def sellable(game: Game, a: Adventurer) -> list[tuple[str, str]]:
    """(item id, label) for each kind of thing ``a`` carries, to choose one to sell."""
    seen: dict[str, str] = {}
    for thing in a.inventory.things():
        seen.setdefault(thing.item, game.pack.items[thing.item].name)
    return list(seen.items())


def mendable(game: Game, a: Adventurer) -> list[tuple[str, str]]:
    """(item id, label) for each Notched thing ``a`` carries that can be mended (p. 163)."""
    found: dict[str, str] = {}
    for thing in a.inventory.things():
        item = game.pack.items[thing.item]
        if rules.mendable(thing.notches, item):
            found.setdefault(item.id, f"{item.name} ({thing.notches} Notch, {item.tier} gear)")
    for wreck in a.wrecks:
        item = game.pack.items[wreck]
        found.setdefault(item.id, f"{item.name} (Destroyed, {policy.tier_for(item)} gear)")
    return list(found.items())


def treasure(game: Game) -> list[tuple[str, str]]:
    """(choice, label) for each piece of loot sold on arrival, to keep it, and each kept, to
    sell it after all (p. 162); the choice is ``keep:ID`` or ``sell:ID``."""
    city = game.city
    sold = dict.fromkeys(city.sales) if city is not None else {}
    out = []
    for t in sold:
        piece = game.pack.treasure[t]
        out.append((f"keep:{t}", f"Keep {piece.name} ({piece.value} gold, shares handed back)"))
    for t in dict.fromkeys(game.loot):
        piece = game.pack.treasure[t]
        out.append((f"sell:{t}", f"Sell the kept {piece.name} ({piece.value} gold, shared)"))
    return out


def hoard(game: Game) -> Text:
    """The treasure the guild keeps, carried below with it (p. 162)."""
    out = Text()
    if game.loot:
        out.append("\nTreasure kept (p. 162)\n", style="bold")
        for t in game.loot:
            piece = game.pack.treasure[t]
            out.append(f"  {piece.name} ({piece.value} gold)\n")
    return out
