"""Jarl played (p. 65): Gather a Goblin Horde as a City Action. The horde follows its jarl as one
animal companion that knows every one-word command (heel, fetch, track, hunt, guard, stay),
finds its own food (it is never fed at supper) and loses a goblin to each Wound it takes."""

from __future__ import annotations

from worm.content.animals import COMMAND_NAMES, COMMANDS
from worm.engine import training, xp
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.companion import Companion
from worm.rules import jarl as rules

ORDERS = tuple(c for c in COMMANDS if rules.one_word(COMMAND_NAMES[c]))
"""The commands goblins follow (p. 65): the one-word ones."""


def horde_of(game: Table, who: str) -> Companion | None:
    """``who``'s living goblin horde, if any."""
    return next((c for c in game.guild.companions_of(who) if c.kind == rules.HORDE), None)


def gather(game: Table, a: Adventurer, spent: int | None) -> str:
    """``a`` spends ``spent`` XP (none: 0) to draw 2 + XP goblins to their horde (p. 65);
    returns how it reads. Refused for one without the talent, a full horde or too little XP."""
    paid = spent or 0
    training.user(game, a.id, rules.TALENT, rules.PAGE)
    if paid < 0 or paid > a.xp:
        raise IllegalCommand(f"{a.name} has {a.xp} XP to spend on the horde, not {paid} (p. 65)")
    horde = horde_of(game, a.id)
    had = horde.goblins if horde is not None else 0
    if had >= rules.MOST:
        raise IllegalCommand(f"{a.name}'s horde has {rules.MOST} goblins, the most it may (p. 65)")
    if paid:
        game.set_adventurer(a.model_copy(update={"xp": a.xp - paid}))
        xp.record(game, a.id, a.xp, "a goblin horde gathered (Jarl, p. 65)")
    now = rules.gathered(had, paid)
    if horde is None:
        taken = {c.id for c in game.guild.companions}
        uid = next(f"c{n}" for n in range(1, len(taken) + 2) if f"c{n}" not in taken)
        horde = Companion(
            id=uid, kind=rules.HORDE, name=f"{a.name}'s goblins", owner=a.id, commands=ORDERS
        )
    game.guild = game.guild.with_companion(horde.model_copy(update={"goblins": now}))
    return f"{now - had} goblins answer the call; the horde is {now} strong"


def wounded(horde: Companion) -> tuple[Companion, str]:
    """A Wound on a horde kills one goblin (p. 65); the last one's death ends the horde."""
    left = horde.goblins - 1
    if left <= 0:
        return horde.model_copy(update={"goblins": 0, "dead": True}), "death"
    return horde.model_copy(update={"goblins": left}), f"a goblin killed, {left} left"
