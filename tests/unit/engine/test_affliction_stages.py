"""An affliction's stage does what its stage says (pp. 97–98) — not played yet.

The clock is played (caught at stage 1, on a stage each Camp, cured from the worst end:
tests/unit/rules/test_afflictions.py), but what each stage does is data the engine never reads:
a stage's ``effects``, ``tags``, ``on_enter`` and ``on_test`` (assets/afflictions.toml). The
issue 22 audit of the parity table (row pp. 97–98) found it; these tests say what "played"
means with the book's own example, giant rat venom (p. 98): stage 2 Exhausts, stage 3 costs a
Piercing Wound after every test of fate. They are strict xfails: the day the stages are played
they pass, fail as XPASS, and the marks come off. The control shows the test can see the
disfavor when Exhaust is on the sheet as an effect.
"""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import ActiveEffect, Adventurer, Affliction

UNPLAYED = pytest.mark.xfail(
    strict=True, reason="issue 22: affliction stages' effects are data nothing reads (pp. 97–98)"
)


def after_a_test(change: dict[str, object]) -> tuple[Game, ev.Fate]:
    """A City test of fate for a2 (no light, no motif, no Resolve), after ``change`` to a2."""
    game = Game.new(4)
    a: Adventurer = game.guild.adventurer("a2")
    assert not a.effects and not a.afflictions  # precondition: nothing else on the sheet
    game.set_adventurer(a.model_copy(update=change))
    game.execute(cmd.TestFate(who="a2", attribute="cups"))
    if game.pending is not None:
        game.execute(cmd.AcceptFate())
    fate = [e for e in game.log.events if isinstance(e, ev.Fate)][-1]
    return game, fate


def test_control_exhaust_on_the_sheet_puts_a_test_at_disfavor() -> None:
    _, fate = after_a_test({"effects": (ActiveEffect(id="exhaust", until="camp"),)})
    assert fate.favor == -3


@UNPLAYED
def test_giant_rat_venom_at_stage_2_exhausts() -> None:
    _, fate = after_a_test({"afflictions": (Affliction(id="giant_rat_venom", stage=2),)})
    assert fate.favor == -3, "stage 2 of giant rat venom Exhausts (p. 98)"


@UNPLAYED
def test_giant_rat_venom_at_stage_3_wounds_after_each_test() -> None:
    game, _ = after_a_test({"afflictions": (Affliction(id="giant_rat_venom", stage=3),)})
    name = game.guild.adventurer("a2").name
    wounds = [e for e in game.log.events if isinstance(e, ev.Wound) and e.who == name]
    assert [w.piercing for w in wounds] == [True], "stage 3: a Piercing Wound per test (p. 98)"
