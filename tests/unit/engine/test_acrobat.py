"""Acrobat (p. 74): a climb needs no test of fate, and a fall counts 20' shorter (1 Resolve
when not ready for it, which the Crawl's falls never are: policy ``worm.gm.talents``)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_dying import game_below
from worm.content.interaction import Interaction
from worm.engine import events as ev
from worm.engine import explore, wounds
from worm.engine.session import Game
from worm.model.adventurer import Talent
from worm.model.fate import FateTest
from worm.rules.fate import Outcome


def acrobat(game: Game, who: str, state: str | None = "mastered", resolve: int = 2) -> None:
    a = game.guild.adventurer(who)
    known = () if state is None else (Talent(id="acrobat", state=state),)  # type: ignore[arg-type]
    talents = (*(t for t in a.talents if t.id != "acrobat"), *known)
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"talents": talents, "resolve": resolve})
    )


CLIMB = Interaction.model_validate(
    {
        "verb": "climb the outside wall",
        "approach": "pentacles",
        "on_failure": [{"effect": "wound", "count": 1, "text": "You slip and scrape down."}],
    }
)


def fall(game: Game, who: str, feet: int) -> list[ev.Event]:
    """``who`` lands a ``feet``-high fall after a failed Pentacles test (p. 96)."""
    mark = len(game.log.events)
    test = FateTest(who, "pentacles", 2, 0, (), 5, False, Outcome.FAILURE)
    wounds.land(game, test, feet)
    return game.log.events[mark:]


@pytest.mark.parametrize(
    ("state", "resolve", "taken"),
    [
        ("mastered", 2, 0),  # 25' counts as 5': no Wound
        (None, 2, 2),  # 25': 2 Wounds (p. 96)
        ("mastered", 0, 2),  # no Resolve to brace with
    ],
)
def test_an_acrobat_falls_twenty_feet_shorter_for_one_resolve(
    state: str | None, resolve: int, taken: int
) -> None:
    game = game_below()
    acrobat(game, "a1", state, resolve)
    events = fall(game, "a1", 25)
    assert len([e for e in events if isinstance(e, ev.Wound)]) == taken
    spent = state is not None and resolve > 0
    assert game.guild.adventurer("a1").resolve == resolve - int(spent)


def test_an_acrobat_climbs_without_a_test() -> None:
    game = game_below()
    acrobat(game, "a1")
    climb = CLIMB
    mark = len(game.log.events)
    explore.perform(game, climb, "a1", key="test:climb")
    events = game.log.events[mark:]
    assert not [e for e in events if isinstance(e, ev.Fate)]
    assert game.pending is None
    assert any(isinstance(e, ev.Gm) and "Acrobat" in e.why for e in events)


def test_one_who_is_no_acrobat_tests_to_climb() -> None:
    game = game_below()
    acrobat(game, "a1", None)
    climb = CLIMB
    mark = len(game.log.events)
    explore.perform(game, climb, "a1", key="test:climb")
    events = game.log.events[mark:]
    assert [e for e in events if isinstance(e, ev.Fate)] or game.pending is not None
