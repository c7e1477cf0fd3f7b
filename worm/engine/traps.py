"""Traps in play (pp. 88–89, 370–373): telegraphed, spotted, bypassed or set off.

Policy (p. 370, rules digest §9): a trap guards something. One set off by ``enter``, ``touch``,
``take`` or ``open`` guards the room's treasure and goes off when the guild takes it; ``cross``
and ``light`` go off when the guild crosses the room to another way out (``light`` only with a
naked flame: a lantern's is shut in); ``not_careful`` goes off on entering unless the guild
moves carefully. Moving carefully, or searching the way the trap's ``spot.how`` says, finds a
trap with no test (p. 88); a spotted trap gives favor on the test it calls for, the caution of
the book's example crawl (p. 105). Once set off, the guild is past it.
"""

from __future__ import annotations

from dataclasses import replace

from worm.content.features import Trap
from worm.content.interaction import Interaction, Nothing, Outcome
from worm.engine import events as ev
from worm.engine import fortune, kit, outcomes
from worm.engine.table import Table
from worm.model.crawl import Followup
from worm.tarot import Suit

GUARDS = ("enter", "touch", "take", "open")
CROSSING = ("cross", "light")
FACE_IT = Interaction(verb="take your chances", on_success=(Nothing(effect="nothing"),))


def live(game: Table, room: int) -> list[Trap]:
    """The traps of a room the guild is not yet past."""
    state = game.state
    return [
        game.pack.traps[t] for t in game.level.stock[room].traps if (room, t) not in state.passed
    ]


def on_enter(game: Table, room: int) -> str | None:
    """A room's traps on entering: spotted when moving carefully; ``not_careful`` ones fire."""
    found = None
    for trap in live(game, room):
        if game.careful:
            spot(game, room, trap, how="moving carefully")
        if trap.trigger.when == "not_careful" and not game.careful:
            fire(game, room, trap)
            return "trap"
        found = "trap"
    return found


def spot(game: Table, room: int, trap: Trap, *, how: str) -> None:
    """The guild finds a trap (p. 88): no test, and the GM tells it what it found."""
    state = game.state
    if (room, trap.id) in state.spotted:
        return
    game.states[game.depth] = replace(state, spotted=state.spotted | {(room, trap.id)})
    game.log.emit(ev.Reveal, what=f"trap: {trap.name}", where=game.plan.key(room))
    game.ruling("p. 88", f"{how}, the guild finds the trap with no test")
    game.log.emit(ev.Narration, text=trap.spot.text)


def may_leave(game: Table, tile: tuple[int, int]) -> bool:
    """Before stepping out of the room onto ``tile``: a crossing trap goes off (policy above).

    Going back the way the guild came is not crossing. Returns False when the guild stops.
    """
    room = game.room
    if room < 0 or int(game.plan.room_at[tile[1], tile[0]]) == room:
        return True
    if game.came_from is not None and _towards(game, tile, game.came_from):
        return True
    for trap in live(game, room):
        if trap.trigger.when not in CROSSING:
            continue
        if trap.trigger.when == "light" and not _naked_flame(game):
            continue
        fire(game, room, trap)
        game.log.emit(ev.Stop, reason="trap", detail=trap.name)
        return False
    return True


def _towards(game: Table, tile: tuple[int, int], room: int) -> bool:
    edge = game.plan.door_of.get(tile)
    if edge is None:
        return False
    e = game.plan.level.map.edges[edge]
    return room in (e.a, e.b)


def _naked_flame(game: Table) -> bool:
    items = game.pack.items
    return any(
        (source := items[c.item].light) is not None and source.fuel is None
        for a in game.guild.adventurers
        for c in kit.lit(a)
    )


def guarding(game: Table, room: int) -> Trap | None:
    """The live trap that guards the room's treasure, if any."""
    return next((t for t in live(game, room) if t.trigger.when in GUARDS), None)


def fire(game: Table, room: int, trap: Trap) -> None:
    """The trap goes off (p. 89): its responses are offered first, else those it catches test."""
    since = len(game.log.events) + 1  # what "why" explains of its choice starts here
    game.ruling("p. 89", f"the trap goes off: {trap.name}")
    game.log.emit(ev.Narration, text=trap.trigger.text)
    state = game.state
    game.states[game.depth] = replace(state, passed=state.passed | {(room, trap.id)})
    if trap.responses:
        game.offer(
            trap.name,
            (*trap.responses, FACE_IT),
            source=("trap", room, trap.id),
            scene=trap.trigger.text,
            since=since,
        )
        return
    spring(game, room, trap)


def spring(game: Table, room: int, trap: Trap) -> None:
    """Those the trigger catches test its attribute, or simply suffer it with none (p. 89)."""
    trigger = trap.trigger
    order = [a for a in game.guild.in_marching_order() if a.active]
    if not order:
        return
    caught = order if trigger.who == "each" else [order[0]]
    spotted = (room, trap.id) in game.state.spotted
    if trigger.approach is None or (trigger.quick and not spotted):
        if trigger.quick:
            game.ruling("p. 371", "it comes too fast for anyone who was not ready for it")
        for a in caught:
            outcomes.play(game, trigger.on_failure, a.id, cause=trap.name)
        return
    favor = ("the guild knew the trap was there (p. 105)",) if spotted else ()
    fortune.test_each(
        game,
        _follow(
            game,
            tuple(a.id for a in caught),
            trigger.approach,
            trap.name,
            trigger.on_success,
            trigger.on_failure,
            favor,
            trigger.text,
        ),
    )


def _follow(
    game: Table,
    testers: tuple[str, ...],
    attribute: Suit,
    task: str,
    on_success: tuple[Outcome, ...],
    on_failure: tuple[Outcome, ...],
    favor: tuple[str, ...],
    stakes: str = "",
) -> Followup:
    return Followup(
        testers=testers,
        attribute=attribute,
        task=task,
        on_success=on_success,
        on_failure=on_failure,
        favor=favor,
        dangerous=True,
        stakes=stakes,
    )
