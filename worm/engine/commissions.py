"""What Build (p. 156) and Commission Craft (p. 158) leave behind: a building standing in the
City, an item of the lists made to order in the buyer's pack, or a keepsake on the sheet.

Which it is, is the policy ``worm.gm.city_actions.bespoke``; a building or a keepsake has no
rules of its own."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import kit
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import city_actions as policy
from worm.model.adventurer import Adventurer


def fits(game: Table, a: Adventurer, what: str) -> None:
    """Refused, before any gold is paid, when the item ``what`` names would not fit in the
    buyer's hands, belt or pack (p. 37)."""
    item = policy.bespoke(game.pack, what)
    if item is None:
        return
    _, placed = kit.gain(a, item, 1, game.pack)
    if placed < 1:
        name = game.pack.items[item].name
        raise IllegalCommand(f"{a.name} has no room for the {name.lower()} made to order (p. 37)")


def deliver(game: Table, who: str, what: str) -> str:
    """The commission is made (p. 158): the item it names in the pack, else a keepsake."""
    a = game.guild.adventurer(who)
    item = policy.bespoke(game.pack, what)
    if item is None:
        rule, text = policy.KEEPSAKE
        game.ruling(rule, text.format(what=what, name=a.name))
        game.set_adventurer(a.model_copy(update={"keepsakes": (*a.keepsakes, what)}))
        return "a keepsake for the sheet"
    name = game.pack.items[item].name
    rule, text = policy.BESPOKE
    game.ruling(rule, text.format(what=what, item=name, name=a.name))
    made, _ = kit.gain(a, item, 1, game.pack)
    game.set_adventurer(made)
    game.log.emit(
        ev.Item, who=a.name, item=name, change="gained", count=1, cause="made to order, p. 158"
    )
    return f"made to order: a {name.lower()} in the pack"


def raise_up(game: Table, who: str, what: str) -> None:
    """The building stands in the City (p. 156, policy ``BUILT``)."""
    a = game.guild.adventurer(who)
    rule, text = policy.BUILT
    game.ruling(rule, text.format(what=what))
    buildings = (*game.guild.buildings, (what, a.name))
    game.guild = game.guild.model_copy(update={"buildings": buildings})


def lines(game: Table) -> list[str]:
    """The guild's buildings, for the City screen and the text game's ``city``."""
    if not game.guild.buildings:
        return []
    built = "; ".join(f"{what} (paid by {who})" for what, who in game.guild.buildings)
    return [f"Built in the City (p. 156): {built}."]
