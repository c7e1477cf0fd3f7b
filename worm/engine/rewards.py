"""What a patron pays besides gold (p. 161: coin, rare things, favours): gear for each living
member, or the favour of cheaper lodging for the City Phase the contract is turned in.

- *Gear* (``ContractCard.gear``): one of each item for every living member, if it fits beside
  the purse (p. 37); one with no room goes without (policy: the patron keeps it).
- *Lodging* (``favour = "lodging"``): the patron's friends in the City halve every upkeep
  tier's price, rounded down, for the rest of this City Phase (policy: the book's "I'll put you
  in my will" and "gifts befitting your station" made a thing the engine plays, p. 154).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from worm import grammar
from worm.engine import city_events, kit
from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.model.city import Job
from worm.rules import pack_space


def pay_in_kind(game: Table, job: Job, members: Sequence[Adventurer]) -> None:
    """The contract's gear and favour, after its gold (p. 161)."""
    for item in job.gear:
        _give(game, job, item, members)
    if job.favour == "lodging":
        _lodging(game, job)


def _give(game: Table, job: Job, item: str, members: Sequence[Adventurer]) -> None:
    name = game.pack.items[item].name
    short = []
    for member in members:
        a = game.guild.adventurer(member.id)
        taken, placed = kit.gain(a, item, 1, game.pack)
        room = taken.inventory.free("belt") + taken.inventory.free("pack")
        if not placed or pack_space.gold_slots(taken.gold) > room:
            short.append(a.name)
            continue
        game.set_adventurer(taken)
        game.log.emit(
            ev.Item,
            who=a.name,
            item=name,
            change="gained",
            cause=f"{grammar.possessive(job.patron)} reward, p. 161",
        )
    if short:
        game.ruling(
            "p. 37",
            f"no room for {grammar.possessive(job.patron)} "
            f"{name.lower()}: {', '.join(short)} goes without",
        )


def _lodging(game: Table, job: Job) -> None:
    city = game.city
    if city is None:
        return
    halved = tuple((t.id, t.cost // 2) for t in city_events.tiers(game.pack, city))
    game.city = replace(city, prices=halved)
    said = ", ".join(f"{tier} {cost}" for tier, cost in halved)
    game.ruling(
        "p. 161",
        f"{grammar.possessive(job.patron)} "
        f"friends lodge the guild for half the price this City Phase: {said} gold",
    )
