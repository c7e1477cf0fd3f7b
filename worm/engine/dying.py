"""Death's Door, the poultice, the dead who rise and the adventurer who takes their place
(pp. 126, 168–169).

An adventurer marked at Death's Door is out of the game but not yet gone: if nothing heals
them, they die when their watch of grace runs out. Whoever dies below does not stay dead: the
Underworld binds the soul to what is left of the body, which rises as a zombie, or as a wraith
when nothing whole is left. At the guild's next Camp a fresh adventurer, made in a hurry, finds
it and takes the dead one's place.

Policy (rules digest §34, ambiguity 18): one marked outside a Challenge dies at the next watch
that passes; one marked during a Challenge outlives the watch that ends it and dies at the one
after. The count of watches left is ``game.dying`` (adventurer id → watches still to pass).

Policy: the body stays whole after Critical damage, a fall, a failed poultice or any other
Wound, and after an outcome's outright death unless the outcome says otherwise (acid and fire
destroy it); being eaten in the dark (p. 95) destroys it. A body beyond reach — down a pit
without a bottom — leaves nothing in the guild's Underworld to rise.

The risen dead are recorded here (``worm.model.level.Risen`` on the level's state, with the
room and the watch they rise at) and met in play by ``worm.engine.undead``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from worm import grammar
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import creation
from worm.model.adventurer import Adventurer
from worm.model.level import Risen
from worm.rules import conditions
from worm.tarot import Suit

GRACE = 1  # watches an adventurer marked outside a Challenge has before dying (p. 126)
GRACE_IN_CHALLENGE = 2  # the Challenge's own closing watch does not count (policy §34)
SAVED = "wakes: Death's Door cleared, Stressed"
UNTENDED = "Death's Door: no healing within the watch"  # the cause of a death at a watch (p. 126)
# --- marking and the watch (p. 126) -----------------------------------------------------------


def mark(game: Table, who: str) -> None:
    """``who`` has just been marked at Death's Door: start the count of watches."""
    grace = GRACE_IN_CHALLENGE if game.phase == "challenge" else GRACE
    game.dying = (*((w, n) for w, n in game.dying if w != who), (who, grace))


def clear(game: Table, who: str) -> None:
    """``who`` is no longer dying: healed, or dead."""
    game.dying = tuple((w, n) for w, n in game.dying if w != who)


def watch(game: Table, cause: str) -> None:
    """A watch passes: the dead due now rise, and the dying whose grace is spent die.

    Anyone at Death's Door who was never counted (marked by a path that did not call
    :func:`mark`) is counted now as though marked since the last watch; at a Challenge's own
    watch, as though marked in the Challenge.
    """
    _rise_now(game)
    members = {a.id for a in game.guild.adventurers}
    counting = {w: n for w, n in game.dying if w in members}  # not one who has left the guild
    for a in game.guild.in_marching_order():
        if a.conditions.deaths_door and a.id not in counting:
            counting[a.id] = GRACE_IN_CHALLENGE if cause == "challenge" else GRACE
    left: dict[str, int] = {}
    due: list[Adventurer] = []
    for who, watches in counting.items():
        a = game.guild.adventurer(who)
        if not a.conditions.deaths_door:
            continue  # healed, or dead by another blow
        if watches > 1:
            left[who] = watches - 1
            game.ruling(
                "p. 126",
                f"{a.name}, struck down in the fight, lives through this watch at Death's "
                f"Door; unless healed before the next watch ends, {a.name.split()[0]} dies",
            )
        else:
            due.append(a)
    game.dying = tuple(left.items())
    for a in due:
        kill(
            game,
            a,
            UNTENDED,
            f"a watch has passed and nobody healed {a.name}: death, and there is no return",
        )
        died(game, a.id)
    for a in game.guild.adventurers:
        if a.conditions.dead and a.id not in game.fallen:
            died(game, a.id)  # a death by a path that did not record it


def untended(events: list[ev.Event]) -> list[str]:
    """The names of those ``events`` show dying at a watch, nobody having healed them (p. 126)."""
    return [
        e.who
        for e in events
        if isinstance(e, ev.Condition) and e.change == "dead" and e.cause == UNTENDED
    ]


def kill(game: Table, a: Adventurer, cause: str, why: str) -> None:
    """Mark ``a`` dead (p. 126): a ruling, then a condition event (no Wound is taken)."""
    game.ruling("p. 126", why)
    c = a.conditions.model_copy(update={"dead": True, "deaths_door": False})
    game.set_adventurer(a.model_copy(update={"conditions": c}))
    game.log.emit(ev.Condition, who=a.name, change="dead", cause=cause)
    clear(game, a.id)


