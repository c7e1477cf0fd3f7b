"""Proud and Ancient (p. 51): a human's test has favor when the house's motto or crest fits
the task (read as a motif is, p. 24)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_dying import game_below
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import Talent


def of_house(game: Game, who: str, house: str, *, proud: bool) -> None:
    a = game.guild.adventurer(who)
    talents = tuple(t for t in a.talents if t.id != "proud_and_ancient")
    if proud:
        talents = (*talents, Talent(id="proud_and_ancient", state="mastered"))
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"talents": talents, "house": house, "kin": "human"})
    )


@pytest.mark.parametrize(
    ("proud", "task", "favored"),
    [
        (True, "win through strength of arms", True),  # Ironpax: Peace through strength
        (False, "win through strength of arms", False),
        (True, "recall the old song", False),  # the motto has nothing to say to it
    ],
)
def test_the_house_motto_gives_favor_when_it_fits(proud: bool, task: str, favored: bool) -> None:
    game = game_below()
    assert game.pack.houses["ironpax"].motto == "Peace through strength"
    of_house(game, "a1", "ironpax", proud=proud)
    stack(game, minor=("Ten of Cups",))
    events = game.execute(cmd.TestFate(who="a1", attribute="swords", task=task))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    fate = [e for e in events if isinstance(e, ev.Fate)][0]
    assert (fate.favor == 3) is favored  # favor: +3 (p. 10)
