"""``--delves N`` on ``worm demo`` and ``worm sim --kind campaigns`` (issue 18), the XP
invariant the campaigns are checked by, and the campaign figures ``sim`` reports."""

from __future__ import annotations

import json

import pytest

from worm import cli
from worm.engine import commands as cmd
from worm.engine import invariants, xp
from worm.engine.session import Game
from worm.errors import InvariantViolation
from worm.text import demo, sim


def test_the_demo_plays_the_expeditions_asked_for_with_a_city_phase_after_each() -> None:
    """From seed 2 on, the first guild that comes back from all three delves within 500
    watches (seed 2's is now lost in the dark on level 2 on its third)."""
    for seed in range(2, 30):
        game = demo.play(seed, 500, delves=3)
        if game.phase == "city":
            break
    assert game.expeditions == 3 and game.phase == "city"
    cities = [e for e in game.log.events if e.type == "city"]
    assert len(cities) >= 3  # each expedition came back to a City Phase


def test_the_demo_stops_at_the_delves_even_with_watches_to_spare() -> None:
    """From seed 3 on, the first guild that is not lost below (seed 3's now dies on its first
    delve): its demo of two delves stops after the second, long before 10,000 watches."""
    for seed in range(3, 30):
        game = demo.play(seed, 10_000, delves=2)
        if game.phase != "over":
            break
    assert game.phase != "over", "every guild from seed 3 to 29 was lost below"
    assert game.expeditions == 2 and game.watches < 10_000


def test_worm_demo_takes_delves_and_says_how_many_were_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["demo", "--seed", "2", "--delves", "2"]) == 0
    out = capsys.readouterr().out
    assert "and 2 expeditions" in out.splitlines()[-1]


@pytest.mark.parametrize("command", ["demo", "sim"])
def test_delves_is_documented_in_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main([command, "--help"])
    assert "--delves N" in capsys.readouterr().out


def test_a_campaign_of_the_sim_stops_after_its_delves_with_a_curve_point_each() -> None:
    result = sim.campaign(2, 500, daring=0.0, delves=2)
    assert result.finished and result.expeditions == 2
    assert len(result.xp_curve) == len(result.gold_curve) == 2
    assert all(v >= 0 for v in result.gold_curve)


def test_sim_reports_delves_and_the_xp_and_gold_curves(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["sim", "--kind", "campaigns", "--delves", "2", "--count", "2", "--json"]
    assert cli.main(argv) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["delves"] == 2 and figures["watches"] == 200
    c = figures["campaigns"]
    assert sum(c["delves"].values()) == 2
    assert [row["delve"] for row in c["curves"]][:1] == [1]
    assert c["curves"][0]["campaigns"] == 2
    assert cli.main(argv[:-1]) == 0
    out = capsys.readouterr().out
    assert "delves per campaign" in out and "mean XP" in out and "mean gold" in out


def test_xp_moved_through_its_event_passes_the_invariant() -> None:
    game = Game.new(2)
    before = {a.id: a.xp for a in game.guild.adventurers}
    mark = len(game.log.events)
    xp.gain(game, "a1", 2, "a test")
    problems, after = invariants.experience(game.log.events[mark:], before, game)
    assert problems == [] and after["a1"] == before["a1"] + 2


def test_xp_changed_on_the_sheet_without_an_xp_event_is_a_violation() -> None:
    game = Game.new(2)
    before = {a.id: a.xp for a in game.guild.adventurers}
    a = game.guild.adventurer("a2")
    game.set_adventurer(a.model_copy(update={"xp": a.xp + 5}))
    problems, _ = invariants.experience([], before, game)
    assert len(problems) == 1 and "went from 3 to 8" in problems[0] and a.name in problems[0]


def test_the_referee_catches_xp_that_moves_without_an_event() -> None:
    game = Game.new(2)
    referee = sim.Referee(game)
    a = game.guild.adventurer("a1")
    game.set_adventurer(a.model_copy(update={"xp": a.xp + 1}))
    with pytest.raises(InvariantViolation, match="XP went from"):
        referee.send(cmd.Delve())


def test_a_wandering_band_does_not_take_the_place_of_one_about_to_fight() -> None:
    """Seed 224's fourth delve: a long task's watch drew a random encounter while a band met
    at that moment was about to attack; the newcomers let the guild go, and the fight then
    began with nobody to fight (an AssertionError). The band already met keeps the stage.
    (The bolder bot of issue 19 still meets that moment twice on this seed, and its guild is
    lost on the third delve.)"""
    result = sim.campaign(224, 500, 0.3, 5)
    assert result.crash is None and result.violation is None
    assert result.expeditions == 5 or not result.survived


def test_a_campaign_whose_bot_runs_out_of_moves_ends_instead_of_looping() -> None:
    """Seed 5's guild, on its second expedition, stands in a room where the bot finds nothing
    to do; with --delves the demo and the sim stop there rather than spin for ever."""
    game = demo.play(5, 500, delves=5)
    run = sim.campaign(5, 500, daring=0.0, delves=5)
    assert run.finished
    assert game.watches < 500 and run.watches < 500
