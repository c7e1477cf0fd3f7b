"""Iron Beards, Underfoot and Colossal (p. 61): the dwarf's, the halfling's and the troll's
arête talents — 1 Resolve spent, a test of fate that rests on strength, endurance or
stubbornness (Iron Beards), on quiet or subtlety (Underfoot), or on wrecking a thing, a door
smashed or a gate pulled up (Colossal), succeeds outright.

It is played where a failed test waits to be pushed (p. 9): ``push iron beards`` (or
``underfoot``, ``colossal``) in the text game, its own line in the terminal's push dialog,
and the bot when the test is worth it. Which tasks rest on what is the GM's policy
(``worm.gm.talents.outright_for``). A great failure stands at once and cannot be saved so;
the book lets the talent be named before the draw, which no front end asks yet."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import talents as talent_policy
from worm.model.crawl import Pending
from worm.rules.fate import Outcome

RESOLVE = 1  # what the talent costs (p. 61)


def talent_for(game: Table, pending: Pending) -> str | None:
    """The arête talent the tester could spend on the failed test ``pending``: known, not
    Wounded, Resolve to pay, and a task it bears on."""
    a = game.guild.adventurer(pending.test.who)
    if a.resolve < RESOLVE:
        return None
    for talent in talent_policy.outright_for(pending.asked.task, pending.test.attribute):
        if a.talent(talent) is not None and talent not in a.conditions.wounded_talents:
            return talent
    return None


def succeed(game: Table, pending: Pending, talent: str) -> Pending:
    """Spend 1 Resolve on ``talent``: the waiting test becomes a success (p. 61)."""
    if talent_for(game, pending) != talent:
        name = game.pack.talents[talent].name if talent in game.pack.talents else talent
        raise IllegalCommand(
            f"{name} cannot make this test succeed: it needs the talent, 1 Resolve and a task "
            "it bears on (p. 61)"
        )
    a = game.guild.adventurer(pending.test.who)
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - RESOLVE}))
    name = game.pack.talents[talent].name
    game.log.emit(ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause=name)
    game.ruling("p. 61", f"{a.name} will not be denied: the test succeeds outright ({name})")
    return replace(pending, test=replace(pending.test, outcome=Outcome.SUCCESS))
