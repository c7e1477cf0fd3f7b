"""Group tests in the Crawl (p. 11): a choice the guild makes together (``who = "group"``).

The most and the least qualified adventurers test fate one after the other, each free to push
a failure as in any test (p. 9); their hits are summed into the guild's result. What the
content decides lands once, for the whole guild, when the last tester's result stands:

- success (2 hits, or 1 for a guild of one): the choice's success;
- a tight spot (1 hit of 2): the success, at the least qualified tester's price (policy,
  ``worm.engine.fortune.group_consequence``);
- failure (0 hits): the choice's failure;
- disaster (fewer than 0): the failure, and both testers pay a great failure's price.
"""

from __future__ import annotations

from dataclasses import replace

from worm.engine import affliction_stages, fortune, outcomes
from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.crawl import Followup
from worm.model.fate import FateTest
from worm.model.loop import TestNext
from worm.rules import fate
from worm.tarot import Suit


def testers(game: Table, attribute: Suit) -> tuple[str, ...]:
    """The most and the least qualified of those standing (p. 11), ties broken by roster order
    as in every group test (``worm.rules.fate.group_testers``); one alone tests once."""
    ready = [
        (a.id, affliction_stages.rating(game, a, attribute))
        for a in game.guild.adventurers
        if a.active
    ]
    return tuple(dict.fromkeys(fate.group_testers(ready)))


def tested(game: Table, after: Followup, test: FateTest) -> None:
    """One tester's result stands: count its hits (p. 11); after the last, the guild's result."""
    hits = after.hits + fate.hits(test.outcome)
    if after.testers[1:]:
        game.later(TestNext(replace(after, hits=hits)))
        return
    needed = fate.hits_needed(len(after.group))
    outcome = fate.group_outcome(hits, len(after.group))
    game.log.emit(
        ev.GroupTest,
        attribute=after.attribute,
        testers=tuple(game.guild.adventurer(who).name for who in after.group),
        hits=hits,
        outcome=outcome.value,
        task=after.task,
        needed=needed,
    )
    most, least = after.group[0], after.group[-1]
    fortune.group_consequence(game, outcome, most, least, after.dangerous)
    won = outcome in (fate.GroupOutcome.SUCCESS, fate.GroupOutcome.TIGHT_SPOT)
    outcomes.play(
        game,
        after.on_success if won else after.on_failure,
        most,
        noisy=after.noisy,
        cause=after.task,
    )
    game.later(TestNext(replace(after, hits=hits)))
