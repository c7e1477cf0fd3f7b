"""Giant's Strength (p. 60): a troll wins a contest of raw strength against anyone not a troll
with no card drawn; City Event XVII, A Challenge (p. 152), is played as such a contest
(policy ``worm.gm.strength``)."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import Talent
from worm.rules import giants_strength

from .test_city import sheet
from .test_crawl import WALK, below, of, stack

A_CHALLENGE = 17  # p. 152


def mocked(kin: str, talent: str | None) -> tuple[Game, list[ev.Event]]:
    """Seed 2's guild climbs out to A Challenge with a2, of ``kin``, the one mocked (the
    highest Pentacles), Swords 1, knowing ``talent`` mastered."""
    game = below(WALK)
    for who in ("a1", "a2", "a3"):
        a = game.guild.adventurer(who)
        pent = 4 if who == "a2" else 1
        sheet(game, who, attributes=a.attributes.model_copy(update={"pentacles": pent}))
    a2 = game.guild.adventurer("a2")
    talents = tuple(t for t in a2.talents if t.id != giants_strength.TALENT)
    if talent is not None:
        talents = (*talents, Talent(id=talent, state="mastered"))
    attributes = a2.attributes.model_copy(update={"swords": 1})
    sheet(game, "a2", kin=kin, talents=talents, attributes=attributes)
    stack(game, major=[A_CHALLENGE])
    return game, game.execute(cmd.Take(way="out"))


def city_tests(events: list[ev.Event]) -> list[ev.Fate]:
    return [f for f in of(events, ev.Fate) if f.task.startswith("City Event")]


def test_a_troll_wins_the_bravos_contest_of_strength_with_no_card_drawn() -> None:
    game, events = mocked("troll", giants_strength.TALENT)
    assert not city_tests(events)
    assert any(g.rule == "p. 60" and "outright" in g.why for g in of(events, ev.Gm))
    assert not game.guild.adventurer("a2").conditions.stressed


def test_without_the_talent_the_same_one_walks_away_as_before() -> None:
    """The control: the same Swords 1 adventurer with no Giant's Strength walks away (p. 152
    policy), so the outright win is the talent's doing."""
    _, events = mocked("troll", None)
    assert not any(g.rule == "p. 60" for g in of(events, ev.Gm))
    assert any("walks away" in g.why for g in of(events, ev.Gm))


@pytest.mark.parametrize(
    ("kin", "rival", "wins"),
    [("troll", "human", True), ("troll", "dwarf", True), ("troll", "troll", False)],
)
def test_only_a_troll_against_one_not_a_troll_wins_outright(
    kin: str, rival: str, wins: bool
) -> None:
    assert giants_strength.wins(kin, rival) is wins
