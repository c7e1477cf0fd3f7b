"""Aegis against a Meatgrinder hazard or a room feature (p. 70): a shield may be Notched in place
of any effect with a physical cause, a trap's or a blow's alike, so the content says which of its
hazards' and features' effects strike the body (``physical = true`` on the outcome). One so
marked meets the shield as a trap's strike does; one not marked is taken. The outcome is played
from the plain data a generated level keeps its Meatgrinder table in, so the mark survives it.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.engine.test_aegis_crawl import notched, notches, shield_in_hand, warded
from worm import content
from worm.content.interaction import Suffer, read_outcome
from worm.engine import events as ev
from worm.engine import outcomes
from worm.rules.aegis import TURNED

PACK = content.default()
HAZARD = "tax_turned_ankle"


def ankle(*, physical: bool) -> dict[str, Any]:
    """The turned ankle's effect as a level keeps it, falling on the one who moves."""
    entry = PACK.meatgrinder[HAZARD]
    data = dict(entry.outcomes[0].plain_data())
    assert data["effect"] == "effect" and data["id"] in TURNED, data
    data["who"] = "actor"
    if physical:
        data["physical"] = True
    return data


@pytest.mark.parametrize("physical", [True, False])
def test_a_hazard_marked_physical_meets_the_shield(physical: bool) -> None:
    """p. 70: the shield is Notched instead of the effect only when its source is physical."""
    game, who = warded("needle_chest")
    game.level.stock[game.room].traps = []  # no trap names the cause: the hazard's own mark
    uid = shield_in_hand(game.guild.adventurer(who))
    assert uid is not None
    before = notches(game, who, uid)
    outcome = read_outcome(ankle(physical=physical))
    start = len(game.log.events)
    outcomes.play(game, (outcome,), who, cause=PACK.meatgrinder[HAZARD].name)
    events = game.log.events[start:]
    assert game.guild.adventurer(who).has_effect("exhaust") is not physical
    assert notched(game, who, uid, before) is physical
    rulings = [e.why for e in events if isinstance(e, ev.Gm)]
    assert any("(Aegis)" in r for r in rulings) is physical, rulings


def test_only_an_effect_a_shield_turns_is_marked_physical() -> None:
    """A mark on an effect no shield turns (a Curse) would promise a use Aegis never has."""
    marked = [
        (where, o.id)
        for where, entries in (("meatgrinder", PACK.meatgrinder), ("features", PACK.features))
        for entry in entries.values()
        for o in _effects(entry)
        if o.physical
    ]
    assert all(effect in TURNED for _, effect in marked), marked


def _effects(entry: Any) -> list[Suffer]:
    found = [o for o in getattr(entry, "outcomes", ()) if isinstance(o, Suffer)]
    for i in getattr(entry, "interactions", ()):
        found += [o for o in (*i.on_success, *i.on_failure) if isinstance(o, Suffer)]
    return found
