"""Policy for the job board and contracts (pp. 46, 154, 160–161): what the GM fits each
contract's goal to, when a signed contract is done or lost, how its reward is shared, and which
contracts a guild run by the bot signs.

The book leaves the board to the GM: four to six contracts, "draw ~5 cards" (p. 161). worm
draws five distinct minor values (the Fool drawn again) and fits each row's goal to the
Underworld as it stands, so every target exists and is not done already:

- ``reach``: the shallowest level the guild has never entered;
- ``explore``: the shallowest level with fewer than half its rooms walked;
- ``lord``: the shallowest level whose lord room is not yet dealt with;
- ``treasure``: a piece still lying in an unlooted room of the shallowest level that has one
  (not coins), the card's value choosing among them;
- ``rescue`` and ``delivery``: a room the guild has never entered on the shallowest level
  that has one (not the way in, the lord's lair nor a secret room), the card choosing — the
  captive is held there, the parcel is awaited there;
- ``capture``: a room of the shallowest level whose band (not its lord) is not dealt with,
  the card choosing; the band's creature is the quarry;
- ``escort``: the deepest level the guild has set foot on (the first when none), where the
  client asks to be led.

A row whose goal fits nothing (every level entered, say) is passed over and another drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from worm.content.models import ContentPack
from worm.gen.underworld import Level, Underworld
from worm.model.city import Feat, Job
from worm.model.level import LevelState
from worm.rules import upkeep

BOARD = 5
"""Policy (p. 161): the job board holds five contracts, from five distinct minor values."""

MOST_DRAWS = 30
"""Cards the GM turns at most for one board, so a spent Underworld leaves it short."""

WITHDRAWN_AFTER = 3
"""Policy (p. 46): a patron who has seen no result after three City Phases withdraws."""

SIGNS = 2
"""Policy (p. 160, "a contract (or two)"): the bot's guild signs two at most at a time."""

Fit = tuple[int, str, str]
"""A goal fitted to the Underworld: the level, the target id, the target's name in the text."""


def fit(
    goal: str,
    card: int,
    world: Underworld,
    states: Mapping[int, LevelState],
    pack: ContentPack,
) -> Fit | None:
    """The target a contract's goal is fitted to (the module's policy), or None."""
    levels = world.levels
    if goal == "treasure":
        return treasure(card, world, states, pack)
    if goal == "reach":
        fresh = [lv for lv in levels if lv.number not in states]
        return _level(fresh[0]) if fresh else None
    if goal == "explore":
        open_ = [lv for lv in levels if not explored(lv, states.get(lv.number))]
        return _level(open_[0]) if open_ else None
    if goal == "lord":
        ruled = [lv for lv in levels if lord_room(lv) is not None and not _lord_gone(lv, states)]
        return _level(ruled[0]) if ruled else None
    if goal == "escort":
        return _level(levels[max(states, default=1) - 1])
    if goal in ROOM_GOALS:
        return room(goal, card, world, states, pack)
    return None


ROOM_GOALS = ("rescue", "delivery", "capture")
"""Goals placed in one room: its index is the fitted target."""


def room(
    goal: str, card: int, world: Underworld, states: Mapping[int, LevelState], pack: ContentPack
) -> Fit | None:
    """The room a rescue, delivery or capture is placed in (the module's policy)."""
    for lv in world.levels:
        state = states.get(lv.number) or LevelState()
        rooms = _quarries(lv, state) if goal == "capture" else _unvisited(lv, state)
        if rooms:
            chosen = rooms[card % len(rooms)]
            where = f"room {lv.keyed.keys[chosen]} of {lv.seed.name} (level {lv.number})"
            if goal == "capture":
                where = f"the {quarry(lv, chosen, pack)} in {where}"
            return lv.number, str(chosen), where
    return None


def _unvisited(lv: Level, state: LevelState) -> list[int]:
    way_in = {w.room for w in lv.ways if w.end == "entrance"}
    return [
        i
        for i, stock in enumerate(lv.stock)
        if i not in state.visited and i not in way_in and not stock.lord and not stock.secret
    ]


def _quarries(lv: Level, state: LevelState) -> list[int]:
    return [
        i
        for i, stock in enumerate(lv.stock)
        if stock.denizens and not stock.lord and i not in state.settled
    ]


def quarry(lv: Level, room: int, pack: ContentPack) -> str:
    """The name of the creature a capture is after: the first of the room's band."""
    first = lv.stock[room].denizens[0]
    return pack.monsters[first].name if first in pack.monsters else first.replace("_", " ")


def captured(job: Job, states: Mapping[int, LevelState]) -> bool:
    """Whether the band of a capture's room gave up to the guild and was spared (p. 123): the
    quarry is the guild's to lead out."""
    state = states.get(job.level)
    return state is not None and any(
        b.room == job.room and b.fate == "spared" and b.count > 0 for b in state.bands
    )


