"""The risen dead met (p. 126): an adventurer who died below rises as a zombie, or a wraith
when nothing whole was left, at the watch ``worm.engine.dying`` recorded; from that watch on
the guild meets it in the room where it fell, as a creature of its kind from the bestiary.

Met once, it is a band like any other: slain, it rests; left standing, it is remembered as any
band the guild fought (``worm.engine.restocking.remember``).
"""

from __future__ import annotations

from dataclasses import replace

from worm.engine import meet
from worm.engine.table import Table
from worm.model.level import Risen


def on_enter(game: Table, room: int) -> str | None:
    """The first of the guild's dead risen in ``room`` by now, met on entering it."""
    if game.meeting is not None:
        return None
    state = game.state
    risen = next(
        (r for r in state.risen if r.room == room and not r.met and r.watch <= game.watches),
        None,
    )
    if risen is None:
        return None
    creature = kind(game, risen)
    if creature is None:
        return None
    game.states[game.depth] = replace(
        state, risen=tuple(replace(r, met=True) if r is risen else r for r in state.risen)
    )
    monster = game.pack.monsters[creature]
    game.ruling("p. 126", f"{risen.name}, dead and risen as a {risen.kind}, waits in this room")
    meet.start(
        game,
        creature,
        1,
        -1,  # it walks where it likes now: met as on the way, remembered as a roaming band
        monster.aggressive,
        name=f"{risen.name} the {risen.kind}",
    )
    return "creature"


def kind(game: Table, risen: Risen) -> str | None:
    """The bestiary's creature the risen dead are met as: the monster built on the zombie (or
    wraith) statblock, the plain one first."""
    built = sorted(m.id for m in game.pack.monsters.values() if m.base == risen.kind)
    plain = f"{risen.kind}s"
    return plain if plain in built else (built[0] if built else None)
