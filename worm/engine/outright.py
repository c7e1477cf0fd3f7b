"""Iron Beards, Underfoot and Colossal (p. 61): the dwarf's, the halfling's and the troll's
arête talents — 1 Resolve spent, a test of fate that rests on strength, endurance or
stubbornness (Iron Beards), on quiet or subtlety (Underfoot), or on wrecking a thing, a door
smashed or a gate pulled up (Colossal), succeeds outright.

It is played where a failed test waits to be pushed (p. 9): ``push iron beards`` (or
``underfoot``, ``colossal``) in the text game, its own line in the terminal's push dialog,
and the bot when the test is worth it. Which tasks rest on what is the GM's policy
(``worm.gm.talents.outright_for``). A great failure stands at once and cannot be saved so.

Named before the draw (``ready WHO iron beards`` in the text game and the terminal's ':'
line), the talent waits for the next test of fate of its holder that it bears on: the card is
drawn as ever, but the test succeeds whatever it shows, a great failure included, and the
Resolve is paid then (policy: paid when the naming meets its test, so a naming that never
does costs nothing). The bot never names one before the draw: it keeps to the push.

A City Event's test (pp. 151–153) is never pushed, but the talent still meets it
(``city_test``): a naming made before the draw stands, and when the card fails and the test
bears on the talent (policy ``worm.gm.city_tests``), a player's guild is asked then and there,
as a Wound is (``worm.engine.elections``), and the bot's guild spends it by the GM's policy
(``worm.gm.talents.uses``).

A group test the player calls (``group ATTRIBUTE``, p. 11) is two tests of fate, one for each
tester, summed: the talent meets each tester's own part (``group_part``). Named before the draw,
it makes that tester's card a success; a tester's card that fails and could be pushed is saved
when their player says so, asked then and there before the push the command declared (the
talent is spent instead of the push, as in the Crawl); a great failure stands."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine import elections, training
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import talents as talent_policy
from worm.model.crawl import Asked, Pending
from worm.model.fate import FateTest
from worm.rules import fate
from worm.rules.fate import Outcome

RESOLVE = 1  # what the talent costs (p. 61)


def talent_for(game: Table, pending: Pending) -> str | None:
    """The arête talent the tester could spend on the failed test ``pending``: known, not
    Wounded, Resolve to pay, and a task it bears on."""
    a = game.guild.adventurer(pending.test.who)
    if a.resolve < RESOLVE:
        return None
    for talent in talent_policy.outright_for(pending.asked.task, pending.test.attribute):
        if a.usable(talent) is not None:
            return talent
    return None


def succeed(game: Table, pending: Pending, talent: str) -> Pending:
    """Spend 1 Resolve on ``talent``: the waiting test becomes a success (p. 61)."""
    tester = game.guild.adventurer(pending.test.who)
    if tester.talent(talent) is not None and (why := training.barred(game, tester, talent)):
        raise IllegalCommand(why)
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


OUTRIGHT = ("iron_beards", "underfoot", "colossal")


def ready(game: Table, command: cmd.Ready) -> None:
    """``command.who`` names ``command.talent`` before the draw (p. 61), or takes it back."""
    a = game.guild.adventurer(command.who)
    kept = tuple((w, t) for w, t in game.readied if w != a.id)
    if command.talent is None:
        game.readied = kept
        game.ruling("p. 61", f"{a.name} names no talent before the draw")
        return
    if command.talent not in OUTRIGHT or a.talent(command.talent) is None:
        raise IllegalCommand(
            f"{a.name} knows no {command.talent!r} to name before the draw: Iron Beards, "
            "Underfoot or Colossal (p. 61)"
        )
    if (why := training.barred(game, a, command.talent)) is not None:
        raise IllegalCommand(why)
    if a.resolve < RESOLVE:
        raise IllegalCommand(f"{a.name} has no Resolve to spend on it (p. 61)")
    game.readied = (*kept, (a.id, command.talent))
    name = game.pack.talents[command.talent].name
    game.ruling("p. 61", f"{a.name} names {name}: the next test it bears on succeeds outright")


def before_draw(game: Table, asked: Asked, result: FateTest) -> FateTest:
    """A test just drawn for one who named a talent before the draw (``ready``): when it bears
    on the task and they can pay, 1 Resolve and the test succeeds, whatever the card."""
    named = next((t for w, t in game.readied if w == asked.who), None)
    if named is None or named not in talent_policy.outright_for(asked.task, asked.attribute):
        return result
    a = game.guild.adventurer(asked.who)
    game.readied = tuple((w, t) for w, t in game.readied if w != a.id)
    if a.resolve < RESOLVE or a.usable(named) is None:
        game.ruling("p. 61", f"{a.name} cannot pay for the talent named: the card stands")
        return result
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - RESOLVE}))
    name = game.pack.talents[named].name
    game.log.emit(ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause=name)
    game.ruling("p. 61", f"{name}, named before the draw: the test succeeds outright")
    if result.outcome in (Outcome.SUCCESS, Outcome.GREAT_SUCCESS):
        return result
    return replace(result, outcome=Outcome.SUCCESS)


def city_test(game: Table, asked: Asked, result: FateTest, *, cause: str) -> FateTest:
    """A City Event's test drawn for ``asked.who`` (p. 61): the talent named before the draw
    meets it; a failure it bears on is saved for 1 Resolve when its player says so (asked at
    the moment, or the word said beforehand; the GM's policy for the bot's guild)."""
    return saved(game, asked, before_draw(game, asked, result), cause=cause)


def saved(game: Table, asked: Asked, result: FateTest, *, cause: str) -> FateTest:
    """A failed card drawn for ``asked.who`` that no push waits on (a City Event's test, one
    tester's part of a group test): saved for 1 Resolve by a talent it bears on when its player
    says so (asked at the moment, or their word said beforehand; the GM's policy for the bot's
    guild, ``worm.gm.talents.uses``), p. 61."""
    if result.outcome in (Outcome.SUCCESS, Outcome.GREAT_SUCCESS):
        return result
    for talent in talent_policy.outright_for(asked.task, asked.attribute):
        a = game.guild.adventurer(asked.who)
        if a.resolve < RESOLVE or a.usable(talent) is None:
            continue
        if not elections.now(game, a, talent, cause=cause):
            continue
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - RESOLVE}))
        name = game.pack.talents[talent].name
        game.log.emit(ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause=name)
        game.ruling("p. 61", f"{a.name} will not be denied: the test succeeds outright ({name})")
        return replace(result, outcome=Outcome.SUCCESS)
    return result


def group_part(game: Table, asked: Asked, result: FateTest, *, push: bool) -> FateTest:
    """One tester's part of a group test (p. 11) as the talent meets it (p. 61): named before
    the draw it succeeds; a failure that could be pushed is saved if the player says so, else
    pushed when the group test said it would be (``push``: a second card, its result stands)."""
    result = before_draw(game, asked, result)
    if not result.can_push:
        return result
    who = game.guild.adventurer(asked.who).name
    result = saved(game, asked, result, cause=f"{who}'s part of the group test")
    if result.can_push and push:
        result = fate.push(result, game.draw("minor", "push"))
    return result
