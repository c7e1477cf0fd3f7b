"""Alchemy in the text game's words (p. 231): ``harvest [WHO]`` in the Crawl and
``camp WHO talent alchemy FORM…`` in camp, with what the sheet and inventory then show."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_alchemy import alchemist, brewer, won
from worm.engine import commands as cmd
from worm.text import narrate, repl


def test_harvest_and_brew_are_typed_words() -> None:
    game = won("dire_wolves", 1)
    alchemist(game)
    name = game.guild.adventurer("a1").name.split()[0]
    assert repl.parse(game, "harvest") == cmd.Harvest(who="a1")  # the guild's alchemist
    assert repl.parse(game, f"harvest {name}") == cmd.Harvest(who="a1")
    out = io.StringIO()
    assert repl.answer(game, "harvest", out)
    assert "Reagent of Dire Wolves" in narrate.inventory(game, "a1")
    assert repl.parse(game, f"camp {name} talent alchemy bomb keep potion") == cmd.CampAct(
        who="a1", action="use_a_talent", what="alchemy", forms=("bomb", "keep", "potion")
    )


def test_brewing_by_words_shows_the_brew_on_the_sheet() -> None:
    game = brewer("face_rats", "dire_wolves")
    name = game.guild.adventurer("a1").name.split()[0]
    out = io.StringIO()
    assert repl.answer(game, f"camp {name} talent alchemy bomb oil", out)
    said = out.getvalue()
    assert "Face rat bomb (Face Rats)" in said and "Slick oil (Dire Wolves)" in said
    a = game.guild.adventurer("a1")
    sheet = narrate.sheet(a, game.pack)
    assert "Face rat bomb (Face Rats)" in sheet


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("harvest", "nobody able to act knows Alchemy"),
        ("harvest nobody", "no adventurer called"),
        ("camp a1 talent alchemy soup", "No: "),
        ("camp a1 talent alchemy", "No: "),
    ],
)
def test_bad_alchemy_words_get_a_reason_never_a_traceback(line: str, why: str) -> None:
    game = brewer(kit=False)
    for a in game.guild.adventurers:
        plain = tuple(t for t in a.talents if t.id != "alchemy")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": plain}))
    out = io.StringIO()
    assert repl.answer(game, line, out)
    assert out.getvalue().startswith("No: ") and why in out.getvalue()
