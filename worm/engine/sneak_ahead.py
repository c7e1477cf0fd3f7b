"""Going ahead alone (Sneak, p. 74): one off sneaking creeps into the room next door and looks.

The book lets a sneaker go "dramatically off-stage" and turn up wherever it is plausible they
could have snuck; what they do while away is the table's to rule. Policy (ours): one off
sneaking may creep ahead, unseen, to a room next to the guild's by a way the guild knows and
can pass (not a door still locked), that the guild has not entered. They look it over and
come back to the shadows near the guild, still off sneaking:

- its dwellers are named, and the guild knows them as a bid on the room would tell them
  (``lore_questions.note``, which the bot's ``autolore.shuns`` reads);
- each trap the guild has not found there is found (``traps.spot``, p. 88);
- it is no free look: the creeping takes time, an extra Meatgrinder draw that counts only on
  I–V (p. 91).

A room is scouted once; scouting is no fresh use of the talent (the sneaking was).
"""

from __future__ import annotations

from typing import Final

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import crawl, lore_questions, traps
from worm.engine import events as ev
from worm.engine.sneak import PAGE, TALENT
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer

SCOUTED: Final = TALENT
"""What the guild was told a room's dwellers by (``lore_questions.told``): a sneaker's look."""


def next_door(game: Table) -> list[int]:
    """The rooms a sneaker could creep to from the guild's: next door by a known way that is
    not locked, and not yet entered or scouted."""
    return [r for r in reachable(game) if not lore_questions.told(game, r, SCOUTED)]


def reachable(game: Table) -> list[int]:
    """The rooms next door to the guild's by a known way that is not locked, not yet
    entered (scouted or not)."""
    plan, state = game.plan, game.state
    found: list[int] = []
    for other, edge in plan.neighbours(game.room, state):
        e = plan.level.map.edges[edge]
        if e.locked and edge not in state.unlocked:
            continue
        if other not in state.visited and other not in found:
            found.append(other)
    return found


def scout(game: Table, command: cmd.Scout) -> None:
    """``command.who``, off sneaking, creeps to the room ``command.to`` and looks (policy)."""
    a, room = errand(game, command.who, command.to, "goes ahead")
    where = game.plan.key(room)
    if lore_questions.told(game, room, SCOUTED):
        raise IllegalCommand(f"{where} has been scouted already")
    if room not in next_door(game):
        raise IllegalCommand(f"no known, open way leads from here straight to {where}")
    game.ruling(f"p. {PAGE}", f"{a.name} creeps ahead to {where}, unseen, and looks it over")
    game.log.emit(ev.Narration, text=f"{a.name} is back in the shadows: {report(game, room)}.")
    lore_questions.note(game, room, SCOUTED)
    for trap in [t for t in traps.live(game, room) if (room, t.id) not in game.state.spotted]:
        traps.spot(game, room, trap, how=f"seen by {a.name} creeping ahead")
    crawl.extra(game, "time")


def errand(game: Table, who: str, to: str, doing: str) -> tuple[Adventurer, int]:
    """The sneaker ``who`` and the room ``to`` of an errand next door, checked: in the Crawl,
    off sneaking, able to act, and a room on the map the guild has not entered."""
    game.require_crawl()
    a = game.guild.adventurer(who)
    if a.id not in game.sneaking:
        raise IllegalCommand(f"{a.name} is not off sneaking: only a sneaker {doing} (p. {PAGE})")
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: at Death's Door or dead (p. 31)")
    room = game.plan.room(to, game.state)
    if room in game.state.visited:
        raise IllegalCommand(
            f"the guild has been into {game.plan.key(room)}: there is nothing to creep up on"
        )
    return a, room


def report(game: Table, room: int) -> str:
    """What a sneaker tells of ``room``: who dwells there, and how many traps wait."""
    stock = game.level.stock[room]
    who = sorted({game.pack.monsters[d].name for d in stock.denizens if d in game.pack.monsters})
    told = f"{' and '.join(who)} in {game.plan.key(room)}" if who else "no one lives there"
    waiting = [t for t in traps.live(game, room) if (room, t.id) not in game.state.spotted]
    if waiting:
        return f"{told}; {grammar.counted(len(waiting), 'trap')} lying in wait"
    return f"{told}; no trap that they saw"
