"""Iron spikes (p. 167): a spike wedges a door shut, and a spiked door counts as locked for
whatever would come through it (policy ``worm.gm.tools.barred``). The guild drives its spikes
from its own side and knocks them loose, bent, when it leaves the room (policy), so a spike
never bars the guild; what it bars is the night's wandering creatures at a camp whose every
door is shut (p. 140).

A spiked door is kept in its level's flags as ``spiked:EDGE``, so it is saved with the level.
"""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import tools
from worm.model.level import LevelState


def mark(edge: int) -> str:
    """The level flag of a spiked door."""
    return f"spiked:{edge}"


def spiked(state: LevelState, edge: int) -> bool:
    """Whether the pathway ``edge`` is spiked shut."""
    return mark(edge) in state.flags


def spike(game: Table, command: cmd.SpikeDoor) -> None:
    """Drive an iron spike into the door to a neighbouring room (p. 167): one spike is used
    up, and the door counts as locked for what would come through it."""
    game.require_crawl()
    edge = game.plan.between(game.room, command.to, game.state)
    if spiked(game.state, edge):
        raise IllegalCommand(f"the door to {command.to} is already spiked shut")
    holders = [a for a in game.guild.in_marching_order() if a.active and kit.find(a, "iron_spikes")]
    if not holders:
        raise IllegalCommand("nobody able to act carries iron spikes (p. 167)")
    a = game.guild.adventurer(command.who) if command.who else holders[0]
    if a not in holders:
        raise IllegalCommand(f"{a.name} has no iron spikes to drive (p. 167)")
    after, _ = kit.lose(a, "iron_spikes", 1)
    game.set_adventurer(after)
    state = game.state
    game.states[game.depth] = replace(state, flags=state.flags | {mark(edge)})
    game.log.emit(ev.Item, who=a.name, item="Iron spikes", change="used", count=1, cause="spike")
    game.ruling("p. 167", f"{a.name} wedges the door to {command.to} shut: it counts as locked")


def loosen(game: Table, room: int) -> None:
    """The guild leaves ``room``: the spikes it drove there are knocked loose, bent and lost
    (policy: driven from its side, they never bar it)."""
    state = game.state
    gone = {mark(edge) for _, edge in game.plan.links[room] if spiked(state, edge)}
    if gone:
        game.states[game.depth] = replace(state, flags=state.flags - gone)


def turned_away(game: Table) -> bool:
    """The night's wandering creatures find the camp shut (p. 167): every door of the room
    spiked or locked, and no way up, down or out in it (policy ``worm.gm.tools.barred``)."""
    state, room = game.state, game.room
    edges = game.plan.level.map.edges
    shut = [
        spiked(state, edge) or (edges[edge].locked and edge not in state.unlocked)
        for _, edge in game.plan.links[room]
    ]
    stairs = sum(1 for w in game.plan.level.ways if w.room == room)
    if not tools.barred(shut, stairs):
        return False
    game.ruling("p. 167", "something prowls at the spiked doors in the night, but none give way")
    return True


def to_shut(game: Table) -> list[str] | None:
    """The neighbouring rooms (keys) whose doors would still need a spike for the room to be
    shut for the night, or None when spikes could not shut it: a stair or way out here, a
    secret way not found, or fewer spikes in the guild than open doors. The bot's reckoning."""
    plan, state, room = game.plan, game.state, game.room
    if any(w.room == room for w in plan.level.ways):
        return None
    edges = plan.level.map.edges
    known = dict(plan.neighbours(room, state))
    links = plan.links[room]
    if len(known) != len(links):
        return None
    open_ = [
        plan.key(other)
        for other, edge in links
        if not spiked(state, edge) and not (edges[edge].locked and edge not in state.unlocked)
    ]
    held = sum(kit.count(a, "iron_spikes") for a in game.guild.adventurers if a.active)
    return open_ if held >= len(open_) else None
