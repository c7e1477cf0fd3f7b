"""Brew Alchemy on the Camp screen (p. 231): Use a Talent offers it, and a dialog per reagent
asks its form; the brew lands in the alchemist's bottles.

Seed 2's quickstart guild camps in 101; Gunhild (a1) is made an alchemist with a kit and two
reagents, one of face rats and one of dire wolves.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.unit.engine.test_alchemy import alchemist, bottled
from worm.model.level import Corpse
from worm.rules import alchemy
from worm.ui.app import WormApp
from worm.ui.camp import CampScreen
from worm.ui.parley import PickScreen

SEED = 2


async def pick(app: WormApp, pilot: object, value: str) -> None:
    """Choose the option whose value is ``value`` in the dialog on top, by its number."""
    screen = app.screen
    assert isinstance(screen, PickScreen), screen
    values = [v for v, _ in screen.options]
    await pilot.press(str(values.index(value) + 1))  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


async def test_use_a_talent_brews_each_reagent_into_the_form_picked(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        alchemist(game, "a1", bottles=2, kit=True)
        bottled(game, "a1", "face_rats", "dire_wolves")
        await app.run_action("screen.camp")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen)
        screen.who = "a1"
        screen.update_view()
        screen.choose("use_a_talent")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, PickScreen)
        if dialog.heading.endswith("uses what?"):  # more than one talent ready
            await pick(app, pilot, "alchemy")
        dialog = app.screen
        assert isinstance(dialog, PickScreen)
        assert "Reagent of Face Rats (1 of 2)" in dialog.heading
        await pick(app, pilot, "bomb")
        dialog = app.screen
        assert isinstance(dialog, PickScreen)
        assert "Reagent of Dire Wolves (2 of 2)" in dialog.heading
        await pick(app, pilot, "potion")
        a1 = game.guild.adventurer("a1")
        brewed = [(c.item, c.of) for c in a1.inventory.things() if c.of is not None]
        assert brewed == [("bomb_face_rat", "face_rats"), ("potion_murky", "dire_wolves")]
        assert game.camp is not None and ("a1", "use_a_talent") in game.camp.acted


async def test_the_harvest_key_cuts_reagents_from_a_fresh_kill(tmp_path: Path) -> None:
    """p. 231: in the Crawl, ``H`` sends the guild's alchemist to harvest; with nothing slain
    here it is refused with the reason."""
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        alchemist(game, "a1", bottles=1)
        game.choice = None  # the walkway's choice waits in 101: set aside for this test
        harvester = alchemy.harvester(game.guild)
        assert harvester is not None and harvester.id == "a3"
        await pilot.press("H")
        await pilot.pause()
        notices = [n.message for n in app._notifications]
        assert any("no creature the guild has slain lies here" in m for m in notices)
        state = game.state
        game.states[game.depth] = replace(
            state, corpses=(Corpse(game.room, "dire_wolves", game.watches),)
        )
        await pilot.press("H")
        await pilot.pause()
        held = {a.id: [r.of for r in alchemy.reagents(a)] for a in game.guild.adventurers}
        # Bidziil (a3), the first alchemist in marching order with an empty bottle, harvests
        assert held == {"a1": [], "a2": [], "a3": ["dire_wolves"]}
        assert game.state.corpses[0].reagents == 0