def treasure(
    card: int, world: Underworld, states: Mapping[int, LevelState], pack: ContentPack
) -> Fit | None:
    """A treasure goal's target: a piece lying unlooted on the shallowest level that has one."""
    for lv in world.levels:
        found = lying(lv, states.get(lv.number), pack)
        if found:
            chosen = found[card % len(found)]
            return lv.number, chosen, pack.treasure[chosen].name
    return None


def lying(lv: Level, state: LevelState | None, pack: ContentPack) -> list[str]:
    """The treasure ids (not coins) still lying in the unlooted rooms of a level."""
    looted = state.looted if state is not None else frozenset()
    return [
        t
        for room, stock in enumerate(lv.stock)
        if room not in looted
        for t in stock.treasure
        if t in pack.treasure and not pack.treasure[t].coins
    ]


def _level(lv: Level) -> Fit:
    return lv.number, str(lv.number), f"{lv.seed.name} (level {lv.number})"


def lord_room(lv: Level) -> int | None:
    return next((room for room, stock in enumerate(lv.stock) if stock.lord), None)


def _lord_gone(lv: Level, states: Mapping[int, LevelState]) -> bool:
    state, room = states.get(lv.number), lord_room(lv)
    return state is not None and room in state.settled


def explored(lv: Level, state: LevelState | None) -> bool:
    """Policy: a level is explored for a contract once the guild has walked at least half of
    its rooms."""
    walked = len(state.visited) if state is not None else 0
    return 2 * walked >= len(lv.stock)


def slain(job: Job, world: Underworld, feats: Iterable[Feat]) -> bool:
    """Whether the expedition's feats hold the slaying of the level's lord (p. 149)."""
    name = world.levels[job.level - 1].seed.name
    return any(f.kind == "lord" and f.text.endswith(f"lord of {name}") for f in feats)


def fulfilled(
    job: Job, world: Underworld, states: Mapping[int, LevelState], loot: tuple[str, ...]
) -> bool:
    """Whether the guild, back in the City, has done what the contract asks."""
    if job.goal == "reach":
        return job.level in states
    if job.goal == "explore":
        return explored(world.levels[job.level - 1], states.get(job.level))
    if job.goal in ("lord", *ROOM_GOALS, "escort"):
        return job.done
    return job.target in loot


def lapsed(
    job: Job,
    world: Underworld,
    states: Mapping[int, LevelState],
    pack: ContentPack,
    phases: int,
) -> str | None:
    """Why a contract not fulfilled is lost, or None while it can still be done: the patron
    withdraws after ``WITHDRAWN_AFTER`` City Phases (policy, p. 46), the lord was dealt with
    some other way, or the treasure was taken from its room and not carried out."""
    if phases >= WITHDRAWN_AFTER:
        return f"{job.patron} sees no result after {phases} City Phases and withdraws it"
    lv = world.levels[job.level - 1]
    if job.goal == "lord" and _lord_gone(lv, states):
        return f"the lord of {lv.seed.name} is dealt with, but not slain"
    if job.goal == "treasure" and job.target not in lying(lv, states.get(lv.number), pack):
        return f"{pack.treasure[job.target].name} is no longer below, nor in the guild's hands"
    state = states.get(lv.number)
    if job.goal == "capture" and state is not None and job.room in state.settled:
        where = lv.keyed.keys[job.room]
        return f"the {quarry(lv, job.room, pack)} of room {where} is dealt with, not taken alive"
    return None


def split(reward: int, members: int) -> tuple[int, ...]:
    """Policy (p. 172, the example's even split; the guild's terms, p. 46): a contract's reward
    goes in equal shares to the living members, odd coins to the first in marching order."""
    return upkeep.shares(reward, members)


def likeliest(board: tuple[Job, ...], deepest: int) -> tuple[Job, ...]:
    """Policy for the bot's guild (p. 160): the contracts it can most likely do, best first —
    those on levels it has been to or the next one down, the easier goals first (walk in,
    then lead a client or explore, then free a captive, leave a parcel or carry out a
    treasure; never a capture or a lord), nearer levels first."""
    ease = {
        "reach": 0,
        "escort": 1,
        "explore": 1,
        "delivery": 2,
        "rescue": 2,
        "treasure": 2,
        "capture": 3,
        "lord": 4,
    }
    near = [j for j in board if j.level <= deepest + 1 and j.goal not in ("lord", "capture")]
    ranked = sorted(near, key=lambda j: (ease.get(j.goal, 9) + j.level, -j.reward))
    return tuple(ranked[:SIGNS])
