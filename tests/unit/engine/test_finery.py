"""Finery among nobles (p. 166): the first Wands test of a parley with a noble (policy
``worm.gm.tools.noble``: a word of rank in the name) is taken with favor when the speaker
wears finery (``worm.gm.tools.finery_favors``); the second is not, and a commoner is not
impressed. Typed ``flatter`` in the text game and the terminal's command line."""

from __future__ import annotations

import io

import pytest

from worm.content.personality import Trait
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import tools
from worm.text import repl
from worm.ui.driver import Driver

from .test_crawl import give, of, strip
from .test_parley import WINS, character, meeting, say

FINERY = "finery among nobles (p. 166)"


def met(name: str, *, finery: bool) -> Game:
    wants = (Trait(text="a bag of gold", tastes=("gold",)),)
    game = meeting(character(id="someone", name=name, wants=wants))
    strip(game, what="clothes_finery")
    for a in game.guild.adventurers:
        if finery:
            give(game, a.id, "clothes_finery")
    return game


def favors(events: list[ev.Event]) -> list[tuple[str, ...]]:
    return [f.favor_reasons for f in of(events, ev.Fate)]


def test_the_policy_reads_rank_in_a_name() -> None:
    assert tools.noble("the First Knights") and tools.noble("The Rat King")
    assert tools.noble("Lich, The Yellow King") and tools.noble("the Baron of Rust")
    assert not tools.noble("goblins") and not tools.noble("a kingfisher")
    assert not tools.finery_favors(True, "the Baron of Rust", first=False)


@pytest.mark.parametrize(
    ("name", "finery", "favored"),
    [
        ("the Baron of Rust", True, True),
        ("the Baron of Rust", False, False),
        ("the rust monger", True, False),
    ],
)
def test_finery_favors_the_first_wands_test_with_a_noble(
    name: str, finery: bool, favored: bool
) -> None:
    game = met(name, finery=finery)
    first = say(game, "flatter", WINS)
    assert (FINERY in favors(first)[0]) == favored
    assert any("finery" in g.why for g in of(first, ev.Gm)) == favored
    if game.meeting is not None and game.phase != "crawl":
        second = say(game, "flatter", WINS)
        assert all(FINERY not in f for f in favors(second)), "only the first impression"


def test_flatter_typed_in_the_text_game_and_the_terminal() -> None:
    game = met("the Baron of Rust", finery=True)
    out = io.StringIO()
    repl.play(game, ["flatter"], out, echo=True)
    assert "finery" in out.getvalue()
    outcome = Driver(met("the Baron of Rust", finery=True)).type("flatter")
    assert outcome is not None and outcome.refused is None
    assert any(FINERY in f for f in favors(outcome.events))
