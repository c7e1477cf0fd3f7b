"""Fine work in dim light (p. 94): surgery (the poultice test) and investigation (a
feature's test of wits) suffer disfavor in dim light, unless a guild-mate able to act holds a
light to the work (policy ``worm.gm.illumination``), as picking a lock does."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import of, stack, strip
from tests.unit.engine.test_dying import game_below, struck_down, tend
from tests.unit.engine.test_lockpicks import _torch_in_hand
from worm.content.interaction import Interaction
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import explore, fine_work
from worm.engine.session import Game

RIDDLE = Interaction.model_validate(
    {
        "verb": "work out the riddle carved on the lid",
        "approach": "cups",
        "on_success": [{"effect": "reveal", "id": "riddle_read"}],
    }
)
"""A feature's test of wits (Cups: wisdom, training)."""
SHOVE = RIDDLE.model_copy(update={"verb": "shove the lid aside", "approach": "swords"})
"""A feature's test of strength: no fine work."""


def lit_only_by(game: Game, who: str, *, able: bool = True) -> None:
    """Every light gone but a lit torch in ``who``'s hand; ``who`` at Death's Door unless
    ``able``."""
    strip(game)
    _torch_in_hand(game, who)
    if not able:
        struck_down(game, who)
    game.lit_count = 1


def fate_of(events: list[ev.Event]) -> ev.Fate:
    (test,) = of(events, ev.Fate)
    return test


def perform(game: Game, interaction: Interaction) -> list[ev.Event]:
    """a1 takes on ``interaction`` with a King drawn; the events of its test, let stand."""
    stack(game, minor=["King of Cups"])
    mark = len(game.log.events)
    explore.perform(game, interaction, "a1", key=f"test:{interaction.verb}")
    if game.pending is not None:
        game.execute(cmd.AcceptFate())
    return game.log.events[mark:]


@pytest.mark.parametrize("bearer", ["a3", "a1"], ids=["held-close", "bearer-dying"])
def test_binding_wounds_in_dim_light_suffers_disfavor_unless_a_light_is_held_to_it(
    bearer: str,
) -> None:
    """Surgery in dim light (p. 94): a2 binds a1's wounds by the light of another's torch;
    a3, able to act, holds it close and the test is plain; held by a1, who lies at Death's
    Door, nobody brings it to the work, and the Wands test takes disfavor (-3, p. 10)."""
    game = game_below()
    struck_down(game)
    lit_only_by(game, bearer)
    assert game.light_of("a2") == "dim", "the tender holds no light; a guild-mate's torch"
    test = fate_of(tend(game, "King of Cups"))
    dimmed = bearer == "a1"
    assert (fine_work.DIM in test.disfavor_reasons) is dimmed
    assert test.favor == (-3 if dimmed else 0)


def test_binding_wounds_by_ones_own_light_is_plain() -> None:
    game = game_below()
    struck_down(game)
    lit_only_by(game, "a2")
    assert game.light_of("a2") == "bright"
    test = fate_of(tend(game, "King of Cups"))
    assert fine_work.DIM not in test.disfavor_reasons and test.favor == 0


@pytest.mark.parametrize("able", [True, False], ids=["held-close", "bearer-down"])
def test_a_features_test_of_wits_in_dim_light_suffers_disfavor_unless_lit(able: bool) -> None:
    """Investigation in dim light (p. 94): a1 works out a riddle by a2's torch; a2 holds it
    close, or lies at Death's Door and cannot."""
    game = game_below()
    lit_only_by(game, "a2", able=able)
    assert game.light_of("a1") == "dim"
    events = perform(game, RIDDLE)
    assert (fine_work.DIM in fate_of(events).disfavor_reasons) is not able
    held = [g for g in of(events, ev.Gm) if "holds the torch close" in g.why]
    assert bool(held) is able


def test_a_features_test_of_strength_is_no_fine_work() -> None:
    game = game_below()
    lit_only_by(game, "a2", able=False)
    assert game.light_of("a1") == "dim"
    assert fine_work.DIM not in fate_of(perform(game, SHOVE)).disfavor_reasons
