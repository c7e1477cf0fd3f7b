"""Keeping a treasure instead of selling it at the Omphalic Market (p. 162).

The loot carried out is sold in a lump as the guild comes up (``worm.engine.city.market``),
its worth shared among the living. Until the guild delves again it may change its mind about
any piece (``KeepTreasure``):

- *keep* one sold on arrival: the Market hands it back and each who shared its worth returns
  what it added to their share, so the purses stand as if it had never been sold; refused
  when someone has spent what they must return. The piece stays with the guild's loot,
  carried below and back, and is sold in a later City unless kept again.
- *sell* a kept piece after all: its worth is shared as the loot's is.

A kept piece is no new deed when it is carried out again (``new_loot``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from worm.content.stocking import Treasure
from worm.engine import arete
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.city import CityState
from worm.rules import upkeep as rules


def new_loot(loot: tuple[str, ...], kept: tuple[str, ...]) -> tuple[str, ...]:
    """The loot less the pieces kept in an earlier City, each kept piece once (p. 149: only
    what this expedition carried out is a feat)."""
    left = Counter(kept)
    fresh = []
    for piece in loot:
        if left[piece]:
            left[piece] -= 1
            continue
        fresh.append(piece)
    return tuple(fresh)


def keep(game: Table, command: cmd.KeepTreasure) -> None:
    """Keep a piece sold on arrival, or sell a kept one after all (p. 162)."""
    city = game.city
    if city is None or game.phase != "city":
        raise IllegalCommand(
            "treasure is kept or sold at the Omphalic Market, in the City (p. 162)"
        )
    if command.keep:
        _take_back(game, city, command.treasure)
    else:
        _sell_kept(game, city, command.treasure)


def _named(game: Table, word: str, among: tuple[str, ...], where: str) -> Treasure:
    """The piece of treasure ``word`` names among ``among`` (its id, name, or their start)."""
    wanted = " ".join(word.strip().lower().replace("_", " ").split())
    pieces = [game.pack.treasure[t] for t in dict.fromkeys(among)]
    if not pieces:
        raise IllegalCommand(f"there is no treasure {where} (p. 162)")
    for piece in pieces:
        if wanted in (piece.id.replace("_", " "), piece.name.lower()):
            return piece
    starts = [p for p in pieces if p.name.lower().startswith(wanted) or p.id.startswith(wanted)]
    if wanted and len(starts) == 1:
        return starts[0]
    names = "; ".join(p.name for p in pieces)
    raise IllegalCommand(f"no treasure {word!r} {where}: {names} (p. 162)")


def _sharers(game: Table, city: CityState) -> tuple[str, ...]:
    """Who shares the loot's worth: those who shared the sale on arrival, else the living."""
    if city.sharers:
        return city.sharers
    return tuple(a.id for a in game.guild.in_marching_order() if not a.conditions.dead)


def _take_back(game: Table, city: CityState, word: str) -> None:
    piece = _named(game, word, city.sales, "sold at the Market this City Phase")
    sharers = _sharers(game, city)
    before = rules.shares(city.sold, len(sharers))
    after = rules.shares(city.sold - piece.value, len(sharers))
    owed = [
        (game.guild.adventurer(w), b - a) for w, b, a in zip(sharers, before, after, strict=True)
    ]
    short = [f"{a.name} has {a.gold} of the {due}" for a, due in owed if due > a.gold]
    if short:
        raise IllegalCommand(
            f"to keep {piece.name} each must hand back their share of its {piece.value} gold, "
            f"and {', '.join(short)} (p. 162)"
        )
    for a, due in owed:
        if due:
            game.set_adventurer(a.model_copy(update={"gold": a.gold - due}))
            game.log.emit(
                ev.Item,
                who=a.name,
                item="gold",
                change="lost",
                count=due,
                cause=f"their share of {piece.name} handed back, p. 162",
            )
    sales = list(city.sales)
    sales.remove(piece.id)
    game.city = replace(city, sold=city.sold - piece.value, sales=tuple(sales))
    game.loot = (*game.loot, piece.id)
    game.kept = (*game.kept, piece.id)
    for member in game.guild.in_marching_order():  # a grave good, a hoard (p. 28; policy)
        if not member.conditions.dead:
            arete.hoarded(game, member.id, piece.id)
    first = game.guild.adventurer(sharers[0]).name
    game.log.emit(
        ev.Item, who=first, item=piece.name, change="gained", cause="kept, not sold, p. 162"
    )
    game.ruling(
        "p. 162",
        f"the guild keeps {piece.name} ({piece.value} gold) instead of selling it: each hands "
        "back what it added to their share, and it goes below with the loot",
    )


def _sell_kept(game: Table, city: CityState, word: str) -> None:
    piece = _named(game, word, game.loot, "kept by the guild")
    if piece.id in city.unsold:
        raise IllegalCommand(f"nobody dares buy art this City Phase: {piece.name} stays (p. 153)")
    sharers = _sharers(game, city)
    before = rules.shares(city.sold, len(sharers))
    after = rules.shares(city.sold + piece.value, len(sharers))
    first = game.guild.adventurer(sharers[0]).name
    game.log.emit(ev.Market, who=first, item=piece.name, price=piece.value, side="sold")
    game.log.emit(
        ev.Item,
        who=first,
        item=piece.name,
        change="lost",
        cause=f"sold at the Omphalic Market for {piece.value} gold, p. 162",
    )
    for who, b, a in zip(sharers, before, after, strict=True):
        if a - b:
            now = game.guild.adventurer(who)
            game.set_adventurer(now.model_copy(update={"gold": now.gold + a - b}))
            game.log.emit(
                ev.Item,
                who=now.name,
                item="gold",
                change="gained",
                count=a - b,
                cause="share of sales",
            )
    loot, kept = list(game.loot), list(game.kept)
    loot.remove(piece.id)
    if piece.id in kept:
        kept.remove(piece.id)
    game.loot, game.kept = tuple(loot), tuple(kept)
    game.city = replace(
        city, sold=city.sold + piece.value, sales=(*city.sales, piece.id), sharers=sharers
    )
    game.ruling(
        "p. 162",
        f"the kept {piece.name} is sold after all for {piece.value} gold, shared as the loot is",
    )
