"""Banking gear (p. 156): a Cult-run bank keeps what an adventurer leaves with it safe — from
the tax, the Hangover table's thieves and beggars, and the Underworld — until it is taken out
again, each deposit or withdrawal one Banking City Action (``worm.engine.city_actions.bank``).
What is banked is ``Adventurer.vault``."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules import pack_space

CAUSE = "the bank, p. 156"


def name(game: Table, carried: Carried) -> str:
    item = game.pack.items.get(carried.item)
    return item.name if item is not None else carried.item


def _named(game: Table, things: tuple[Carried, ...], word: str) -> Carried | None:
    wanted = word.strip().lower()
    return next((c for c in things if wanted in (c.item, name(game, c).lower())), None)


def carried(game: Table, a: Adventurer, word: str) -> Carried:
    """The carried thing ``word`` names, to deposit; refused if there is none."""
    found = _named(game, a.inventory.things(), word)
    if found is None:
        raise IllegalCommand(f"{a.name} carries no {word.strip()!r} to bank (p. 156)")
    return found


def banked(game: Table, a: Adventurer, word: str) -> Carried:
    """The banked thing ``word`` names, to take out; refused if there is none or no room."""
    found = _named(game, a.vault, word)
    if found is None:
        kept = ", ".join(name(game, c) for c in a.vault) or "nothing"
        raise IllegalCommand(f"{a.name} has no {word.strip()!r} in the bank (it keeps {kept})")
    item = game.pack.items[found.item]
    if pack_space.stow_anywhere(a.inventory, found, item) is None:
        raise IllegalCommand(f"{a.name} has no room to carry the {item.name.lower()} (p. 37)")
    return found


def store(game: Table, a: Adventurer, thing: Carried) -> str:
    """Leave ``thing`` with the bank: out of the pack, into the vault."""
    inventory = pack_space.remove(a.inventory, thing.uid)
    game.set_adventurer(a.model_copy(update={"inventory": inventory, "vault": (*a.vault, thing)}))
    game.log.emit(
        ev.Item, who=a.name, item=name(game, thing), change="lost", count=thing.count, cause=CAUSE
    )
    return f"leaves the {name(game, thing).lower()} with the bank, safe"


def take_out(game: Table, a: Adventurer, thing: Carried) -> str:
    """Take ``thing`` back from the bank into the pack or belt (checked by ``banked``)."""
    fresh = thing.model_copy(update={"uid": a.inventory.next_uid()})
    stowed = pack_space.stow_anywhere(a.inventory, fresh, game.pack.items[thing.item])
    assert stowed is not None
    vault = tuple(c for c in a.vault if c != thing)
    game.set_adventurer(a.model_copy(update={"inventory": stowed, "vault": vault}))
    game.log.emit(
        ev.Item, who=a.name, item=name(game, thing), change="gained", count=thing.count, cause=CAUSE
    )
    return f"takes the {name(game, thing).lower()} back out of the bank"
