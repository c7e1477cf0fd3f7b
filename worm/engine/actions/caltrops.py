"""Caltrops (p. 164): strewn over a zone with Use Item (Cups, p. 118), they deny it — any
unshod creature that walks into the zone takes a Wound (``harm.enter_zone``). Who goes unshod
is the GM's policy, ``worm.gm.wards.unshod``.

Policy: the bag is used up, left on the floor when the fight ends; only foes tread on them
(the guild knows where it threw them); a creature that Avoids its way in steps between them,
as past a hazard (p. 117); creatures already standing in the zone are not hurt until they
walk back into it.
"""

from __future__ import annotations

from collections.abc import Iterator

from worm.engine import events as ev
from worm.engine import kit
from worm.engine.actions import fighters, totals
from worm.engine.actions.spec import Offer
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.challenge import Challenge, Declared, Fighter, evolve

CALTROPS = "caltrops"
"""The item, and the rule a strewn zone carries (``Zone.rules``)."""


def strewable(ch: Challenge, fighter: Fighter) -> None:
    """Caltrops go in the zone one stands in, once."""
    if CALTROPS in ch.zone(fighter.zone).rules:
        raise IllegalCommand(f"{ch.zone(fighter.zone).name} is strewn with caltrops already")


def scatter(game: Table, fighter: Fighter, d: Declared) -> None:
    """Strew the bag over the zone: it is used up, and the zone is denied (p. 164)."""
    ch = game.under_way()
    zone = ch.zone(fighter.zone)
    if CALTROPS in zone.rules:
        game.ruling("p. 115", f"the caltrops are not strewn: {zone.name} is strewn already")
        return
    a = fighters.adventurer(game, fighter.key)
    after, _ = kit.lose(a, CALTROPS, 1)
    game.set_adventurer(after)
    game.log.emit(ev.Item, who=a.name, item="Caltrops", change="used", cause="strewn")
    totals.act(game, fighter.name, d, None, None, f"caltrops strewn over {zone.name}")
    strewn = evolve(zone, rules=zone.rules | {CALTROPS})
    ch = game.under_way()
    game.challenge = evolve(ch, zones=tuple(strewn if z.id == zone.id else z for z in ch.zones))


def offers(ch: Challenge, me: Fighter) -> Iterator[Offer]:
    yield Offer(None, CALTROPS, f"Strew Caltrops over {ch.zone(me.zone).name}")
