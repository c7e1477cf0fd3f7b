"""An affliction's stage does what its stage says (pp. 97–98).

The clock (caught at stage 1, on a stage each Camp, cured from the worst end) is tested in
tests/unit/rules/test_afflictions.py; these play what each stage does, from
assets/afflictions.toml, with the book's own examples (p. 98): giant rat venom's stage 2
Exhausts and its stage 3 costs a Piercing Wound after every test of fate; the great
contagion's stage 1 is a Piercing Wound at once, and its last stage kills. The control shows
the test can see the disfavor when Exhaust is on the sheet as an effect.
"""

from __future__ import annotations

from worm.content.interaction import CatchAffliction
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import outcomes, recovery
from worm.engine.session import Game
from worm.model.adventurer import ActiveEffect, Adventurer, Affliction


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


def test_giant_rat_venom_at_stage_2_exhausts() -> None:
    _, fate = after_a_test({"afflictions": (Affliction(id="giant_rat_venom", stage=2),)})
    assert fate.favor == -3, "stage 2 of giant rat venom Exhausts (p. 98)"


def test_giant_rat_venom_at_stage_3_wounds_after_each_test() -> None:
    game, _ = after_a_test({"afflictions": (Affliction(id="giant_rat_venom", stage=3),)})
    name = game.guild.adventurer("a2").name
    wounds = [e for e in game.log.events if isinstance(e, ev.Wound) and e.who == name]
    assert [w.piercing for w in wounds] == [True], "stage 3: a Piercing Wound per test (p. 98)"


def test_giant_rat_venom_at_stage_1_does_no_harm_yet() -> None:
    game, fate = after_a_test({"afflictions": (Affliction(id="giant_rat_venom", stage=1),)})
    assert fate.favor == 0, "stage 1 of giant rat venom only reeks (p. 98)"
    assert not [e for e in game.log.events if isinstance(e, ev.Wound)]


def _wounds(game: Game, who: str) -> list[ev.Wound]:
    name = game.guild.adventurer(who).name
    return [e for e in game.log.events if isinstance(e, ev.Wound) and e.who == name]


def test_catching_the_great_contagion_costs_a_piercing_wound_at_once() -> None:
    game = Game.new(4)
    assert not _wounds(game, "a2")
    outcomes.play(game, (CatchAffliction(effect="affliction", id="great_contagion"),), "a2")
    game.follow_up()
    assert [w.piercing for w in _wounds(game, "a2")] == [True], "stage 1 at once (p. 97)"


def test_the_great_contagion_kills_when_it_reaches_its_last_stage() -> None:
    game = Game.new(4)
    a = game.guild.adventurer("a2")
    game.set_adventurer(
        a.model_copy(update={"afflictions": (Affliction(id="great_contagion", stage=2),)})
    )
    recovery.end(game)  # the end of a Camp: the clock moves on to stage 3 (p. 97)
    game.follow_up()
    after = game.guild.adventurer("a2")
    assert [s.stage for s in after.afflictions] == [3]
    assert after.conditions.dead, "stage 3 of the great contagion: you die (p. 98)"


def test_black_honey_at_stage_2_makes_cups_count_as_1() -> None:
    _, plain = after_a_test({})
    assert plain.rating > 1  # precondition: a2's Cups is more than 1
    _, fate = after_a_test({"afflictions": (Affliction(id="black_honey", stage=2),)})
    assert fate.rating == 1, "black honey's shakes: Cups counts as 1 (p. 98)"
