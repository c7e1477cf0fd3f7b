"""The terminal game's motif change (p. 25) and arête marks (p. 28): ``O`` on the City screen
asks which motif of the highlighted adventurer and its new words; the ':' line takes the text
game's 'motif' words; the side panel shows each one's arête marks.

Seed 2's quickstart guild steps straight back out of its entrance room into the City.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, OptionList

from worm.engine import arete
from worm.engine import commands as cmd
from worm.model.adventurer import Talent
from worm.ui import panels
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.driver import Driver
from worm.ui.parley import PickScreen
from worm.ui.prompts import CommandScreen

SEED = 2


async def typed(app: WormApp, pilot, line: str) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(app.screen, CommandScreen)
    app.screen.query_one(Input).value = line
    await pilot.press("enter")
    await pilot.pause()


async def test_o_changes_the_highlighted_ones_motif_once(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityScreen)
        menu = screen.query_one("#city-menu", OptionList)
        menu.highlighted = next(i for i, o in enumerate(menu.options) if o.id == "a2")
        old = game.guild.adventurer("a2").motifs

        await pilot.press("O")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        assert [label for _, label in app.screen.options] == [
            f"{n}. {m}" for n, m in enumerate(old, 1)
        ]
        await pilot.press("3")
        await pilot.pause()
        assert isinstance(app.screen, CommandScreen) and old[2] in app.screen.question
        await typed(app, pilot, "Drunken knight")
        assert isinstance(app.screen, CityScreen)
        assert game.guild.adventurer("a2").motifs == (old[0], old[1], "Drunken knight")

        await pilot.press("O")  # a second change this phase: the GM says no
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        await typed(app, pilot, "Old scribe")
        assert game.guild.adventurer("a2").motifs[0] == old[0]
        notices = [n.message for n in app._notifications]
        assert any("one motif changed" in n for n in notices), notices


async def test_the_command_line_takes_the_motif_words(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)
        await pilot.press("colon")
        await pilot.pause()
        await typed(app, pilot, "motif a1 1 Veteran witch-hunter")
        assert game.guild.adventurer("a1").motifs[0] == "Veteran witch-hunter"
        assert isinstance(app.screen, CityScreen)


def test_the_side_panel_shows_the_arete_marks() -> None:
    driver = Driver.quickstart(SEED)
    game = driver.game
    assert "arête" not in panels.guild(game).plain
    arete.felled(game, "a3", bare_handed=True)  # Bidziil is fay
    shown = panels.guild(game).plain
    assert "arête 1/3" in shown
    bidziil = shown.split(game.guild.adventurer("a3").name)[1]
    assert "arête 1/3" in bidziil


async def test_o_offers_a_byname_to_one_who_has_it_and_names_it(tmp_path: Path) -> None:
    """p. 53: the table names the byname; the motif key offers it after the three motifs."""
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        a2 = game.guild.adventurer("a2")
        talents = (*a2.talents, Talent(id="byname", state="mastered"))
        game.set_adventurer(a2.model_copy(update={"talents": talents, "byname": "the Unbending"}))
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CityScreen)
        menu = screen.query_one("#city-menu", OptionList)
        menu.highlighted = next(i for i, o in enumerate(menu.options) if o.id == "a2")
        await pilot.press("O")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        labels = [label for _, label in app.screen.options]
        assert labels[-1] == f"Byname: {a2.name} the Unbending"
        app.screen.dismiss("byname")
        await pilot.pause()
        await typed(app, pilot, "the Rat Catcher")
        assert game.guild.adventurer("a2").byname == "the Rat Catcher"
