"""``worm sim`` (CONTRACTS §1) and the invariant checker it runs after every command."""

from __future__ import annotations

import ast
import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from worm import cli
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import invariants, meet, xp
from worm.engine.actions import ambusher
from worm.engine.session import Game
from worm.errors import InvariantViolation
from worm.model.challenge import Part
from worm.text import demo, sim

ENGINE = Path(sim.__file__).resolve().parents[1] / "engine"


def _sim(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["sim", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _ambushed(seed: int = 4, creature: str = "dire_rats", count: int = 3) -> Game:
    game = Game.new(seed, size=3)
    game.execute(cmd.Delve())
    meet.start(game, creature, count, game.room, True)
    game.follow_up()  # the fight begins as the loop would begin it
    return game


def _in_round(game: Game) -> Game:
    """Answer the alarm test, so the first round's hands are dealt."""
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    assert game.challenge is not None and game.challenge.hands
    return game


# --- the command ------------------------------------------------------------------------------


def test_the_figures_do_not_depend_on_the_number_of_jobs(capsys) -> None:
    code, out, err = _sim(capsys, "--count", "20", "--jobs", "1", "--json")
    assert code == 0 and err == ""
    one = json.loads(out)
    code, out, _ = _sim(capsys, "--count", "20", "--jobs", "2", "--json")
    assert code == 0
    two = json.loads(out)
    for figures in (one, two):
        assert figures.pop("seconds") >= 0
    assert one.pop("jobs") == 1 and two.pop("jobs") == 2
    assert one == two
    assert one["runs"] == 40 and one["crashes"] == 0 and one["invariant_violations"] == 0
    fights = one["fights"]
    assert fights["runs"] == fights["finished"] == 20
    assert sum(fights[name] for name in sim.OUTCOMES) == 20
    assert fights["other"] == 0  # every ending is recognised
    assert 1 <= fights["rounds_mean"] <= fights["rounds_max"]
    assert fights["cards_per_round"] > 0 and 0 <= fights["guild_survival"] <= 1
    assert one["campaigns"]["runs"] == 20 and one["campaigns"]["watches_mean"] > 0


def test_the_summary_in_words(capsys) -> None:
    code, out, _ = _sim(capsys, "--count", "3", "--kind", "fights", "--seed-start", "7")
    assert code == 0
    assert out.startswith("3 runs from seed 7 (1 job) in ")
    assert "crashes: 0\ninvariant violations: 0\nfights: 3 (3 finished)" in out
    assert "campaigns" not in out


def test_a_bad_count_is_one_line_and_exit_two(capsys) -> None:
    for bad in ("x", "0", "-3"):
        with pytest.raises(SystemExit) as stopped:
            cli.main(["sim", "--count", bad])
        assert stopped.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("worm sim: error: argument --count")


def test_seeds_past_the_last_are_refused(capsys) -> None:
    code, out, err = _sim(capsys, "--count", "2", "--seed-start", str(2**63 - 1))
    assert code == 1 and out == "" and err.count("\n") == 1 and "largest seed" in err


def test_a_crash_is_counted_with_its_seed_and_place_and_exits_one(capsys, monkeypatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("no such thing")

    monkeypatch.setattr(meet, "start", broken)
    code, out, _ = _sim(capsys, "--count", "2", "--kind", "fights", "--json")
    figures = json.loads(out)
    assert code == 1 and figures["crashes"] == 2 and figures["fights"]["finished"] == 0
    first = figures["crash_examples"][0]
    assert first["seed"] == 0 and first["kind"] == "fight"
    assert first["message"].startswith("KeyError: 'no such thing' (")
    assert "test_sim.py" not in first["message"]  # the place named is in worm


def test_a_campaign_plays_as_the_demo_does() -> None:
    game = demo.play(5, 40)
    run = sim.campaign(5, 40, daring=0.0)  # the demo's guild tries no risky option
    assert run.finished
    assert (run.watches, run.expeditions, run.survived) == (
        game.watches,
        game.expeditions,
        game.phase != "over",
    )


def test_the_band_depends_only_on_the_seed() -> None:
    bands = [sim.band(seed) for seed in range(40)]
    assert bands == [sim.band(seed) for seed in range(40)]
    assert {count for _, count in bands} == set(range(1, 7))
    assert len({creature for creature, _ in bands}) > 20


def test_every_way_a_challenge_ends_is_recognised() -> None:
    """Each ``finish(game, how, why)`` in the engine reads back as the outcome ``how`` means."""
    meant = {
        "victory": "won",
        "foes_surrender": "won",
        "fled": "foes_fled",
        "defeat": "lost",
        "retreat": "retreated",
        "surrender": "surrendered",
        "stalemate": "stalemate",
        "parley": "parley",
    }
    seen = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and len(node.args) == 3):
                continue
            name = (
                node.func.attr
                if isinstance(node.func, ast.Attribute)
                else getattr(node.func, "id", "")
            )
            how, why = node.args[1], node.args[2]
            if name != "finish" or not isinstance(how, ast.Constant):
                continue
            words = (
                why.value
                if isinstance(why, ast.Constant)
                else "…".join(v.value for v in why.values if isinstance(v, ast.Constant))
            )  # type: ignore[attr-defined]
            assert sim.ending(words) == meant[how.value], (path.name, node.lineno, words)
            seen.add(how.value)
    assert {"victory", "defeat", "retreat"} <= seen


# --- the invariant checker --------------------------------------------------------------------


def test_a_sound_fight_passes_every_check() -> None:
    game = _in_round(_ambushed())
    assert invariants.state(game) == []
    invariants.enforce(invariants.state(game))


def test_a_card_taken_from_a_hand_but_not_discarded_is_caught() -> None:
    game = _in_round(_ambushed())
    ch = game.challenge
    key = next(k for k, hand in ch.hands.items() if hand)
    card = ch.hand(key)[0]
    game.challenge = ch.without_card(key, card)  # dropped on the floor: not discarded
    problems = invariants.cards(game)
    assert len(problems) == 1
    assert f"held by nobody: {card.name}" in problems[0]
    with pytest.raises(InvariantViolation, match=card.name):
        invariants.enforce(invariants.state(game))


def test_a_card_held_twice_is_caught() -> None:
    game = _in_round(_ambushed())
    ch = game.challenge
    key = next(k for k, hand in ch.hands.items() if hand)
    card = ch.hand(key)[0]
    game.challenge = ch.with_hand(key, (*ch.hand(key), card))
    assert "held but not out of the deck" in invariants.cards(game)[0]


def test_outside_a_challenge_only_a_waiting_test_holds_cards() -> None:
    game = _in_round(_ambushed())
    hands = game.challenge
    game.challenge = None  # the fight forgotten, its cards still out
    assert invariants.cards(game)
    game.challenge = hands
    assert invariants.cards(game) == []


def test_negative_health_or_defense_is_caught() -> None:
    game = _in_round(_ambushed())
    ch = game.challenge
    foe = ch.side("foes")[0]
    game.challenge = ch.with_fighter(replace(foe, parts=(Part("body", "body", -1, -2),)))
    problems = invariants.pools(game)
    assert len(problems) == 2 and "Health -1" in problems[0] and "Defense -2" in problems[1]
    game.challenge = ch.with_fighter(replace(foe, parts=(Part("body", "body", None, 0),)))
    assert invariants.pools(game) == []  # no Health at all is a pool without end


def test_the_dead_still_fighting_are_caught() -> None:
    game = _in_round(_ambushed())
    a = game.guild.adventurers[0]
    dead = a.model_copy(update={"conditions": a.conditions.model_copy(update={"dead": True})})
    game.guild = game.guild.with_adventurer(dead)
    assert invariants.fallen(game) == [f"{a.name} is dead but still fights in the Challenge"]


def test_an_action_after_death_is_caught() -> None:
    game = _in_round(_ambushed())
    a = game.guild.adventurers[0]
    dead = a.model_copy(update={"conditions": a.conditions.model_copy(update={"dead": True})})
    game.guild = game.guild.with_adventurer(dead)
    before = ev.Action(seq=1, who=a.name, action="Attack", card=None, value=9, result="hit")
    death = ev.Wound(seq=2, who=a.name, taken_as="death")
    after = ev.Action(seq=3, who=a.name, action="Riposte", card=None, value=5, result="miss")
    problems, fallen = invariants.dead_acting([before, death, after], frozenset(), game)
    assert fallen == {a.name}
    assert problems == [f"{a.name} acts after death: Riposte with no card (event 3)"]
    problems, _ = invariants.dead_acting([before], fallen, game)
    assert len(problems) == 1


def test_too_many_rounds_are_caught(monkeypatch) -> None:
    game = _in_round(_ambushed())
    monkeypatch.setattr(invariants.challenge, "MAX_ROUNDS", 0)
    assert "past the limit of 0" in invariants.rounds(game)[0]


def test_the_referee_stops_a_fight_that_never_ends(monkeypatch) -> None:
    game = _ambushed()
    referee = sim.Referee(game)
    monkeypatch.setattr(sim, "FIGHT_COMMANDS", 3)
    for _ in range(3):
        referee.send(cmd.Look())  # refused in a fight, but sent all the same
    with pytest.raises(InvariantViolation, match="still going after 3 commands"):
        referee.send(cmd.Look())


def test_a_daring_sim_plays_what_a_careful_one_leaves_and_says_how_daring_it_was():
    """``worm sim`` campaigns try the rooms' options (issue 15: the careful bot never opened
    Zacchaeus's cage); the figures say with what chance, and the game stays whole."""
    careful = sim.results(["campaigns"], 1, 4, watches=30, daring=0.0)
    daring = sim.results(["campaigns"], 1, 4, watches=30, daring=1.0)
    assert not any(r.crash or r.violation for r in careful + daring)
    assert [r.commands for r in careful] != [r.commands for r in daring]
    out = io.StringIO()
    sim.run(
        count=2,
        seed_start=1,
        jobs=1,
        kind="campaigns",
        watches=10,
        as_json=True,
        out=out,
        daring=0.5,
    )
    assert json.loads(out.getvalue())["daring"] == 0.5


def test_campaigns_are_saved_reloaded_and_shadowed_without_a_difference():
    """Issue 16, point 9: now and then a campaign is saved and loaded back; the copy equals
    it, log and all, and answers the next commands alike. A copy that drifts is caught."""
    found = sim.results(["campaigns"], 0, 12, watches=30, daring=0.3)
    assert sum(r.reloads for r in found) >= 3
    assert not any(r.mismatch for r in found)
    soak = sim.Soak(1)
    game = Game.new(1)
    soak.shadow, soak.left = Game.new(2), 5  # a copy of another game: it must be caught
    mark = len(game.log.events)
    game.execute(cmd.Delve())
    assert soak.after(game, cmd.Delve(), mark) is not None


def test_what_the_ambush_itself_does_is_refereed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sim's fights begin in ambush, before the bot's first command; what happens then is
    weighed with its own events — an XP spent there with its ``xp`` event (as an Ambusher in
    training who warned the guild would, p. 74) is no violation."""

    def spends(game: object) -> bool:
        first = game.guild.in_marching_order()[0]  # type: ignore[attr-defined]
        xp.spend(game, first.id, 1, "a warning")  # type: ignore[arg-type]
        return False

    monkeypatch.setattr(ambusher, "warns", spends)
    assert sim.fight(0).violation is None
