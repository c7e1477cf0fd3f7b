"""Contracts in the City Phase (pp. 46, 154, 160–161): step 4 turns in what the guild has done,
step 7 draws the job board the guild signs from.

- *Turn in contracts* (step 4, p. 154): each signed contract the guild has fulfilled pays its
  reward, shared among the living (policy ``worm.gm.contracts.split``), and every living
  member gains ``fame.XP_CONTRACT`` XP (p. 46) through ``worm.engine.xp``. One it can no
  longer fulfil fails (policy ``worm.gm.contracts.lapsed``); the rest stay signed.
- *Plan the next Crawl* (step 7, pp. 160–161): five distinct minor cards read on the contracts
  table, each goal fitted to this Underworld (``worm.gm.contracts.fit``); the guild signs any
  (``TakeContract``) and may give one up (``DropContract``) until it delves.

What a lord goal needs is seen as the guild comes up (``witness``), before step 2 turns the
expedition's feats into deeds.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.engine import arete, errands, rewards, xp
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import contracts as policy
from worm.gm import deeds
from worm.model.city import Job
from worm.rules import fame

TURN_IN_STEP = 4
PLAN_STEP = 7


def witness(game: Table) -> None:
    """Back on the surface: mark each signed lord contract whose lord the expedition slew, and
    each capture whose quarry was spared (``errands.witness``); each contract done is a feat
    for step 2 to judge (p. 171)."""
    errands.witness(game)
    jobs = tuple(
        replace(j, done=True)
        if j.goal == "lord" and not j.done and policy.slain(j, game.world, game.feats)
        else j
        for j in game.jobs
    )
    game.jobs = jobs
    done = (j for j in jobs if policy.fulfilled(j, game.world, game.states, game.loot))
    game.feats = (*game.feats, *(deeds.contract_done(j.patron, j.text) for j in done))


def turn_in(game: Table) -> None:
    """Step 4 (p. 154): fulfilled contracts are paid and give XP; lost ones fail."""
    if not game.jobs:
        return
    game.log.emit(ev.CityStep, step=TURN_IN_STEP, name="contracts")
    void = game.city is not None and "contracts_void" in game.city.flags
    for job in game.jobs:
        if policy.fulfilled(job, game.world, game.states, game.loot):
            _fulfil(game, job)
            continue
        why = (
            "the City the guild left is gone, and every contract with it (p. 150)"
            if void
            else policy.lapsed(job, game.world, game.states, game.pack, _phases(game, job))
        )
        if why is not None:
            _fail(game, job, why)


def _phases(game: Table, job: Job) -> int:
    """City Phases reached since the contract was signed (one per expedition since)."""
    return game.expeditions - job.signed


def _fulfil(game: Table, job: Job) -> None:
    members = [a for a in game.guild.in_marching_order() if not a.conditions.dead]
    _close(game, job)
    game.log.emit(
        ev.Contract,
        id=job.id,
        change="fulfilled",
        patron=job.patron,
        goal=job.goal,
        reward=job.reward,
    )
    game.ruling(
        "p. 154",
        f"{job.patron} pays {job.reward} gold for the contract done: equal shares to "
        f"{len(members)}, odd coins to the first in marching order (p. 172)",
    )
    for a, share in zip(members, policy.split(job.reward, len(members)), strict=True):
        now = game.guild.adventurer(a.id)
        if share:
            game.set_adventurer(now.model_copy(update={"gold": now.gold + share}))
            game.log.emit(
                ev.Item,
                who=a.name,
                item="gold",
                change="gained",
                count=share,
                cause=f"share of {grammar.possessive(job.patron)} reward, p. 154",
            )
        xp.gain(game, a.id, fame.XP_CONTRACT, "a contract fulfilled, p. 46")
    rewards.pay_in_kind(game, job, members)
    arete.oath_kept(game, f"the contract sealed with {job.patron}")


def _fail(game: Table, job: Job, why: str) -> None:
    _close(game, job)
    game.log.emit(
        ev.Contract,
        id=job.id,
        change="failed",
        patron=job.patron,
        goal=job.goal,
        reward=job.reward,
        cause=why,
    )
    game.ruling("p. 46", f"the contract for {job.patron} fails: {why}")


def _close(game: Table, job: Job) -> None:
    game.jobs = tuple(j for j in game.jobs if j.id != job.id)
    game.guild = fame.close_contract(game.guild, job.id)


def post(game: Table) -> None:
    """Step 7 (pp. 160–161): the job board, five distinct minor values read on the contracts
    table, each fitted to the Underworld; a row that fits nothing is passed over."""
    city = game.city
    if city is None:
        return
    game.log.emit(ev.CityStep, step=PLAN_STEP, name="plan")
    by_card = {c.card: c for c in game.pack.contracts.values()}
    held = {j.entry for j in game.jobs}
    board: list[Job] = []
    seen: set[int] = set()
    for _ in range(policy.MOST_DRAWS):
        if len(board) == policy.BOARD:
            break
        card = game.draw_and_discard("minor", "the job board, p. 161")
        if card.is_fool or card.value in seen or card.value not in by_card:
            continue
        seen.add(card.value)
        row = by_card[card.value]
        fitted = policy.fit(row.goal, card.value, game.world, game.states, game.pack)
        if row.id in held or fitted is None:
            continue
        level, target, name = fitted
        board.append(
            Job(
                id=f"{row.id}_{game.expeditions}",
                entry=row.id,
                card=card.value,
                patron=row.patron,
                goal=row.goal,
                level=level,
                target=target,
                text=row.text.format(target=name),
                reward=row.reward,
                room=int(target) if row.goal in policy.ROOM_GOALS else -1,
                client=_client(row.client, row.goal, name),
                parcel=row.parcel,
                gear=row.gear,
                favour=row.favour,
            )
        )
    game.city = replace(city, board=tuple(board))
    game.ruling(
        "p. 161",
        f"the job board holds {len(board)} contract{'s' * (len(board) != 1)}: "
        + "; ".join(f"{j.patron} ({j.reward} gold)" for j in board),
    )


def _client(client: str | None, goal: str, name: str) -> str | None:
    """Who the goal concerns: the row's client, or for a capture the quarry fitted."""
    if goal == "capture":
        return name.split(" in room ")[0]
    return client


