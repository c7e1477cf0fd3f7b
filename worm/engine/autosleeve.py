"""The bot's Up My Sleeve (p. 74): what it brings out of a sleeve, and when.

Policy (a player's choice, made for the bot): a sleeve and its Resolve are spent only where
lacking a thing blocks the guild, and only by one who keeps a Resolve for a test after it:

- ``light``: every light gone out, the longest-lasting light a sleeve holds (a torch, 3
  flickers, before a candle's 2, p. 94);
- ``tool_for``: a choice the GM would refuse only for a tool nobody carries (a rope at a pit,
  iron spikes, chalk, a crowbar, lockpicks), the first of its tools a sleeve holds;
- ``ration``: camp about to be made with fewer rations than mouths, a ration (p. 140).

What a sleeve may hold at all is the GM's (``worm.gm.talents.sleeve_refuses``).
"""

from __future__ import annotations

from collections.abc import Collection

from worm.content.interaction import Interaction
from worm.engine import commands as cmd
from worm.engine import kit, sleeve
from worm.engine.table import Table
from worm.gm import talents as talent_policy


def bring(game: Table, item: str) -> cmd.Sleeve | None:
    """The first in marching order who can bring ``item`` out of a sleeve and still keep a
    Resolve for a test, bringing it out; None when no one can or the GM refuses the thing."""
    if talent_policy.sleeve_refuses(game.pack.items[item]) is not None:
        return None
    for a in game.guild.in_marching_order():
        if sleeve.can(game, a) and a.resolve > sleeve.RESOLVE:
            return cmd.Sleeve(who=a.id, item=item)
    return None


def light(game: Table) -> cmd.Sleeve | None:
    """With no light left to light, the longest-lasting one a sleeve holds (p. 94)."""
    for item in kit.LIGHT_ORDER:
        if talent_policy.sleeve_refuses(game.pack.items[item]) is None:
            return bring(game, item)
    return None


def tool_for(game: Table, option: Interaction, carried: Collection[str]) -> cmd.Sleeve | None:
    """The tool to bring out for ``option`` when the GM refuses it only for want of one tool
    (``gate.lacks``) that a sleeve can hold; None when it lacks nothing, lacks more than one
    thing, or nothing it needs fits a sleeve."""
    lacking = [need for need in option.requires if not any(o in carried for o in need.split("|"))]
    if len(lacking) != 1:
        return None
    for item in lacking[0].split("|"):
        if item in game.pack.items and talent_policy.sleeve_refuses(game.pack.items[item]) is None:
            return bring(game, item)
    return None


def ration(game: Table) -> cmd.Sleeve | None:
    """Camp about to be made with fewer rations than the guild's mouths: a ration (p. 140)."""
    members = [a for a in game.guild.adventurers if a.active]
    if sum(kit.count(a, "ration") for a in members) >= len(members):
        return None
    return bring(game, "ration")
