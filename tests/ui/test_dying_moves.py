"""``o`` and ``g`` ask before a move that lets a dying guild-mate die (p. 126; play-test 30).

The log once said "unless healed before the next watch ends, Ituha dies" and the next ``o``
spent that watch at once. Now a dialog asks: ``p`` tends first, Enter goes on, Escape stays.
The seed is the first whose quick guild stands idle in 101 with a room to explore, the first
adventurer put at Death's Door in the last watch of grace, so that exploring would end it.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.fixtures.seeds import find
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import dyingwords
from worm.ui.app import WormApp
from worm.ui.driver import Driver
from worm.ui.prompts import CommandScreen, DyingScreen

SIZE = (120, 40)


def at_deaths_door(game: Game) -> str:
    """The first adventurer put at Death's Door, dying when the next watch ends; their name."""
    a = game.guild.adventurers[0]
    down = a.conditions.model_copy(update={"staggered": True, "deaths_door": True})
    game.guild = game.guild.with_adventurer(a.model_copy(update={"conditions": down}))
    game.dying = ((a.id, 1),)
    return a.name


def _exploring_kills(seed: int) -> bool:
    game = Driver.quickstart(seed).game
    if game.phase != "crawl" or game.choice or game.pending or game.meeting:
        return False
    name = at_deaths_door(game)
    return dyingwords.doomed(game, cmd.Explore()) == [name]


SEED = find(_exploring_kills, "an idle quick guild in 101 whose 'explore' spends a watch")


def where(game: Game) -> str:
    return game.plan.key(game.room)


async def asked(app: WormApp, pilot, *keys: str) -> tuple[Game, str]:  # type: ignore[no-untyped-def]
    await pilot.pause()
    assert app.driver is not None
    game = app.driver.game
    name = at_deaths_door(game)
    await pilot.press(*keys)
    await pilot.pause()
    assert isinstance(app.screen, DyingScreen), app.screen
    said = " ".join(str(s.render()) for s in app.screen.query(Static))
    assert (
        f"{name} is at Death's Door and dies when this watch ends: tend first (p), or go on "
        "(Enter)?"
    ) in said
    assert where(game) == "101" and not game.guild.adventurers[0].conditions.dead
    return game, name


async def test_o_asks_first_and_enter_goes_on(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, _ = await asked(app, pilot, "o")
        await pilot.press("enter")
        await pilot.pause()
        assert where(game) != "101" and game.guild.adventurers[0].conditions.dead


async def test_escape_stays_and_p_turns_to_tending(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, _ = await asked(app, pilot, "o")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, DyingScreen)
        assert where(game) == "101" and not game.guild.adventurers[0].conditions.dead
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert not isinstance(app.screen, DyingScreen)
        assert where(game) == "101" and not game.guild.adventurers[0].conditions.dead


async def test_g_asks_first_too(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        at_deaths_door(game)
        ahead = game.foresee(cmd.Explore())
        assert where(game) == "101"
        room = next(e.room for e in ahead if isinstance(e, ev.Enter))
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, CommandScreen)
        await pilot.press(*room, "enter")
        await pilot.pause()
        assert isinstance(app.screen, DyingScreen)
        assert where(game) == "101"
