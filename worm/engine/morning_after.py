"""The morning after a Carouse (p. 157): the Hangover row read and played — the gold of I, the
cistern of XII, the rags of X, the minor discard read for the detail of VII, IX, XI and XIII, the
districts XX burns down with the fire spirit met on Wands, what falls on the carouser at once
(``outcomes``) and the lasting marks left on the sheet (``worm.engine.aftermath``).

``worm.engine.city_actions.carouse`` draws the card and calls ``wake``."""

from __future__ import annotations

from dataclasses import replace

from worm.content.city_actions import Hangover
from worm.content.interaction import Wound
from worm.engine import aftermath, city, districts, fortune, outcomes
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import hangover as policy
from worm.model.crawl import Followup
from worm.model.inventory import Carried, Inventory
from worm.rules import pack_space
from worm.tarot import Card

CAUSE = "the hangover, p. 157"
RAGS = "clothes_rags"


def wake(game: Table, who: str, row: Hangover) -> str:
    """Apply a Hangover row (p. 157) and say what it did: its effect, what falls on the
    carouser at once (``outcomes``), and the lasting mark left on the sheet (``aftermath``)."""
    game.ruling("p. 157", f"Hangover {row.card}: {told(game, row)}")
    text = _effect(game, who, row)
    if row.outcomes:
        outcomes.play(game, row.outcomes, who, cause="the hangover, p. 157")
    if row.mark is not None:
        said = told(game, row)
        if row.effect == "read":
            said = detail(row, game.read_discard(f"hangover {row.card}")) or said
        text = f"{text}; {aftermath.leave(game, who, row, said)}"
    if row.effect == "story" and not row.outcomes and row.mark is None:
        game.ruling(*policy.TOLD_ONLY)
    return text


def _effect(game: Table, who: str, row: Hangover) -> str:
    a = game.guild.adventurer(who)
    if row.effect == "gold":
        card = game.read_discard("the hangover's coins")
        _found(game, who, card.value)
        return f"{row.text} ({card.value} gold)"
    if row.effect == "stripped":
        for thing in a.inventory.things():
            name = game.pack.items[thing.item].name if thing.item in game.pack.items else thing.item
            game.log.emit(
                ev.Item,
                who=a.name,
                item=name,
                change="lost",
                count=thing.count,
                cause="the hangover, p. 157",
            )
        if a.gold:
            game.log.emit(
                ev.Item,
                who=a.name,
                item="gold",
                change="lost",
                count=a.gold,
                cause="the hangover, p. 157",
            )
        game.set_adventurer(a.model_copy(update={"inventory": Inventory(), "gold": 0}))
        return f"{row.text} (the bank keeps {a.bank} gold)"
    if row.effect == "rags":
        return f"{row.text} ({rags(game, who)})"
    if row.effect == "read":
        return read(game, row)
    if row.effect == "burn":
        return burn(game, row, who)
    return row.text


def _found(game: Table, who: str, gold: int) -> None:
    if gold <= 0:
        return
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"gold": a.gold + gold}))
    game.log.emit(ev.Item, who=a.name, item="gold", change="gained", count=gold, cause=CAUSE)


def detail(row: Hangover, card: Card) -> str:
    """What the minor discard says of a row (p. 157): its suit's, value's and parity's parts."""
    parts = []
    if card.suit is not None and card.suit in row.by_suit:
        parts.append(row.by_suit[card.suit])
    band = next((b for b in row.by_value if card.value <= b.upto), None)
    if band is not None:
        parts.append(band.text)
    if row.by_parity:
        parts.append(row.by_parity["even" if card.value % 2 == 0 else "odd"])
    return ", ".join(parts)


def told(game: Table, row: Hangover) -> str:
    """A row's text as the GM tells it (p. 157): a ``{value}`` in it is the minor discard's
    value (XI's days to the duel), read before the row is said aloud."""
    if "{value}" not in row.text:
        return row.text
    return row.text.replace("{value}", str(game.read_discard(f"hangover {row.card}").value))


def read(game: Table, row: Hangover) -> str:
    """A row read on the minor discard (p. 157): told with what the card says."""
    card = game.read_discard(f"hangover {row.card}")
    text = told(game, row)
    said = detail(row, card)
    game.ruling("p. 157", f"the minor discard, {card.name}, reads: {said or text}")
    return f"{text} ({said})" if said else text


def rags(game: Table, who: str) -> str:
    """Hangover X (p. 157): armour and worn clothes go to the beggars; rags are worn instead."""
    a = game.guild.adventurer(who)
    lost = [c for c in a.inventory.things() if _taken(game, c, a.inventory.worn)]
    inventory = a.inventory
    for carried in lost:
        game.log.emit(
            ev.Item, who=a.name, item=_name(game, carried), change="lost", count=1, cause=CAUSE
        )
        inventory = pack_space.remove(inventory, carried.uid)
    worn = (*inventory.worn, Carried(uid=inventory.next_uid(), item=RAGS))
    game.set_adventurer(
        a.model_copy(update={"inventory": inventory.model_copy(update={"worn": worn})})
    )
    game.log.emit(
        ev.Item, who=a.name, item=_name(game, worn[-1]), change="gained", count=1, cause=CAUSE
    )
    names = ", ".join(_name(game, c) for c in lost) or "nothing worth taking"
    return f"lost: {names}; wearing rags now"


def burn(game: Table, row: Hangover, who: str) -> str:
    """Hangover XX (p. 157): the minor discard's suit says how many districts burn down; which
    ones is a policy (``worm.gm.hangover``). They stay burnt for the rest of this City Phase."""
    card = game.read_discard("hangover XX")
    count = row.burns[card.suit] if card.suit is not None else 1
    town = districts.city_of(game)
    taken = policy.burnt(town, districts.where(game, "carouse"), count)
    names = tuple(q.name for q in taken)
    game.ruling(policy.PAGE, policy.why(names))
    game.ruling(*policy.RUINS)
    state = city.current(game)
    game.city = replace(
        state, burnt=(*state.burnt, *(q.id for q in taken if q.id not in state.burnt))
    )
    said = row.by_suit.get(card.suit, "") if card.suit is not None else ""
    if card.suit == "wands":  # the fire spirit still roams: the carouser meets it (policy)
        spirit(game, who)
    return f"{row.text} ({card.name}: {said} — {', '.join(names)})"


def spirit(game: Table, who: str) -> None:
    """Hangover XX on Wands (p. 157): the fire spirit is met at once, a Swords test that may be
    pushed; a failure is a Wound (policy ``FIRE_SPIRIT``)."""
    a = game.guild.adventurer(who)
    rule, why = policy.FIRE_SPIRIT
    game.ruling(rule, why.format(name=a.name))
    burnt = Wound(effect="wound", count=1, text="The fire spirit's flames catch hold.")
    fortune.test_each(
        game,
        Followup(
            testers=(who,),
            attribute="swords",
            task="drive off the fire spirit",
            on_failure=(burnt,),
        ),
    )


def _taken(game: Table, carried: Carried, worn: tuple[Carried, ...]) -> bool:
    """Armour anywhere, and the clothes being worn (rags already worn stay)."""
    item = game.pack.items.get(carried.item)
    if item is None:
        return False
    return "armor" in item.tags or (carried in worn and "clothes" in item.tags and item.id != RAGS)


def _name(game: Table, carried: Carried) -> str:
    item = game.pack.items.get(carried.item)
    return item.name if item is not None else carried.item
