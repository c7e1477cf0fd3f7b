"""Make a Pact on the Camp screen (p. 83): Use a Talent offers Gramarye, then a pact, then the
spell it charges, then swearing; the side panel shows the pact; a later act that would break
it asks first.

Seed 2's quickstart guild camps as in test_camp; Bryonie (a2) is its sorcerer, given Gramarye
mastered here.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from worm.engine import commands as cmd
from worm.engine import kit
from worm.model.adventurer import Pact, Talent
from worm.ui import pactpicks
from worm.ui.app import WormApp
from worm.ui.camp import CampScreen
from worm.ui.parley import PickScreen

from .test_camp import SEED, menu_ids


async def pick(app: WormApp, value: str) -> None:
    """Choose ``value`` on the open PickScreen, as its number or arrows and Enter would."""
    screen = app.screen
    assert isinstance(screen, PickScreen), f"no pick dialog but {screen!r}"
    number = [v for v, _ in screen.options].index(value) + 1
    await app.run_action(f"pick({number})", screen)


async def test_make_a_pact_from_the_camp_screen(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        a = game.guild.adventurer("a2")
        talents = tuple(
            Talent(id=t.id, state="mastered") if t.id == "gramarye" else t for t in a.talents
        )
        game.set_adventurer(a.model_copy(update={"talents": talents}))
        await pilot.press("C")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen) and screen.who == "a2"
        assert "use_a_talent" in menu_ids(screen)

        screen.choose("use_a_talent")  # Gramarye is her one camp talent: the pacts come first
        await pilot.pause()
        offered = [v for v, _ in app.screen.options]  # type: ignore[attr-defined]
        assert "silence" in offered and "forego_weapons" not in offered  # a polearm on her belt
        await pick(app, "silence")
        await pilot.pause()
        assert "Silence: which spell's component" in app.screen.heading  # type: ignore[attr-defined]
        await pick(app, "sleep")
        await pilot.pause()
        await pick(app, "verity")
        await pilot.pause()
        spells = [v for v, _ in app.screen.options]  # type: ignore[attr-defined]
        assert "sleep" not in spells  # each component is charged once
        await pick(app, "illusion")
        await pilot.pause()
        assert app.screen.options[0][0] == pactpicks.SWEAR  # type: ignore[attr-defined]
        await pick(app, pactpicks.SWEAR)
        await pilot.pause()

        assert app.screen is screen
        bryonie = game.guild.adventurer("a2")
        assert {(p.id, p.spell) for p in bryonie.pacts} == {
            ("silence", "sleep"),
            ("verity", "illusion"),
        }
        guild = str(screen.query_one("#camp-guild", Static).content)
        assert "pacts: Silence (Sleep), Verity (Illusion)" in " ".join(guild.split())


async def test_an_act_that_breaks_a_pact_asks_first(tmp_path: Path) -> None:
    """p. 83: eating a single ration breaks Gluttony; the camp-on key asks before it does."""
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        a = game.guild.adventurer("a2")
        a, _ = kit.lose(a, "ration", kit.count(a, "ration"))
        a, _ = kit.gain(a, "ration", 1, game.pack)
        game.set_adventurer(a.model_copy(update={"pacts": (Pact(id="gluttony", spell="sleep"),)}))
        await pilot.press("C")
        await pilot.pause()
        assert app.send(cmd.CampOn()) is None  # it asks instead
        await pilot.pause()
        assert isinstance(app.screen, PickScreen) and "Gluttony" in app.screen.note
        assert game.camp is not None and game.camp.step == 1
        await pick(app, "keep")
        await pilot.pause()
        assert game.guild.adventurer("a2").pact("gluttony") is not None
        app.send(cmd.CampOn())
        await pilot.pause()
        await pick(app, "break")
        await pilot.pause()
        assert game.guild.adventurer("a2").pact("gluttony") is None
