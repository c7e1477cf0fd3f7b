"""Bonds charged in play (pp. 26–27): the one place a Bond's charge changes outside recovery,
with its ``bond`` event (CONTRACTS §3)."""

from __future__ import annotations

from collections.abc import Iterable

from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import bonds as bond_policy


def charge(game: Table, who: str, target: str) -> None:
    """Charge ``who``'s Bond with ``target`` (p. 26); one who has none with them makes one:
    Ally, the Bond anyone may fall back on (p. 26)."""
    a = game.guild.adventurer(who)
    bond = next((b for b in a.bonds if b.target == target), None)
    if bond is not None and bond.charged:
        return
    if bond is None:
        bonds = (*a.bonds, bond_policy.new_bond(target))
    else:
        bonds = tuple(b.model_copy(update={"charged": True}) if b is bond else b for b in a.bonds)
    game.set_adventurer(a.model_copy(update={"bonds": bonds}))
    game.log.emit(
        ev.Bond, who=a.name, with_=game.guild.adventurer(target).name, change="charge", for_=None
    )


def charge_all(game: Table, charges: Iterable[bond_policy.Charge]) -> None:
    """Charge each Bond a trigger found (``worm.gm.bonds``), with the GM's ruling."""
    for who, target, page, why in list(charges):
        a, other = game.guild.adventurer(who), game.guild.adventurer(target)
        game.ruling(page, why.format(who=a.name, other=other.name) + ": a Bond charges")
        charge(game, who, target)
