"""Lighting a light in a parley (issue 19): the screen says how while the guild stands in the
dark, and the key lights one while the talk waits (policy, p. 94).

The meeting is test_parley.py's Vodyanoy, met in 101 of seed 161, a dark room (asserted)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_parley import VODYANOY, app, open_parley, panel
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.session import Game
from worm.rules import pack_space
from worm.ui.parley import ParleyScreen, PickScreen


def snuff(game: Game) -> None:
    """Every light the guild holds goes out (snuffed, not spent): none burns in hand."""
    for a in game.guild.adventurers:
        inventory = a.inventory
        for c in kit.lit(a):
            inventory = pack_space.replace(inventory, c.model_copy(update={"lit": False}))
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))


async def test_in_the_dark_the_parley_says_how_to_light_and_l_lights_while_they_wait(
    tmp_path: Path,
) -> None:
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, VODYANOY)
        game = a.driver.game  # type: ignore[union-attr]
        assert game.ambient() == "dark", "the situation: a dark room"
        assert "In the dark" not in panel(screen, "closed")  # a light burns: nothing to say
        snuff(game)
        assert all(game.light_of(x.id) == "dark" for x in game.guild.adventurers)
        a.driver.version += 1  # type: ignore[union-attr]  # as after a command
        screen.update_view()
        await pilot.pause()
        said = panel(screen, "closed")
        assert "In the dark" in said and "press L to light" in said, said
        mark = len(game.log.events)
        await pilot.press("L")
        await pilot.pause()
        for _ in range(2):  # who lights, then which light: the first offered each time
            if isinstance(a.screen, PickScreen):
                await pilot.press("1")
                await pilot.pause()
        lit = [e for e in game.log.events[mark:] if isinstance(e, ev.Light)]
        assert [e.change for e in lit] == ["lit"], game.log.events[mark:]
        assert game.phase == "parley" and isinstance(a.screen, ParleyScreen)
        assert "In the dark" not in panel(screen, "closed")