def died(
    game: Table, who: str, *, whole: bool = True, at_once: bool = False, lost: bool = False
) -> None:
    """Record a death below (p. 126): the body rises as a zombie at the next watch (at once,
    after a poultice's great failure), or as a wraith when it was destroyed; a body ``lost``
    beyond reach (policy) rises nowhere the guild will go.

    Called once the death itself is marked and logged; a second call for the same death does
    nothing. Above ground the dead stay at rest.
    """
    clear(game, who)
    if who in game.fallen:
        return
    game.fallen = (*game.fallen, who)
    a = game.guild.adventurer(who)
    if game.phase == "city":
        return
    if lost:
        game.ruling("p. 126", f"{a.name} died beyond reach: no body is left here to rise")
        game.log.emit(ev.Narration, text=f"{a.name} is gone, and nothing of them will rise here.")
        return
    kind: Literal["zombie", "wraith"] = "zombie" if whole else "wraith"
    when = game.watches if at_once else game.watches + 1
    state = game.state
    risen = Risen(room=game.room, kind=kind, name=a.name, watch=when)
    game.states[game.depth] = replace(state, risen=(*state.risen, risen))
    body = "the body is whole" if whole else "nothing whole is left of the body"
    timing = "at once" if at_once else f"at watch {when}"
    game.ruling("p. 126", f"{a.name} died in the Underworld and {body}: a {kind}, rising {timing}")
    if at_once and game.phase == "crawl" and game.meeting is None:
        text = f"The life goes out of {a.name}, and at once the body lurches up again: a zombie."
    elif at_once:  # amid a meeting or a camp: met when the guild next comes into this room
        text = (
            f"The life goes out of {a.name}, and the body twitches already: a zombie will be "
            "waiting here whenever the guild comes back."
        )
    elif whole:
        text = (
            f"{a.name} lies still, but the Underworld keeps hold of the soul: the body will "
            "not rest for long."
        )
    else:
        text = f"Nothing is left of {a.name} to bury, yet the soul stays bound below."
    game.log.emit(ev.Narration, text=text)


def _rise_now(game: Table) -> None:
    for depth, state in sorted(game.states.items()):
        for risen in state.risen:
            if risen.watch == game.watches:
                keys = game.world.levels[depth - 1].keyed.keys
                where = keys[risen.room] if risen.room >= 0 else "the ways between rooms"
                game.ruling(
                    "p. 126", f"{risen.name} rises as a {risen.kind} in {where} on level {depth}"
                )


# --- healing (pp. 12, 126) ------------------------------------------------------------------


def heal(game: Table, who: str, choice: str | None = None, *, cause: str = "Heal") -> str | None:
    """The Heal effect on ``who`` (p. 12); at Death's Door it saves them (p. 126).

    Returns what was healed (None: there was no Wound to heal). The caller says where the Heal
    came from (a potion, a spell, a talent) in ``cause``.
    """
    a = game.guild.adventurer(who)
    after, healed = conditions.heal(a, choice)
    if healed is None:
        game.ruling("p. 12", f"{a.name} has no Wound for the Heal to mend")
        return None
    game.set_adventurer(after)
    if healed == "Death's Door":
        clear(game, a.id)
        game.ruling("p. 126", f"Healed at Death's Door, {a.name} lives: awake again, and Stressed")
        game.log.emit(ev.Condition, who=a.name, change=SAVED, cause=cause)
    else:
        game.log.emit(
            ev.Condition, who=a.name, change=f"{wound_name(game, healed)} healed", cause=cause
        )
    return healed


def wound_name(game: Table, healed: str) -> str:
    """A Wound the Heal effect took away, as a player reads it: "Injured", "Wounded Con Artist"
    (``worm.rules.conditions.heal`` names a wounded talent by its id)."""
    if not healed.startswith("talent:"):
        return healed
    talent = healed.removeprefix("talent:")
    known = game.pack.talents.get(talent)
    return f"Wounded {known.name if known is not None else talent}"


# --- the poultice (pp. 126, 169) --------------------------------------------------------------


# --- a new adventurer (p. 126) ----------------------------------------------------------------


def newcomers(game: Table) -> None:
    """Policy (p. 126): at the first Camp after a death, one newcomer per dead adventurer finds
    the guild and joins it, made by ultra-fast creation on the dead one's path, and takes the
    rear of the marching order. The guild never grows past its size at the start."""
    for dead in [a for a in game.guild.adventurers if a.conditions.dead]:
        if dead.id in game.replaced:
            continue
        living = sum(1 for a in game.guild.adventurers if not a.conditions.dead)
        if living >= len(game.guild.adventurers) - len(game.replaced):
            return
        newcomer = _make(game, dead.path)
        guild = game.guild
        roles = (
            (*guild.roles, (newcomer.id, guild.role(dead.id)))
            if guild.role(dead.id)
            else guild.roles
        )
        game.guild = guild.model_copy(
            update={
                "adventurers": (*guild.adventurers, newcomer),
                "marching_order": (*guild.marching_order, newcomer.id),
                "roles": roles,
                "heirs": (*guild.heirs, (dead.id, newcomer.id)),  # a funeral's XP (p. 158)
            }
        )
        game.replaced = (*game.replaced, dead.id)
        kin = game.pack.kins[newcomer.kin].name
        path = game.pack.paths[newcomer.path].name
        game.ruling(
            "p. 126",
            f"a new adventurer takes {grammar.possessive(dead.name)} place: {newcomer.name}, "
            f"{kin}, {path} (ultra-fast creation)",
        )
        game.log.emit(
            ev.Narration,
            text=f"{newcomer.name} comes upon the camp, alone and in "
            "need of company, and is taken into the guild.",
        )
        order = tuple(a.name for a in game.guild.in_marching_order() if not a.conditions.dead)
        game.log.emit(ev.Guild, name=game.guild.name, adventurers=order)


def _make(game: Table, path: Suit) -> Adventurer:
    """A newcomer whose first name no one in the guild shares (names are how players call
    adventurers), on the ``creation`` stream."""
    generator = game.streams.get("creation")
    taken = {a.name.split()[0].lower() for a in game.guild.adventurers}
    index = int(game.guild.next_id(*game.fallen, *game.replaced)[1:])  # none reused
    for _ in range(8):
        newcomer = creation.ultra_fast(generator, game.pack, path, index)
        if newcomer.name.split()[0].lower() not in taken:
            break
    return newcomer
