"""Things creatures take off adventurers in a fight, and how they come back: the face rat's
Bad Little Hands (p. 262: held until the rat is Disarmed or killed), the ogre's meal (p. 275:
held the same way until eaten, ``eat_eat_eat``) and the ungoat's Rummage (p. 281: dropped on
the ground, where an adventurer may Recover it). The rules are
``worm.rules.pilfering``; which thing, and when, is ``worm.gm.pilfering``."""

from __future__ import annotations

from collections.abc import Iterable

from worm import grammar
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import pilfering as policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Fighter, Taken, evolve
from worm.model.inventory import Carried
from worm.rules import pack_space, perception, pilfering

CHOSEN = policy.CHOSEN
"""The page of the GM's choice to pilfer."""


def _worn(game: Table) -> frozenset[str]:
    return frozenset(i for i, item in game.pack.items.items() if "worn" in item.tags)


def candidate(game: Table, doom: str, target: str, *, nose: str | None = None) -> Carried | None:
    """The thing ``doom`` would take from the adventurer ``target`` (policy), or None;
    ``nose``: the band's note that finds magic (Smell Magic, p. 281), if it has one."""
    a = game.guild.adventurer(target)
    magical = _magical(game) if nose else ()
    return policy.pick(a.inventory.slots(pilfering.place(doom)), _worn(game), magical)


def _magical(game: Table) -> frozenset[str]:
    items = game.pack.items.items()
    return frozenset(i for i, item in items if perception.magical(item.tags))


def taken_from(ch: Challenge, target: str) -> bool:
    """Whether anything has been taken from ``target`` in this fight."""
    return any(t.owner == target for t in ch.taken)


def chosen(
    game: Table, dooms: Iterable[str], target: str, *, nose: str | None = None
) -> str | None:
    """The band's doom to take a thing off ``target`` with a Roughhouse, or None: the GM
    pilfers once from each adventurer, when there is something to take (policy)."""
    doom = policy.doom(dooms)
    if doom is None:
        return None
    thing = candidate(game, doom, target, nose=nose)
    return doom if policy.worth_it(thing, taken_from(game.under_way(), target)) else None


def take(
    game: Table, doom: str, target: Fighter, taker: Fighter, band: str, *, nose: str | None = None
) -> None:
    """The Roughhouse's hit: ``doom`` takes a thing off ``target`` (pp. 262, 281); a band that
    smells magic (``nose``) noses out a magical thing first."""
    thing = candidate(game, doom, target.key, nose=nose)
    page = f"p. {pilfering.PAGE[doom]}"
    if thing is None:
        game.ruling(page, f"{doom}: {target.name} has nothing there to take")
        return
    a = game.guild.adventurer(target.key)
    game.set_adventurer(
        a.model_copy(update={"inventory": pack_space.remove(a.inventory, thing.uid)})
    )
    name = game.pack.items[thing.item].name
    if nose and thing.item in _magical(game):
        smelt = grammar.item(name).lower()
        game.ruling(page, f"{nose}: {grammar.agree(band, 'smell')} the magic in the {smelt}")
    ch = game.under_way()
    place = pilfering.place(doom)
    if pilfering.held(doom):
        got = Taken(target.key, thing, holder=taker.key, zone=taker.zone, place=place)
        game.ruling(
            page,
            f"{doom}: {grammar.agree(band, 'tear' if place == 'hands' else 'snatch')} {name} "
            f"from {grammar.possessive(target.name)} {place}; Disarm or kill it to get it back",
        )
    else:
        got = Taken(target.key, thing, zone=target.zone, place=place)
        game.ruling(
            page,
            f"{doom}: {grammar.agree(band, 'pull')} {name} out of "
            f"{grammar.possessive(target.name)} pack and drop it; Recover picks it up",
        )
    game.challenge = evolve(ch, taken=(*ch.taken, got))


def _give(game: Table, a: Adventurer, got: Taken) -> bool:
    """Stow ``got`` with ``a``, where it was carried if there is room; whether it fit."""
    item = game.pack.items[got.thing.item]
    thing = got.thing
    if a.inventory.where(thing.uid) is not None or any(
        c.uid == thing.uid for c in a.inventory.worn
    ):
        thing = thing.model_copy(update={"uid": a.inventory.next_uid()})
    try:
        inventory = pack_space.stow(a.inventory, thing, item, got.place)
    except IllegalCommand:
        found = pack_space.stow_anywhere(a.inventory, thing, item)
        if found is None:
            return False
        inventory = found
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    return True


def let_go(game: Table, foe: str) -> None:
    """A foe Disarmed or fallen lets go what it holds (p. 262): each thing goes back to its
    owner if they are up and have room, else it falls where the foe stands."""
    ch = game.under_way()
    held = [t for t in ch.taken if t.holder == foe]
    if not held:
        return
    where = ch.fighter(foe).zone
    kept = [t for t in ch.taken if t.holder != foe]
    for got in held:
        owner = game.guild.adventurer(got.owner)
        name = game.pack.items[got.thing.item].name
        if owner.active and _give(game, owner, got):
            doom = pilfering.EAT_EAT_EAT if got.place == "hands" else pilfering.BAD_LITTLE_HANDS
            game.ruling(f"p. {pilfering.PAGE[doom]}", f"{doom}: {owner.name} gets {name} back")
        else:
            kept.append(evolve(got, holder=None, zone=where))
            game.log.emit(ev.Narration, text=f"{name} falls to the ground.")
    game.challenge = evolve(game.under_way(), taken=tuple(kept))


def lying(ch: Challenge, fighter: Fighter) -> Taken | None:
    """The first thing dropped in ``fighter``'s zone, or None."""
    return next((t for t in ch.taken if t.holder is None and t.zone == fighter.zone), None)


def pick_up(game: Table, fighter: Fighter) -> str | None:
    """A Recover picks up a thing lying in the zone (p. 281): the name of what the adventurer
    now carries, or None when nothing lies there or it does not fit."""
    ch = game.under_way()
    got = lying(ch, fighter)
    if got is None or not _give(game, game.guild.adventurer(fighter.key), got):
        return None
    game.challenge = evolve(game.under_way(), taken=tuple(t for t in ch.taken if t is not got))
    game.ruling(
        f"p. {pilfering.PAGE[pilfering.RUMMAGE]}",
        f"{fighter.name} Recovers a dropped {game.pack.items[got.thing.item].name}",
    )
    return game.pack.items[got.thing.item].name


HOLD_THE_FIELD = frozenset({"victory", "fled", "foes_surrender", "stalemate"})
"""How a fight ends with the guild left where it was fought (``ending._afterwards``)."""


def settle(game: Table, ch: Challenge, how: str) -> None:
    """The fight is over: the guild gathers what lies on the ground if it holds the field
    (policy), and whatever a foe still holds is gone with it."""
    for got in ch.taken:
        owner = game.guild.adventurer(got.owner)
        name = game.pack.items[got.thing.item].name
        if got.holder is None and how in HOLD_THE_FIELD and _give(game, owner, got):
            game.log.emit(ev.Narration, text=f"{owner.name} gathers up {name}.")
        elif got.holder is not None:
            game.log.emit(ev.Narration, text=f"{name} is gone with {ch.fighter(got.holder).name}.")
        else:
            game.log.emit(ev.Narration, text=f"{name} is left behind.")
