"""A choice of one is no choice (play-test 19: a dialog read "choose: 1. …"): a hazard with
one way to meet it is met at once and the log says so; any other travel event with one way to
act offers "let it be" beside it, so the guild is asked something it can answer either way.

Each event is built here and played in room 101, as the Meatgrinder would play it."""

from __future__ import annotations

from typing import Any

import pytest

from worm.engine import commands as cmd
from worm.engine import crawl, explore
from worm.engine import events as ev
from worm.errors import IllegalCommand
from worm.gm import travel_events
from worm.rules.meatgrinder import Reading

from .test_crawl import WALK, below, of

TRAVEL = Reading(
    card=12, band="travel_event", trigger="watch", counts=True, respite=False, marks=True
)


def event(kind: str, interaction: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": f"test_{kind}",
        "band": "travel_event",
        "kind": kind,
        "name": "A test of nerve",
        "text": "Something happens in the dark ahead.",
        "interactions": [interaction],
    }


WHISPERS = {
    "verb": "close your mind to them",
    "approach": "wands",
    "who": "each",
    "on_failure": [{"effect": "stress", "text": "You cannot stop hearing them."}],
}
THIEF = {
    "verb": "give chase",
    "approach": "pentacles",
    "on_success": [{"effect": "gain_gold", "count": 10, "text": "You get the purse back."}],
    "on_failure": [{"effect": "stress", "text": "The thief is gone."}],
}


def test_a_hazard_with_one_way_to_meet_it_is_met_at_once_not_asked() -> None:
    game = below(WALK, 6)
    mark = len(game.log.events)
    reason = crawl.play_entry(game, TRAVEL, event("hazard", WHISPERS))
    game.follow_up()
    assert game.choice is None  # no dialog waits on a list of one
    assert reason != "choice"
    new = game.log.events[mark:]
    said = [e.text for e in of(new, ev.Narration)]
    assert not any("choose:" in text for text in said)
    rulings = [e.why for e in of(new, ev.Gm) if e.rule == "p. 178"]
    assert rulings == ["A test of nerve: no choice here but to close your mind to them"]
    drawn = [e for e in of(new, ev.Draw) if e.purpose == "fate"]
    assert drawn  # the guild tested Wands against the whispers, then and there


def test_another_event_with_one_way_to_act_can_be_let_be() -> None:
    game = below(WALK, 6)
    gold = sum(a.gold for a in game.guild.adventurers)
    assert crawl.play_entry(game, TRAVEL, event("tax", THIEF)) == "choice"
    choice = game.choice
    assert choice is not None
    assert [o.verb for o in choice.options] == ["give chase", "let it be"]
    assert choice.options[1] is travel_events.LET_BE
    game.execute(cmd.Choose(option=2))
    assert game.choice is None and game.phase == "crawl"
    assert sum(a.gold for a in game.guild.adventurers) == gold  # nothing chased, nothing won


def test_let_be_answers_the_question_and_is_not_offered_again() -> None:
    """Play-test: a guild that let an event be could "act" on its "let it be" again, and the
    log told "let it be: nothing is at risk …" twice in a row, for nothing. Let be, the event
    is settled: the room offers neither its way to act nor the answer (seed-1 play-through,
    the thieving rat let go)."""
    game = below(WALK, 6)
    assert crawl.play_entry(game, TRAVEL, event("tax", THIEF)) == "choice"
    game.execute(cmd.Choose(option=2))
    assert "A test of nerve" not in dict(explore.choices_here(game))
    with pytest.raises(IllegalCommand):
        game.execute(cmd.Act(target="A test of nerve", option=2))


def test_an_event_with_two_ways_is_asked_as_it_was() -> None:
    game = below(WALK, 6)
    two = event("hazard", WHISPERS)
    two["interactions"].append({**THIEF, "verb": "run"})
    assert crawl.play_entry(game, TRAVEL, two) == "choice"
    assert game.choice is not None and len(game.choice.options) == 2


def test_an_event_answered_is_over_and_so_is_one_let_be() -> None:
    """Seed 1's foul air, burnt off, still stood among what 101 offered: the guild could burn
    it off again, lantern and all, or run through it after. An event answered leaves what the
    room offers; one let be leaves it too (seed 1's thieving rat, let go, was still offered)."""
    game = below(WALK, 6)
    two = event("hazard", WHISPERS)
    two["interactions"].append({**THIEF, "verb": "run"})
    assert crawl.play_entry(game, TRAVEL, two) == "choice"
    assert "A test of nerve" in dict(explore.choices_here(game))
    game.execute(cmd.Choose(option=2))
    if game.pending is not None:  # a failure to let stand
        game.execute(cmd.AcceptFate())
    assert game.choice is None
    assert "A test of nerve" not in dict(explore.choices_here(game))
    let_be = below(WALK, 6)
    assert crawl.play_entry(let_be, TRAVEL, event("tax", THIEF)) == "choice"
    let_be.execute(cmd.Choose(option=2))
    assert let_be.choice is None
    assert "A test of nerve" not in dict(explore.choices_here(let_be))
