"""Fishing gear (p. 166): on a level with deep water, one who carries fishing gear may take
the Hunt of p. 137 without a bow or crossbow (policy ``worm.gm.tools.fishes``), testing
Swords as any hunter; without water, or without the gear, the Hunt is refused as before. The
Camp's choices (text and terminal alike read ``campsite.why_not``) and the bot's Camper
offer it."""

from __future__ import annotations

import io

import pytest

from worm.engine import campsite, fishing
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autocamp import Camper
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gen import maps
from worm.gm import tools
from worm.text import repl
from worm.ui import fireside

from .test_camp import camp_game
from .test_crawl import give, of, stack, strip


def flood(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pool of deep water somewhere on the level (the generator's WATER tile)."""
    tiles = game.plan.level.tiles.copy()
    tiles[0, 0] = maps.WATER
    monkeypatch.setattr(game.plan.level, "tiles", tiles)


def angler(water: bool, gear: bool, monkeypatch: pytest.MonkeyPatch) -> Game:
    game = camp_game()
    for item in ("bow", "crossbow", "fishing_gear"):
        strip(game, what=item)
    if gear:
        give(game, "a1", "fishing_gear")
    if water:
        flood(game, monkeypatch)
    game.execute(cmd.Camp())
    return game


def test_the_policy() -> None:
    assert tools.fishes(True, True)
    assert not tools.fishes(True, False) and not tools.fishes(False, True)


def test_fishing_gear_by_water_is_a_hunt(monkeypatch: pytest.MonkeyPatch) -> None:
    game = angler(True, True, monkeypatch)
    assert fishing.water(game)
    stack(game, minor=["King of Cups"])
    events = game.execute(cmd.CampAct(who="a1", action="hunt"))
    assert [(f.attribute, f.outcome) for f in of(events, ev.Fate)] == [("swords", "success")]
    assert any(g.rule == "p. 166" and "fishes" in g.why for g in of(events, ev.Gm))


@pytest.mark.parametrize(("water", "gear"), [(False, True), (True, False)])
def test_no_water_or_no_gear_no_fishing(
    water: bool, gear: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = angler(water, gear, monkeypatch)
    with pytest.raises(IllegalCommand, match="bow"):
        game.execute(cmd.CampAct(who="a1", action="hunt"))


def test_the_choices_offer_the_hunt_in_text_terminal_and_bot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = angler(True, True, monkeypatch)
    a1 = game.guild.adventurer("a1")
    assert campsite.why_not(game, a1, "hunt") is None
    (hunt,) = [o for o in fireside.actions(game, a1) if o.id == "hunt"]
    assert hunt.open  # offered on the terminal's Camp screen
    out = io.StringIO()
    repl.play(game, ["camp a1 hunt"], out, echo=True)
    assert "fishes the deep water" in out.getvalue(), out.getvalue()


def test_the_bot_fishes_when_food_runs_short(monkeypatch: pytest.MonkeyPatch) -> None:
    game = angler(True, True, monkeypatch)
    strip(game, what="ration")
    strip(game, what="tinkers_kit")
    strip(game, what="pipe_and_pipeweed")
    assert Camper().action(game, game.guild.adventurer("a1")) == cmd.CampAct(
        who="a1", action="hunt"
    )
