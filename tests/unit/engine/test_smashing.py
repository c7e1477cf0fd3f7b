"""Smashing a door (p. 167): a hammer or a hatchet forces a locked door with favor on the
Swords test (p. 88), the door broken for good and the noise drawing the Meatgrinder (p. 91);
the typed word ``smash`` does it in the text game and on the terminal's command line, and the
bot's forcing takes the favor."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_crawl import (
    behind_room,
    below,
    door,
    give,
    locked_seed,
    of,
    stack,
    strip,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.text import repl
from worm.ui.driver import Driver

TOOLS = ("crowbar", "battering_ram", "hatchet", "hammer_tool", "lockpicks")


def unarmed_door() -> tuple[Game, int]:
    game = below(locked_seed(), 6, 1, marked=frozenset({6}))
    edge, _ = door(game)
    for tool in TOOLS:
        strip(game, what=tool)
    stack(game, minor=["Ten of Cups"])
    return game, edge


@pytest.mark.parametrize(("tool", "name"), [("hatchet", "hatchet"), ("hammer_tool", "hammer")])
def test_a_hammer_or_hatchet_smashes_a_locked_door_with_favor(tool: str, name: str) -> None:
    game, edge = unarmed_door()
    give(game, "a1", tool)
    events = game.execute(cmd.ForceDoor(to=behind_room()))
    (test,) = of(events, ev.Fate)
    assert test.attribute == "swords" and test.favor_reasons == (f"{name} (p. 167)",)
    assert any(g.rule == "p. 167" and "smashes" in g.why for g in of(events, ev.Gm))
    assert [m.trigger for m in of(events, ev.Meatgrinder)] == ["loud_noise"]
    assert test.outcome == "success" and edge in game.state.unlocked, "broken for good"


def test_without_a_tool_forcing_has_no_favor() -> None:
    game, _ = unarmed_door()
    (test,) = of(game.execute(cmd.ForceDoor(to=behind_room())), ev.Fate)
    assert test.favor_reasons == ()


def test_smash_is_a_typed_word_in_the_text_game_and_the_terminal() -> None:
    game, _ = unarmed_door()
    give(game, "a1", "hatchet")
    out = io.StringIO()
    repl.play(game, [f"smash {behind_room()}"], out, echo=True)
    assert "hatchet" in out.getvalue().lower() and "No:" not in out.getvalue()
    assert "smash ROOM" in repl.HELP
    other, _ = unarmed_door()
    give(other, "a1", "hammer_tool")
    driver = Driver(other)
    outcome = driver.type(f"smash {behind_room()}")
    assert outcome is not None
    assert any(
        isinstance(e, ev.Fate) and e.favor_reasons == ("hammer (p. 167)",) for e in outcome.events
    )


def test_the_bot_forcing_a_door_smashes_it_with_the_guilds_hatchet() -> None:
    game, _ = unarmed_door()
    give(game, "a1", "hatchet")
    bot = Autoplay()
    chosen = bot._door(game)  # no key, no lockpicks: it forces the door
    assert isinstance(chosen, cmd.ForceDoor)
    (test,) = of(game.execute(chosen), ev.Fate)
    assert test.favor_reasons == ("hatchet (p. 167)",)
