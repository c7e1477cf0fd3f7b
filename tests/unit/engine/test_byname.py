"""Byname (p. 53): the human arête talent — a byname, given with the third arête mark, and
favor (+3, p. 10) on a test it bears on, as a motif's. Seed 2's guild below (``game_below``)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_city_actions import city
from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_dying import game_below
from worm.engine import arete
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import byname as policy
from worm.model.adventurer import Adventurer, Talent
from worm.text import narrate, repl


def known_as(game: Game, name: str, *, talent: bool = True) -> None:
    a = game.guild.adventurer("a1")
    talents = (*a.talents, Talent(id="byname", state="mastered")) if talent else a.talents
    game.set_adventurer(a.model_copy(update={"talents": talents, "byname": name}))


def drawn_for(game: Game, task: str, attribute: str = "swords") -> ev.Fate:
    stack(game, minor=("Two of Cups",))
    events = game.execute(cmd.TestFate(who="a1", attribute=attribute, task=task))  # type: ignore[arg-type]
    if game.pending is not None:  # a failure waits to be pushed: let it stand
        events += game.execute(cmd.AcceptFate())
    return next(e for e in events if isinstance(e, ev.Fate))


def test_a_fitting_byname_gives_favor_like_a_motif() -> None:
    game = game_below()
    known_as(game, "the Unbending")
    fate = drawn_for(game, "force the rusted gate")
    assert fate.favor == 3 and any("byname" in r for r in fate.favor_reasons)


def test_a_byname_that_does_not_fit_or_without_the_talent_gives_none() -> None:
    game = game_below()
    known_as(game, "the Unbending")
    assert drawn_for(game, "recall the old song", "cups").favor == 0
    other = game_below()
    known_as(other, "the Unbending", talent=False)
    assert drawn_for(other, "force the rusted gate").favor == 0


def test_the_third_mark_of_a_human_gives_the_talent_and_a_byname() -> None:
    def humans(game: Game) -> list[Adventurer]:
        return [a for a in game.guild.adventurers if game.pack.kins[a.kin].arete_talent == "byname"]

    game = next(g for g in map(Game.new, range(1, 60)) if humans(g))  # a guild with a human
    a = humans(game)[0]
    triggers = [t.id for t in game.pack.kiths[a.kith].arete_triggers]
    for trigger in triggers:
        arete.deed(game, a.id, trigger, "did it")
    after = game.guild.adventurer(a.id)
    assert after.talent("byname") is not None
    assert after.byname == policy.name_for(after)
    assert f"Byname: {after.name} {after.byname}" in narrate.sheet(
        after, game.pack, game.guild.role(a.id), game.guild, width=None
    )


def test_the_table_names_the_byname_in_the_city_and_it_fits_its_own_words() -> None:
    """p. 53: the table invents the byname; the player types it (``byname WHO WORDS``, the
    City screen's motif key) and the GM's name gives way."""
    game = city()
    known_as(game, "the Unbending")
    command = repl.parse(game, "byname a1 the Rat Catcher")
    assert command == cmd.Byname(who="a1", words="the Rat Catcher")
    game.execute(command)
    assert game.guild.adventurer("a1").byname == "the Rat Catcher"
    assert policy.fits("the Rat Catcher", "catch the rat", "pentacles")
    assert not policy.fits("the Unbending", "catch the rat", "pentacles")


def test_a_byname_is_not_renamed_below_nor_without_the_talent_nor_too_long() -> None:
    below = game_below()
    known_as(below, "the Unbending")
    with pytest.raises(IllegalCommand, match="in the City"):
        below.execute(cmd.Byname(who="a1", words="the Rat Catcher"))
    game = city()
    known_as(game, "", talent=False)
    with pytest.raises(IllegalCommand, match="no byname"):
        game.execute(cmd.Byname(who="a1", words="the Rat Catcher"))
    known_as(game, "the Unbending")
    with pytest.raises(IllegalCommand, match="one to 5 words"):
        game.execute(cmd.Byname(who="a1", words="the one who came back from the pit"))
