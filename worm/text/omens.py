"""What the City keeps from its events (pp. 151–153), in words for the `city` status and the
terminal City screen: the walking dead, the Child of Silence, the townhouse, the patrons lost,
the art kept unsold and the stolen gear on a stall."""

from __future__ import annotations

from collections.abc import Callable

from worm import grammar
from worm.engine import stall
from worm.engine.table import Table
from worm.gm import city_events
from worm.gm import portents as policy

BuyBack = Callable[[str, str], str]
"""How a front end says to buy ``item`` (an id) back for the adventurer named ``who``."""


def typed_buy_back(who: str, item: str) -> str:
    """The text game's words for it: the line to type."""
    return f"'buyback {who.split()[0]} {item}'"


def lines(game: Table, buy_back: BuyBack = typed_buy_back) -> list[str]:
    """One line for each thing a City Event left that a player must keep in mind; stolen gear
    on a stall says how to buy it back as ``buy_back`` words it (the text game: its command)."""
    o, out = game.omens, []
    if o.plague:
        out.append(
            f"The dead walk the City ({o.plague} City Phase{'s' * (o.plague != 1)}): no City "
            "Action until the source below is stilled (p. 153)."
        )
    if o.child is not None:
        out.append(
            f"The Child of Silence hunts the guild: support '{policy.CHILD_PROJECT}' each City "
            "Phase, or it crushes a district (p. 153)."
        )
    if o.townhouse:
        heir = next((a.name for a in game.guild.adventurers if a.id == o.townhouse), o.townhouse)
        out.append(f"{heir} holds the townhouse on the Grey River, butler Aethelred (p. 152).")
    if o.gone:
        out.append(f"Gone into the sea, never to hire the guild: {', '.join(o.gone)} (p. 153).")
    c = game.city
    if c is not None and c.unsold:
        kept = ", ".join(game.pack.treasure[t].name for t in c.unsold)
        out.append(f"Art nobody buys this phase, kept: {kept} (p. 153).")
    if c is not None:
        for owner, item, _ in stall.on_sale(game):
            name = game.pack.items[item].name
            who = game.guild.adventurer(owner).name
            price = city_events.buy_back_price(name)
            how = buy_back(who, item)
            out.append(
                f"{grammar.possessive(who)} {name.lower()} is on a stall: {how} for {price} gold."
            )
    return out
