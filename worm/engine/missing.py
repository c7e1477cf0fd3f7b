"""The missing of We're doomed! (p. 95) coming back to the guild.

The dark keeps some of the guild (``worm.engine.darkness``): the captured, carried off by a
creature of the level's Meatgrinder; the ransomed, held by the bird-faced Olu Gang; the lost,
somewhere on the level. Each is kept as they left (``Guild.held``) and may come back:

- *the ransomed* are bought back in the City for 1,000 gold per point of guild Fame
  (``ransom``; who pays, and when, policy ``worm.gm.ransom``);
- *the captured* are freed when the guild beats or parleys with a band of the creatures that
  carried them off, on the level they were taken on (``freed``; the captor, policy
  ``worm.gm.captors``);
- *the lost* are met again as an encounter on their level's Meatgrinder table (``met_again``;
  which entry, policy ``worm.gm.lost``).

Whoever comes back joins the roster again as they were, at the end of the marching order.
"""

from __future__ import annotations

from collections.abc import Iterable

from worm import grammar
from worm.engine import city, purse
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import lost
from worm.gm import ransom as ransom_policy
from worm.model.adventurer import Adventurer
from worm.model.guild import Held, Kept
from worm.rules import light

KEPT: dict[str, Kept] = {"captured": "captured", "ransom": "ransom", "lost": "lost"}
"""The dooms of p. 95 whose adventurer is kept to come back, by name."""
BEATEN = ("victory", "foes_surrender", "fled")
"""Ends of a Challenge in which the guild beat the band (p. 123): it fell, gave up, or ran."""


def keep(game: Table, sheet: Adventurer, fate: Kept, captor: str = "") -> None:
    """The dark keeps ``sheet`` (p. 95): remembered as missing, kept to come back."""
    held = Held(sheet=sheet, fate=fate, depth=game.depth, captor=captor)
    game.guild = game.guild.model_copy(
        update={
            "missing": (*game.guild.missing, (sheet.name, fate)),
            "held": (*game.guild.held, held),
        }
    )


def ransom(game: Table, command: cmd.Ransom) -> None:
    """Buy back one the Olu Gang hold (p. 95): 1,000 gold per guild Fame, paid by the guild's
    purses together from upkeep on (policy ``worm.gm.ransom``)."""
    if game.phase != "city" or game.city is None:
        raise IllegalCommand("the Olu Gang are paid in the City (p. 95)")
    if game.city.step < city.UPKEEP_STEP:
        raise IllegalCommand(
            "the Olu Gang are paid from upkeep on, step 5 of the City Phase (policy, p. 95)"
        )
    held = find(game, command.who, "ransom")
    price = light.ransom(game.guild.fame)
    purses = [(a.id, a.gold) for a in city.living(game)]
    paid = ransom_policy.shares(price, purses)
    if paid is None:
        have = sum(gold for _, gold in purses)
        raise IllegalCommand(
            f"the Olu Gang ask {price:,} gold for {held.sheet.name} (1,000 per point of Fame); "
            f"the guild has {have:,} between them (p. 95)"
        )
    for who, gold in paid:
        purse.pay(game, who, gold, f"{grammar.possessive(held.sheet.name)} ransom")
    payers = ", ".join(f"{game.guild.adventurer(w).name} {g:,}" for w, g in paid)
    game.ruling(
        ransom_policy.RULE,
        f"the guild pays the Olu Gang {price:,} gold for {held.sheet.name} ({payers or 'nothing'})",
    )
    rejoin(game, held, "is handed back by the Olu Gang, hooded and unharmed")


def find(game: Table, who: str, fate: Kept) -> Held:
    """The one the dark kept as ``fate``, by whole or first name (any case); refused, naming
    those there are, when nobody so kept goes by it."""
    wanted = who.strip().lower()
    kept = [h for h in game.guild.held if h.fate == fate]
    for h in kept:
        name = h.sheet.name.lower()
        if wanted in (name, name.split()[0], h.sheet.id):
            return h
    names = ", ".join(h.sheet.name for h in kept) or "nobody"
    raise IllegalCommand(f"{who!r} is not held for ransom: the Olu Gang hold {names} (p. 95)")


def freed(game: Table, creatures: Iterable[str], how: str) -> None:
    """The guild has beaten or parleyed with a band of ``creatures`` (ids) on this level
    (``how`` says which): whoever such creatures carried off here is freed (p. 95)."""
    kinds = set(creatures)
    for held in game.guild.held:
        if held.fate == "captured" and held.depth == game.depth and held.captor in kinds:
            captor = game.pack.monsters[held.captor].name
            game.ruling("p. 95", f"{how}, the {captor} let go of {held.sheet.name}")
            rejoin(game, held, f"is found among {grammar.possessive(captor)} captives, freed")


def met_again(game: Table, card: int) -> bool:
    """A Meatgrinder encounter drawn on this level (``card``): one lost here met again, in
    place of the creatures (policy ``worm.gm.lost``). Whether someone was met."""
    if not lost.stands_in(card):
        return False
    found = [h for h in game.guild.held if h.fate == "lost" and h.depth == game.depth]
    if not found:
        return False
    held = found[0]
    game.ruling(lost.RULE, f"{held.sheet.name}, lost on this level, stands in for this encounter")
    rejoin(game, held, "stumbles out of the dark towards the guild's light, lost no longer")
    return True


def rejoin(game: Table, held: Held, said: str) -> None:
    """``held`` joins the guild again as they left it, last in marching order (p. 95); a
    newcomer took their id meanwhile, they get a new one."""
    guild = game.guild
    sheet = held.sheet
    if any(a.id == sheet.id for a in guild.adventurers):
        sheet = sheet.model_copy(update={"id": guild.next_id(*game.fallen, *game.replaced)})
    left = list(guild.missing)
    gone = (held.sheet.name, held.fate)
    if gone in left:
        left.remove(gone)
    game.guild = guild.model_copy(
        update={
            "adventurers": (*guild.adventurers, sheet),
            "marching_order": (*guild.marching_order, sheet.id),
            "missing": tuple(left),
            "held": tuple(h for h in guild.held if h is not held),
        }
    )
    game.log.emit(ev.Narration, text=f"{sheet.name} {said}, and joins the guild again.")
    game.ruling(
        "p. 95", f"{sheet.name} comes back to the guild, as they were when the dark took them"
    )