def _pick(jobs: tuple[Job, ...], wanted: str, where: str) -> Job:
    """A contract by its place in the list (1, 2 …) or its id."""
    word = wanted.strip().lower()
    if word.isascii() and word.isdigit() and len(word) <= 3 and 1 <= int(word) <= len(jobs):
        return jobs[int(word) - 1]
    for j in jobs:
        if word in (j.id, j.entry):
            return j
    raise IllegalCommand(f"there is no contract {wanted!r} {where} ({len(jobs)} there, p. 160)")


def take(game: Table, command: cmd.TakeContract) -> None:
    """The guild signs a contract from the job board with its seal (pp. 46, 160)."""
    city = game.city
    if city is None or game.phase != "city":
        raise IllegalCommand("contracts are signed in the City, from the job board (p. 160)")
    if city.step < PLAN_STEP:
        raise IllegalCommand(
            "the job board goes up in step 7, after the City Actions: 'plan' to go on now (p. 148)"
        )
    job = _pick(city.board, command.contract, "on the job board")
    errands.hand_over(game, job)  # a delivery's parcel (refused first if nobody has room)
    signed = replace(job, signed=game.expeditions)
    game.city = replace(city, board=tuple(j for j in city.board if j.id != job.id))
    game.jobs = (*game.jobs, signed)
    game.guild = fame.take_contract(game.guild, signed.id)
    game.log.emit(
        ev.Contract, id=job.id, change="taken", patron=job.patron, goal=job.goal, reward=job.reward
    )
    game.ruling(
        "p. 46", f"the guild puts its seal to {grammar.possessive(job.patron)} contract: {job.text}"
    )


def drop(game: Table, command: cmd.DropContract) -> None:
    """The guild gives up a contract it signed (p. 46): the patron counts it failed."""
    if game.phase != "city":
        raise IllegalCommand("a contract is given up to its patron, in the City (p. 46)")
    job = _pick(game.jobs, command.contract, "signed by the guild")
    _fail(game, job, "the guild gives it up")
