"""The trader's stall of A Theft (p. 152): the gear a thief took from the guild turns up for
sale, and its owner or a guild-mate may buy it back this City Phase, at the GM's price (policy
``worm.gm.city_events.buy_back_price``); what nobody buys back before the guild delves is
gone for good."""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.engine import city, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import city_events as policy


def on_sale(game: Table) -> tuple[tuple[str, str, int], ...]:
    """The stall's gear whose owner is still with the guild: (owner id, item id, count). What
    belonged to one who has left the guild (retired, p. 38) is no longer the guild's to buy."""
    state = game.city
    if state is None:
        return ()
    members = {a.id for a in game.guild.adventurers}
    return tuple(s for s in state.stall if s[0] in members)


def worth_buying(game: Table) -> cmd.BuyBack | None:
    """The autoplay guild's habit (p. 152): the owner buys their stolen gear back when their
    purse pays the trader's price and the gear fits; the first such on the stall, or None."""
    for owner, item_id, count in on_sale(game):
        a = game.guild.adventurer(owner)
        price = policy.buy_back_price(game.pack.items[item_id].name)
        if a.conditions.dead or price > a.gold:
            continue
        _, placed = kit.gain(a, item_id, count, game.pack)
        if placed >= count:
            return cmd.BuyBack(who=owner, item=item_id)
    return None


def buy_back(game: Table, command: cmd.BuyBack) -> None:
    """``who`` buys stolen gear back off the stall (p. 152), if the purse and the pack hold it."""
    state = city.current(game)
    a = game.guild.adventurer(command.who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead: the dead buy nothing back")
    wanted = command.item.strip().lower()
    found = next(
        (s for s in on_sale(game) if wanted in (s[1], game.pack.items[s[1]].name.lower())),
        None,
    )
    if found is None:
        on_sale_now = ", ".join(game.pack.items[i].name for _, i, _ in on_sale(game))
        on_sale_now = on_sale_now or "nothing"
        raise IllegalCommand(
            f"no {command.item!r} of the guild's on the stall (on it: {on_sale_now})"
        )
    owner, item_id, count = found
    name = game.pack.items[item_id].name
    price = policy.buy_back_price(name)
    if price > a.gold:
        raise IllegalCommand(
            f"the trader wants {price} gold for the {name.lower()}; {a.name} has {a.gold}"
        )
    taken, placed = kit.gain(
        a.model_copy(update={"gold": a.gold - price}), item_id, count, game.pack
    )
    if placed < count:
        raise IllegalCommand(f"{a.name} has no room for the {name.lower()} (p. 37)")
    game.set_adventurer(taken)
    game.city = replace(state, stall=tuple(s for s in state.stall if s != found))
    owned = game.guild.adventurer(owner).name
    game.ruling(
        "p. 152",
        f"{a.name} buys {grammar.possessive(owned)} "
        f"{name.lower()} back off the stall for {price} gold (policy)",
    )
    game.log.emit(
        ev.Item, who=a.name, item="gold", change="lost", count=price, cause="bought back, p. 152"
    )
    game.log.emit(
        ev.Item, who=a.name, item=name, change="gained", count=count, cause="bought back, p. 152"
    )
    game.log.emit(ev.Market, who=a.name, item=name, price=price, side="bought", count=count)
