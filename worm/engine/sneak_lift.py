"""Lifting a treasure unseen (Sneak, p. 74): one off sneaking creeps next door and takes it.

The book lets a sneaker go "dramatically off-stage"; what they do there is the table's to
rule. Policy (ours), beside scouting (``worm.engine.sneak_ahead``): one off sneaking may creep
to a room next to the guild's, by a way the guild knows and can pass, that the guild has not
entered, and reach for what lies there to be taken (its treasure, its keys):

- nothing there to take: they come back empty-handed;
- a trap the guild has not passed guards it: they see it (it is found, p. 88) and leave it be,
  since a trap sprung with no one but them to answer it is no sneaking;
- no one dwells there (or the guild dealt with them): it is theirs, no test;
- its dwellers are there: taking it from under their noses is a test of Pentacles, the GM
  calling for one since the outcome is in doubt (p. 8). A success carries it off unseen. A
  failure is seen: they bolt back to the guild empty-handed, out of the shadows (no ambush to
  spring now), and the hue and cry is loud noise, an extra Meatgrinder draw (p. 91).

Either way the creeping takes time: an extra Meatgrinder draw that counts only on I–V (p. 91).
The dwellers are not met: whether they are roused for good is left to when the guild walks in.
"""

from __future__ import annotations

from typing import Final

from worm.engine import commands as cmd
from worm.engine import crawl, explore, fortune, lore_questions, sneak, sneak_ahead, traps
from worm.engine import events as ev
from worm.engine.sneak import PAGE, TALENT
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.crawl import Followup
from worm.model.fate import FateTest, Outcome

ATTRIBUTE: Final = "pentacles"
"""The test of one lifting a treasure from under its dwellers' noses (policy)."""


def reachable(game: Table) -> list[int]:
    """The rooms a sneaker could creep to from the guild's (``sneak_ahead.reachable``)."""
    return sneak_ahead.reachable(game)


def watched(game: Table, room: int) -> bool:
    """Whether ``room``'s dwellers are there to see a hand reach for its treasure."""
    stock = game.level.stock[room]
    return bool(stock.denizens) and room not in game.state.settled


def untaken(game: Table, room: int) -> bool:
    """Whether ``room`` still holds a treasure or a key to take."""
    stock = game.level.stock[room]
    return room not in game.state.looted and bool(stock.treasure or stock.key_to)


def lift(game: Table, command: cmd.Lift) -> None:
    """``command.who``, off sneaking, creeps to the room ``command.to`` and reaches for what
    lies there (policy)."""
    a, room = sneak_ahead.errand(game, command.who, command.to, "lifts unseen")
    where = game.plan.key(room)
    if room not in reachable(game):
        raise IllegalCommand(f"no known, open way leads from here straight to {where}")
    game.ruling(f"p. {PAGE}", f"{a.name} creeps to {where}, unseen, to lift what lies there")
    lore_questions.note(game, room, TALENT)  # they have seen who is there
    if not untaken(game, room):
        game.log.emit(ev.Narration, text=f"{a.name} is back in the shadows: nothing to take.")
        crawl.extra(game, "time")
        return
    guard = traps.guarding(game, room)
    if guard is not None:
        traps.spot(game, room, guard, how=f"seen by {a.name}, who leaves the treasure be")
        crawl.extra(game, "time")
        return
    if not watched(game, room):
        explore.carry_off(game, a.id, room)
        crawl.extra(game, "time")
        return
    game.ruling("p. 8", f"{a.name} reaches for it under its dwellers' noses: a test of Pentacles")
    fortune.test_each(
        game,
        Followup(
            testers=(a.id,), attribute=ATTRIBUTE, task=f"lift the treasure of {where}", lift=room
        ),
    )


def lifted(game: Table, room: int, test: FateTest) -> None:
    """The test stands: carried off unseen, or seen and bolting back (policy)."""
    a = game.guild.adventurer(test.who)
    where = game.plan.key(room)
    if test.outcome in (Outcome.SUCCESS, Outcome.GREAT_SUCCESS):
        game.ruling(f"p. {PAGE}", f"{a.name} slips out of {where} with it, unseen")
        explore.carry_off(game, a.id, room)
        crawl.extra(game, "time")
        return
    game.ruling(
        f"p. {PAGE}",
        f"the dwellers of {where} see {a.name}, who bolts back to the guild empty-handed",
    )
    sneak.seen(game, a.id)
    crawl.extra(game, "loud_noise")
