"""The book's contracts that send the guild after someone or something (p. 161): a captive to
free, a quarry to take alive, a client to lead down and back, a parcel to leave in a room.

Each is placed in the Underworld when the board is drawn (``worm.gm.contracts.fit``: a room
or a level, from the cards of the seeded deck) and becomes ``done`` below, in play:

- *rescue*: walking into the captive's room frees them; they follow the guild up;
- *capture*: the band of the quarry's room gives up and is spared (p. 123), and the quarry is
  led along (``worm.gm.contracts.captured``);
- *escort*: the client goes down with the guild at its next delve and is brought to the named
  level;
- *delivery*: the patron's parcel, handed to the guild at signing (``hand_over``), is carried
  into the named room and left there.

A freed captive, a quarry or a client follows the guild and comes up with it (policy: they
share the guild's road and are not fought over); the contract is paid when the guild is back
in the City (``worm.engine.contracts.turn_in``).
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import contracts as policy
from worm.gm import tools
from worm.model.city import Job


def hand_over(game: Table, job: Job) -> None:
    """A delivery's parcel goes to the first in marching order with room for it (p. 37);
    refused, before anything changes, when nobody has."""
    if job.parcel is None:
        return
    item = game.pack.items[job.parcel]
    for a in game.guild.in_marching_order():
        if a.conditions.dead:
            continue
        taken, placed = kit.gain(a, job.parcel, 1, game.pack)
        if placed:
            game.set_adventurer(taken)
            game.log.emit(
                ev.Item,
                who=a.name,
                item=item.name,
                change="gained",
                cause=f"{grammar.possessive(job.patron)} parcel to deliver, p. 161",
            )
            return
    raise IllegalCommand(
        f"nobody has room for {grammar.possessive(job.patron)} "
        f"parcel ({item.name.lower()}): make room first (p. 37)"
    )


def set_out(game: Table) -> None:
    """The guild delves: each client of a signed escort goes down with it."""
    for job in game.jobs:
        if job.goal == "escort" and not job.done:
            game.log.emit(
                ev.Narration,
                text=f"{job.client} goes down with the guild, to be led to {_level(game, job)} "
                f"for {job.patron} (p. 161).",
            )


def on_enter(game: Table, room: int) -> None:
    """The guild walks into ``room``: whatever a signed contract awaits here happens."""
    jobs = game.jobs
    if not jobs:
        return
    for job in jobs:
        if job.done:
            continue
        if job.goal == "escort" and game.depth == job.level:
            _done(game, job, f"{job.client} is brought to {_level(game, job)}, as promised")
        elif job.goal == "capture" and policy.captured(job, game.states):
            if held(game, job):
                _done(game, job, f"{job.client} gave up and is led along, to go up alive")
        elif (game.depth, room) != (job.level, job.room):
            continue
        elif job.goal == "rescue":
            _done(game, job, f"{job.client} is found here, held fast; the guild frees them")
        elif job.goal == "delivery":
            _deliver(game, job)


def witness(game: Table) -> None:
    """Back on the surface: a quarry spared in the fight that ended the expedition counts too."""
    for job in game.jobs:
        if job.goal == "capture" and not job.done and policy.captured(job, game.states):
            if held(game, job):
                _done(game, job, f"{job.client} is led up into the City")


def held(game: Table, job: Job) -> bool:
    """A spared quarry is the guild's to lead up only if it can be held: a person in manacles
    (p. 167, policy ``worm.gm.tools.manacled``). Without them the capture waits; the GM says
    why once for each contract (a mark in the quarry's level's flags)."""
    state = game.states[job.level]
    creature = next((b.creature for b in state.bands if b.room == job.room), None)
    if creature is None or not tools.person(game.pack, creature):
        return True
    ok, why = tools.manacled(kit.carried_by(game.guild), job.client or "the quarry")
    mark = f"unmanacled:{job.id}"
    if ok or mark not in state.flags:
        game.ruling("p. 167", why)
    if not ok:
        game.states[job.level] = replace(state, flags=state.flags | {mark})
    return ok


def taken_back(game: Table, captors: str) -> None:
    """The guild surrenders (p. 124): the victors take the captives it freed and the quarry it
    led along with the plunder (policy). A captive is theirs to find again; a quarry is gone
    for good (its contract can no longer be done, and lapses). A client keeps with the
    guild."""
    lost = [j for j in game.jobs if j.done and j.goal in ("rescue", "capture")]
    if not lost:
        return
    names = {j.id for j in lost}
    game.jobs = tuple(
        replace(j, done=False, room=j.room if j.goal == "rescue" else -1) if j.id in names else j
        for j in game.jobs
    )
    who = ", ".join(j.client or j.patron for j in lost)
    game.ruling("p. 124", f"{captors} take {who} from the guild with the plunder")


def along(game: Table) -> tuple[str, ...]:
    """Who follows the guild for a contract: freed captives, quarries, clients."""
    return tuple(
        j.client
        for j in game.jobs
        if j.client is not None and (j.done or (j.goal == "escort" and game.phase != "city"))
    )


def _deliver(game: Table, job: Job) -> None:
    assert job.parcel is not None
    item = game.pack.items[job.parcel]
    carrier = next(
        (a for a in game.guild.in_marching_order() if kit.count(a, job.parcel) and a.active),
        None,
    )
    if carrier is None:
        game.log.emit(
            ev.Narration,
            text=f"This is where {grammar.possessive(job.patron)} "
            f"{item.name.lower()} should be left, but nobody "
            "here carries it.",
        )
        return
    after, _ = kit.lose(carrier, job.parcel, 1)
    game.set_adventurer(after)
    game.log.emit(
        ev.Item,
        who=carrier.name,
        item=item.name,
        change="lost",
        cause=f"left here for {job.patron}, p. 161",
    )
    _done(
        game,
        job,
        f"{carrier.name} leaves {grammar.possessive(job.patron)} {item.name.lower()} here",
    )


def _done(game: Table, job: Job, said: str) -> None:
    game.jobs = tuple(replace(j, done=True) if j.id == job.id else j for j in game.jobs)
    text = (
        f"{said[0].upper()}{said[1:]}. {grammar.possessive(job.patron)} "
        f"contract is done below (p. 161)."
    )
    game.log.emit(ev.Narration, text=text)
    game.ruling(
        "p. 161", f"{grammar.possessive(job.patron)} contract is done: {said}; paid in the City"
    )


def _level(game: Table, job: Job) -> str:
    return f"{game.world.levels[job.level - 1].seed.name} (level {job.level})"
