"""The cockatrice's Gaze (p. 257): once a round, spending no card, it stares at one creature.
One not yet Rooted is Rooted (a Recover shakes it off); one already Rooted is Cursed to stone,
and no Recover lifts a Curse.

An adventurer of stone (``Conditions.stone``) is out of the fight and acts no more: the guild
carries the statue along as it carries one at Death's Door, and only the cockatrice's oil
poured over it (p. 233, ``worm.engine.petrification``) gives back the flesh. The stare comes
at the start of the band's turn, before its card; whom it picks is ``worm.gm.gaze``.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine.actions import fighters, harm
from worm.engine.table import Table
from worm.gm import gaze as policy
from worm.model.challenge import Challenge, Fighter

NOTE = "Gaze of the Cockatrice"
PAGE = policy.PAGE
ROOT = "root"


def _away(ch: Challenge, here: int, there: int) -> int:
    """Zones between ``here`` and ``there``: 0, 1 for a neighbour, 2 for anything farther."""
    if here == there:
        return 0
    return 1 if there in ch.zone(here).neighbours else 2


def stares(game: Table, key: str) -> bool:
    """Whether the band ``key`` has the Gaze."""
    return any(n.name == NOTE for n in fighters.block(game, key).notes)


def stare(game: Table, key: str) -> None:
    """The band's stare for this round, if it has the Gaze and anyone is in reach."""
    ch = game.under_way()
    if ch.group(key).side != "foes" or not stares(game, key):
        return
    eye = next((f for f in ch.members(key) if f.fighting), None)
    if eye is None:
        return
    seen = [
        policy.Seen(f.key, _away(ch, eye.zone, f.zone), ROOT in f.effects) for f in ch.side("guild")
    ]
    chosen = policy.target(seen)
    if chosen is None:
        return
    target = ch.fighter(chosen.key)
    game.ruling(
        policy.CHOSEN,
        f"{NOTE}: {grammar.agree(eye.name, 'fix')} its stare on {target.name}"
        + (", already Rooted" if chosen.rooted else ""),
    )
    if chosen.rooted:
        petrify(game, target, by=eye.name)
    else:
        harm.afflict(game, target.key, ROOT)


def petrify(game: Table, target: Fighter, *, by: str) -> None:
    """Turn the adventurer ``target`` to stone (p. 257): a Curse, out of the fight."""
    a = game.guild.adventurer(target.key)
    conditions = a.conditions.model_copy(update={"stone": True})
    game.set_adventurer(a.model_copy(update={"conditions": conditions}))
    game.log.emit(
        ev.Condition,
        who=a.name,
        change="turned to stone",
        cause=f"the stare of {by}, a Curse no Recover lifts, p. {PAGE}",
    )
    harm.sync(game)
