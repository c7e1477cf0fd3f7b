"""Harvesting reagents (p. 231): the creatures a won fight leaves lying, and an alchemist's
watch spent cutting out what is alchemically potent into empty hermetic bottles."""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import crawl
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import alchemy as policy
from worm.model.challenge import Challenge
from worm.model.inventory import Carried
from worm.model.level import Corpse
from worm.rules import alchemy, pack_space

SLAIN = ("down", "destroyed", "dead")  # how a foe left the fight that leaves a body behind


def lay_out(game: Table, ch: Challenge) -> None:
    """Record the foes a won Challenge leaves dead where it was fought (p. 231), with the
    watch of the fight: the body spoils once another watch has passed. Bodies already
    spoiled are forgotten, so the level keeps only what could still be harvested."""
    bodies, where = [], ch.room if ch.room >= 0 else game.room  # met on the way: where it stands
    for fighter in ch.fighters:
        creature = ch.group(fighter.group).creature if fighter.side == "foes" else None
        if creature is None or fighter.out not in SLAIN:
            continue
        found = policy.yield_of(game.pack, creature)
        bodies.append(Corpse(where, creature, game.watches, found.reagents))
    if not bodies:
        return
    state = game.state
    kept = tuple(c for c in state.corpses if alchemy.fresh(c, game.watches))
    game.states[game.depth] = replace(state, corpses=(*kept, *bodies))
    worth = sum(b.reagents for b in bodies)
    if worth and any(a.active and alchemy.alchemist(a) for a in game.guild.adventurers):
        name = alchemy.creature_name(game.pack, bodies[0].creature)
        lie = (
            f"The body of {name} lies fresh where it fell"
            if len(bodies) == 1
            else f"Bodies of {name} lie fresh where they fell"
        )
        game.log.emit(
            ev.Narration,
            text=f"{lie}: an alchemist could cut {grammar.counted(worth, 'reagent')} from "
            f"{'it' if len(bodies) == 1 else 'them'} before another watch is out.",
            offers=("harvest",),
        )


def fresh_here(game: Table) -> tuple[Corpse, ...]:
    """The bodies lying where the guild stands that have not yet spoiled (p. 231)."""
    return tuple(
        c
        for c in game.state.corpses
        if c.room == game.room and alchemy.fresh(c, game.watches) and c.reagents > 0
    )


def harvest_command(game: Table, command: cmd.Harvest) -> None:
    """``who`` spends a watch harvesting the fresh kills here into empty hermetic bottles,
    one reagent a bottle (pp. 230–231). Anything else is the book's "No", and no time passes."""
    game.require_crawl()
    a = game.guild.adventurer(command.who)
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: at Death's Door or dead (p. 31)")
    if not alchemy.alchemist(a):
        raise IllegalCommand(f"{a.name} does not know which viscera to take: no Alchemy (p. 231)")
    here = [c for c in game.state.corpses if c.room == game.room]
    if not here:
        raise IllegalCommand("no creature the guild has slain lies here to harvest (p. 231)")
    fresh = [c for c in here if alchemy.fresh(c, game.watches)]
    if not fresh:
        raise IllegalCommand("the bodies here have lain a watch or more: spoiled (p. 231)")
    worth = [i for i, c in enumerate(game.state.corpses) if c in fresh and c.reagents > 0]
    if not worth:
        why = policy.yield_of(game.pack, fresh[0].creature).why
        raise IllegalCommand(f"nothing to harvest here: {why} (p. 231)")
    bottles = list(alchemy.empty_bottles(a))
    if not bottles:
        raise IllegalCommand(
            f"{a.name} has no empty hermetic bottle: a reagent spoils unless sealed (p. 230)"
        )
    _harvest(game, command.who, worth, bottles)
    crawl.watch_passes(game, "long_task")


def _harvest(game: Table, who: str, worth: list[int], bottles: list[Carried]) -> None:
    """Fill the bottles from the bodies (indexes into the level's corpses), in the order they
    fell; a body left with reagents once the bottles run out keeps them."""
    a = game.guild.adventurer(who)
    inventory, corpses = a.inventory, list(game.state.corpses)
    for index in worth:
        corpse = corpses[index]
        got = min(corpse.reagents, len(bottles))
        for bottle in bottles[:got]:
            sealed = bottle.model_copy(update={"item": alchemy.REAGENT, "of": corpse.creature})
            inventory = pack_space.replace(inventory, sealed)
            game.log.emit(
                ev.Item,
                who=a.name,
                item=alchemy.label(game.pack, sealed),
                change="gained",
                cause="harvested into a hermetic bottle, p. 231",
            )
        bottles = bottles[got:]
        corpses[index] = replace(corpse, reagents=corpse.reagents - got)
        if got:
            game.ruling("p. 231", policy.yield_of(game.pack, corpse.creature).why)
    game.states[game.depth] = replace(game.state, corpses=tuple(corpses))
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    game.log.emit(
        ev.Narration,
        text=f"{a.name} spends a watch cutting reagents from the fresh kill and sealing them.",
    )
