"""What Dwimmercraft's second sight (p. 82) tells of creatures while it holds: which kinds work
sorcery and which can pass unseen (policy ``worm.gm.second_sight``). The room's stocked
dwellers are told as the sight reads the room (``worm.engine.dwimmercraft.read``); a band met
that was not stocked there (one that wanders in, p. 91) is told as it is met
(``worm.engine.meet``)."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import second_sight as policy
from worm.model.adventurer import Adventurer
from worm.model.meeting import Meeting
from worm.rules import dwimmercraft as rules


def seer(game: Table) -> Adventurer | None:
    """The first in marching order able to act whose second sight holds now, or None."""
    return next(
        (
            a
            for a in game.guild.in_marching_order()
            if a.active and rules.sees(game.sight, a.id, game.watches)
        ),
        None,
    )


def of_kind(game: Table, kind: str) -> list[str]:
    """What second sight tells of the creatures of ``kind`` (a monster id)."""
    if kind not in game.pack.monsters:
        return []
    name = game.pack.monsters[kind].name
    told = []
    if policy.sorcerer(game.pack, kind):
        told.append(f"the {name} here work sorcery")
    if policy.unseen(game.pack, kind):
        told.append(f"the {name} here can pass unseen, but not from this sight")
    return told


def tell(game: Table, who: str, told: list[str]) -> None:
    """Say what ``who``'s second sight tells, ruled once (p. 82)."""
    for text in told:
        game.log.emit(ev.Narration, text=f"{who}'s second sight: {text}.")
    if told:
        game.ruling("p. 82", f"second sight tells {who} what is magical here")


def met(game: Table, meeting: Meeting) -> None:
    """A seer meets a band not stocked in the room read: told what its kinds are (p. 82)."""
    a = seer(game)
    if a is None:
        return
    stocked = set(game.level.stock[game.room].denizens) if game.room >= 0 else set()
    kinds = [meeting.creature, *(k.creature for k in meeting.others)]
    told = [t for kind in dict.fromkeys(kinds) if kind not in stocked for t in of_kind(game, kind)]
    tell(game, a.name, told)
