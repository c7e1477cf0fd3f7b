"""The Omphalic Market in the text game (pp. 154, 162–163): the words ``buy WHO ITEM [N]``,
``sell WHO ITEM``, ``repair WHO ITEM`` and ``buyback WHO ITEM`` (stolen gear off a stall, p. 152),
``keep TREASURE`` and ``sell treasure TREASURE`` (a piece of the loot kept instead of sold, or
sold after all, p. 162), and ``market``, which shows the lists by tier and the guild's treasure."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import market as policy
from worm.rules import market as rules

WORDS = ("buy", "sell", "repair", "mend", "buyback", "keep")
USAGE = "'buy WHO ITEM [N]', 'sell WHO ITEM' or 'repair WHO ITEM' (p. 154)"
TREASURE = "'keep TREASURE' or 'sell treasure TREASURE' (p. 162)"
NUMBERS = "0123456789"


def parse(game: Game, verb: str, rest: list[str]) -> cmd.Command:
    """One of the Market's words as a command; the engine judges the item and the tier."""
    if verb == "keep" or (verb == "sell" and rest and rest[0].lower() == "treasure"):
        named = rest[1:] if verb == "sell" else rest
        if not named:
            raise IllegalCommand(f"say which treasure: {TREASURE}")
        return cmd.KeepTreasure(treasure=" ".join(named), keep=verb == "keep")
    if len(rest) < 2:
        raise IllegalCommand(f"say who and what: {USAGE}")
    who = game.guild.adventurer(rest[0]).id
    words = rest[1:]
    if verb == "buy":
        count = 1
        if len(words) > 1 and words[-1] and all(ch in NUMBERS for ch in words[-1]):
            if len(words[-1]) > 3 or int(words[-1]) < 1:
                raise IllegalCommand(f"buy 1 to 999 at a time, not {words[-1][:12]}")
            count, words = int(words[-1]), words[:-1]
        return cmd.Buy(who=who, item=" ".join(words), count=count)
    if verb == "buyback":
        return cmd.BuyBack(who=who, item=" ".join(words))
    if verb == "sell":
        return cmd.Sell(who=who, item=" ".join(words))
    return cmd.Repair(who=who, item=" ".join(words))


def lists(game: Game) -> str:
    """What the Market sells, by tier, and which upkeep buys each (pp. 154, 163)."""
    lines = ["The Omphalic Market (p. 163): the upkeep tier you pay for is the price of gear"]
    lines.append("of that tier or cheaper, as much as you can carry (p. 154).")
    tiers = list(game.pack.market.values())
    for tier in ("impoverished", "common", "luxurious"):
        names = sorted(i.name for i in game.pack.items.values() if rules.sold(i) and i.tier == tier)
        needed = next((t for t in sorted(tiers, key=lambda t: t.cost) if tier in t.buys), None)
        price = "" if needed is None else f" — {needed.name.lower()} upkeep, {needed.cost} gold"
        lines.append(f"{tier.capitalize()}{price}:")
        lines.append("  " + ", ".join(names))
    unlisted = sorted(i.name for i in game.pack.items.values() if policy.unlisted(i))
    lines.append(
        f"Off the lists, the GM sells as {policy.UNLISTED} gear (p. 163): {', '.join(unlisted)}; "
        "brewed substances are never sold."
    )
    lines.append(
        f"Mending a Notched or Destroyed item takes the tier that buys it new (p. 163). {USAGE}."
    )
    lines += treasure_lines(game)
    return "\n".join(lines)


def treasure_lines(game: Game) -> list[str]:
    """The loot sold this City Phase, which may still be kept, and the treasure kept (p. 162)."""
    city = game.city if game.phase == "city" else None
    sold = [game.pack.treasure[t] for t in city.sales] if city is not None else []
    kept = [game.pack.treasure[t] for t in game.loot]
    lines = []
    if sold:
        said = ", ".join(f"{t.name} ({t.value})" for t in sold)
        lines.append(f"Sold on arrival, still to be kept if the shares are handed back: {said}.")
    if kept:
        said = ", ".join(f"{t.name} ({t.value})" for t in kept)
        lines.append(f"Treasure the guild keeps: {said}.")
    if city is not None and (sold or kept):
        lines.append(TREASURE + ".")
    return lines
