"""Talents in training (p. 33): each use of one costs the user 1 XP, and the seventh XP spent
masters it. Every place the engine lets an adventurer use a talent asks ``ready`` while it only
checks, and calls ``use`` when the talent is really used, so each payment is an ``xp`` event."""

from __future__ import annotations

from worm.engine import xp
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.rules import talents as talent_rules


def ready(adventurer: Adventurer, talent_id: str) -> None:
    """Refuse (p. 33) when ``adventurer`` cannot pay for ``talent_id`` now: unknown, Wounded, a
    mentored talent with no prepared use, or one in training with no XP left. Changes nothing."""
    talent_rules.use(adventurer, talent_id)


def barred(game: Table, a: Adventurer, talent_id: str) -> str | None:
    """Why ``a`` may not use ``talent_id``, a talent they know, now (Wounded, p. 124; crossed
    off, p. 269), naming the talent as the book does; None when nothing bars it."""
    name = game.pack.talents[talent_id].name if talent_id in game.pack.talents else talent_id
    return talent_rules.barred(a, talent_id, name)


def usable(adventurer: Adventurer, talent_id: str) -> bool:
    """Whether ``ready`` would let ``adventurer`` use ``talent_id`` now (p. 33)."""
    return talent_rules.usable(adventurer, talent_id)


def user(game: Table, who: str, talent_id: str, page: int) -> Adventurer:
    """``who``, refused (with ``page``) unless they can act and use ``talent_id`` now."""
    a = game.guild.adventurer(who)
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: at Death's Door or dead (p. 31)")
    name = game.pack.talents[talent_id].name if talent_id in game.pack.talents else talent_id
    if a.talent(talent_id) is None:
        raise IllegalCommand(f"{a.name} does not know {name} (p. {page})")
    if (why := talent_rules.barred(a, talent_id, name)) is not None:
        raise IllegalCommand(why)
    ready(a, talent_id)
    return a


def use(game: Table, who: str, talent_id: str) -> None:
    """``who`` uses ``talent_id`` (p. 33): free when mastered, a prepared use when mentored,
    1 XP when in training (an ``xp`` event; mastered at 7 XP spent)."""
    a = game.guild.adventurer(who)
    before = a.xp
    game.set_adventurer(talent_rules.use(a, talent_id))
    name = game.pack.talents[talent_id].name if talent_id in game.pack.talents else talent_id
    xp.record(game, a.id, before, f"{name} used in training")
