"""The spyglass (p. 168): it magnifies fivefold, so from the room the guild is in it shows the
next room along an open way at a glance, as the GM would describe it on walking in (p. 183),
without the walk: no watch, no Meatgrinder, nothing met (policy
``worm.gm.tools.spyglass_sees``)."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, spikes
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import describe, tools


def spy(game: Table, command: cmd.Spy) -> None:
    """Look through a spyglass into the neighbouring room ``command.to`` (p. 168): free."""
    game.require_crawl(allow_choice=True)
    holders = [a for a in game.guild.in_marching_order() if a.active and kit.find(a, "spyglass")]
    if not holders:
        raise IllegalCommand("nobody able to act carries a spyglass (p. 168)")
    a = game.guild.adventurer(command.who) if command.who else holders[0]
    if a not in holders:
        raise IllegalCommand(f"{a.name} has no spyglass (p. 168)")
    plan, state = game.plan, game.state
    edge = plan.between(game.room, command.to, state)
    shut = spikes.spiked(state, edge) or (
        plan.level.map.edges[edge].locked and edge not in state.unlocked
    )
    why = tools.spyglass_sees(game.light_of(a.id) != "dark", shut)
    if why is not None:
        raise IllegalCommand(why)
    other = plan.room(command.to, state)
    seen = describe.glance(game.view(), other, first=True)
    game.ruling("p. 168", f"{a.name} puts the spyglass to one eye and looks into {command.to}")
    game.log.emit(ev.Narration, text=f"Through the spyglass: {seen}")
