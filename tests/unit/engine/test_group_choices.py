"""A choice the content marks ``who = "group"`` is a group test (p. 11) — not played yet.

26 interactions in the pack (21 in features.toml, 3 in traps.toml, 2 in meatgrinder.toml) say
the guild does them together ("haul hard on the chain together", "heave the lid aside
together"), and the keyed document tells them "as a group" (worm.gen.answers), but the engine
reads only "each" (worm.engine.explore.perform): a group choice is one adventurer's test.
The issue 22 audit of the parity table (row p. 11, Group tests) found it. Strict xfail: it
passes, and so fails as XPASS, the day the Crawl's group choices are group tests.
"""

from __future__ import annotations

import pytest

from tests.fixtures import features
from worm.engine import commands as cmd
from worm.engine import events as ev

HOOK = "giants_hook"  # the Giant's Hook and Chain (p. 366): "haul hard on the chain together"


def test_the_hook_is_a_group_choice() -> None:
    """The precondition: the pack still marks the hook's first choice as the group's."""
    feature = features.meet(HOOK).pack.features[HOOK]
    assert feature.interactions[0].who == "group"


@pytest.mark.xfail(strict=True, reason="issue 22: who = 'group' is read by nothing (p. 11)")
def test_a_group_choice_is_a_group_test() -> None:
    game = features.meet(HOOK)
    mark = len(game.log.events)
    game.execute(cmd.Act(target=game.pack.features[HOOK].name, option=1))
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    assert any(isinstance(e, ev.GroupTest) for e in game.log.events[mark:]), (
        "hauling on the chain together should be the guild's group test (p. 11)"
    )
