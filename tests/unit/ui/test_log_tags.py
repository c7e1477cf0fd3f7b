"""Every message carries the right tag (issue 19, point 4): each kind of event goes to one part
of the log, and the opening of a game is never tagged as the fight an ambush begins."""

from __future__ import annotations

import inspect

import pytest

from tests.fixtures.meetings import FIGHT, met_at_once
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.ui.driver import Category, Driver, category

PHASES = ("city", "crawl", "parley", "challenge", "camp")
PHASED = "phased"  # the kind goes with the phase it happens in: talk, combat or story

EXPECTED: dict[type[ev.Event], Category | str] = {
    ev.Session: "story",
    ev.Draw: "by its purpose",  # see test_a_draw_is_tagged_by_what_it_is_for
    ev.Shuffle: "fate",
    ev.Decks: "story",
    ev.Fate: "fate",
    ev.GroupTest: "fate",
    ev.Gm: "gm",
    ev.Narration: PHASED,
    ev.Guild: "story",  # "…, in marching order: …"
    ev.Condition: PHASED,
    ev.Wound: PHASED,  # a fight's Wound is the fight's; a fall's or a trap's is the story's
    ev.Watch: "meatgrinder",
    ev.Meatgrinder: "meatgrinder",
    ev.Disposition: "talk",
    ev.Enter: "story",
    ev.Stop: "story",
    ev.Light: "story",  # "…'s lantern: lit"
    ev.Item: PHASED,
    ev.Market: "story",
    ev.Phase: PHASED,
    ev.CampStep: "story",
    ev.CampAction: "story",
    ev.Bond: PHASED,
    ev.CityStep: "story",
    ev.Tax: "story",
    ev.Xp: "story",
    ev.Upkeep: "story",
    ev.CityEvent: "story",
    ev.Contract: "story",
    ev.Delve: "story",
    ev.Reveal: "story",
    ev.ChallengeRound: "combat",
    ev.Action: "combat",
    ev.Refused: "refused",
}
BY_PHASE: dict[str, Category] = {"parley": "talk", "challenge": "combat"}


def kinds() -> list[type[ev.Event]]:
    return [
        c
        for _, c in inspect.getmembers(ev, inspect.isclass)
        if issubclass(c, ev.Event) and c is not ev.Event and c.__module__ == ev.__name__
    ]


def test_every_kind_of_event_has_its_part_of_the_log_here() -> None:
    """A new kind of event must be given its tag here, and so be thought about."""
    assert set(kinds()) == set(EXPECTED)


@pytest.mark.parametrize("kind", [k for k in kinds() if k is not ev.Draw], ids=lambda k: k.__name__)
@pytest.mark.parametrize("phase", PHASES)
def test_each_kind_of_event_is_tagged_as_expected(kind: type[ev.Event], phase: str) -> None:
    e = kind.model_construct(seq=1)
    wanted = EXPECTED[kind]
    if wanted == PHASED:
        wanted = BY_PHASE.get(phase, "story")
    assert category(e, phase) == wanted


@pytest.mark.parametrize(
    ("purpose", "phase", "wanted"),
    [
        ("meatgrinder", "crawl", "meatgrinder"),
        ("fate", "crawl", "fate"),
        ("push", "camp", "fate"),
        ("disposition", "crawl", "talk"),  # the card that sets a creature's mood
        ("challenge_hand", "challenge", "combat"),
        ("fate", "challenge", "combat"),
    ],
)
def test_a_draw_is_tagged_by_what_it_is_for(purpose: str, phase: str, wanted: str) -> None:
    assert category(ev.Draw.model_construct(seq=1, purpose=purpose), phase) == wanted


def ambushed() -> Game:
    """A game whose guild meets a fight as it first goes down: few creatures attack on sight
    (p. 87), so the Meatgrinder's Tower is laid on the deck to bring one
    (``tests.fixtures.meetings.met_at_once``)."""
    game = met_at_once(*FIGHT)
    assert game.phase == "challenge"
    return game


def test_the_opening_of_a_game_met_by_an_ambush_is_not_the_fight() -> None:
    """The driver reads the log the game already has in the phases it was written in: the
    marching order and the first light were tagged FIGHT when the game opened on one."""
    game = ambushed()
    fight = next(
        e.seq for e in game.log.events if isinstance(e, ev.Phase) and e.phase == "challenge"
    )
    driver = Driver(game)
    tags = {m.text: m.category for m in driver.messages}
    marching = next(t for t in tags if "in marching order" in t)
    lit = next(t for t in tags if ": lit (" in t)
    assert tags[marching] == "story" and tags[lit] == "story"
    before = [m.category for m in driver.messages if 0 < m.seq < fight]
    assert before and "combat" not in before
    assert "combat" in tags.values()  # the fight itself still is


def test_a_ruling_written_with_its_page_shows_the_page_once() -> None:
    """Issue 19, point 2: "… go its way (p. 100) (p. 100)" was seen at the end of a parley."""
    game = Game.new(7)
    game.execute(cmd.Delve())
    driver = Driver(game)
    seq = game.log.events[-1].seq + 1
    with_page = ev.Gm(
        seq=seq, rule="p. 100", why="in trust, they let the guild go its way (p. 100)"
    )
    without = ev.Gm(seq=seq + 1, rule="p. 87", why="they attack on sight")
    driver._read([with_page, without])
    shown = [m.text for m in driver.messages[-2:]]
    assert shown == [
        "in trust, they let the guild go its way (p. 100)",
        "they attack on sight (p. 87)",
    ]
