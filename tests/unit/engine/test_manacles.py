"""Manacles (p. 167): a quarry who is a person, spared by the guild, is led up alive only in
manacles (policy ``worm.gm.tools.manacled``); without them the capture waits, the GM saying
why once; a beast is led along as before. The ruling is read in the text game and on the
terminal's command line, and the bot buys a pair when it holds a capture contract."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from worm.engine import autoshop, errands, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import tools
from worm.model.level import Band
from worm.text import repl
from worm.ui.driver import Driver

from .test_city import surfaced
from .test_contracts import hold
from .test_crawl import WALK, below, give, of, strip
from .test_errands import errand


def spared(creature: str, *, manacles: bool) -> Game:
    game = below(WALK)
    strip(game, what="manacles")
    if manacles:
        give(game, "a1", "manacles")
    hold(game, errand("capture", room=5))
    state = game.states[1]
    game.states[1] = replace(state, bands=(Band(5, creature, 1, "spared"),))
    return game


@pytest.mark.parametrize("manacles", [True, False])
def test_a_person_spared_is_led_up_only_in_manacles(manacles: bool) -> None:
    game = spared("orc_raiders", manacles=manacles)
    events = game.execute(cmd.Take(way="out"))
    fulfilled = [e for e in of(events, ev.Contract) if e.change == "fulfilled"]
    assert bool(fulfilled) == manacles
    assert (not game.jobs) if manacles else not game.jobs[0].done  # paid, or still to do
    rulings = [g.why for g in of(events, ev.Gm) if g.rule == "p. 167"]
    word = "put in manacles" if manacles else "nobody carries manacles"
    assert any(word in why for why in rulings), rulings


def test_a_beast_spared_needs_no_manacles() -> None:
    assert not tools.person(spared("mushroom_men", manacles=False).pack, "mushroom_men")
    game = spared("mushroom_men", manacles=False)
    events = game.execute(cmd.Take(way="out"))
    assert [e.change for e in of(events, ev.Contract)] == ["fulfilled"]


def test_the_gm_says_once_that_the_quarry_cannot_be_held() -> None:
    game = spared("orc_raiders", manacles=False)
    mark = len(game.log.events)
    errands.on_enter(game, 2)
    errands.on_enter(game, 3)
    rulings = [g for g in of(game.log.events[mark:], ev.Gm) if "manacles" in g.why]
    assert len(rulings) == 1 and not game.jobs[0].done
    give(game, "a2", "manacles")  # a pair found below
    errands.on_enter(game, 2)
    assert game.jobs[0].done


def test_the_ruling_is_read_in_the_text_game_and_the_terminal() -> None:
    out = io.StringIO()
    repl.play(spared("orc_raiders", manacles=False), ["out"], out, echo=True)
    assert "nobody carries manacles" in out.getvalue()
    outcome = Driver(spared("orc_raiders", manacles=True)).type("out")
    assert outcome is not None and outcome.refused is None
    assert any(isinstance(e, ev.Gm) and "manacles" in e.why for e in outcome.events)


def test_the_bot_buys_manacles_for_a_capture_contract() -> None:
    game = surfaced(gold=(0, 100, 0))
    game.execute(cmd.Upkeep(who="a2", tier="luxurious"))
    strip(game, what="manacles")

    def proposals() -> list[cmd.Command]:
        tried: set[str] = set()
        found = []
        while (c := autoshop.next_purchase(game, tried)) is not None:
            tried.add(repr(c))
            found.append(c)
        return found

    def manacles(found: list[cmd.Command]) -> bool:
        return any(isinstance(c, cmd.Buy) and c.item == "manacles" for c in found)

    assert not manacles(proposals())
    hold(game, errand("capture", room=5))
    wanted = proposals()
    assert manacles(wanted)
    buy = next(c for c in wanted if isinstance(c, cmd.Buy) and c.item == "manacles")
    game.execute(buy)
    assert kit.count(game.guild.adventurer(buy.who), "manacles") == 1
