"""The fight's Retreat key is drawn dim when the creatures hunt a running guild down (p. 124,
policy ``worm.gm.pursuit``), and a press still says why (play-test of session 16: the key
looked open and only the press told)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.engine.fight_kit import fight
from worm.engine import challenge
from worm.engine.session import Game
from worm.gm import foes, pursuit
from worm.model.level import Kin
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter


def _hunted() -> Game:
    pack = Game.new(1).pack
    hunter = next(
        m for m in sorted(pack.monsters) if pursuit.chase(foes.statblock(pack, m)) == "hunts"
    )
    game = fight(2, count=3, creature="goblins", others=(Kin(hunter, 1),))
    assert challenge.no_escape(game) is not None
    return game


async def test_retreat_is_dim_and_still_answers_when_the_foes_hunt(tmp_path: Path) -> None:
    game = _hunted()
    app = WormApp(seed=game.seed, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.begin(Driver(game))
        await pilot.pause()
        await pilot.press("enter")  # past the meeting shown over the map
        await pilot.pause()
        assert isinstance(app.screen, ChallengeScreen)
        keys = {k.action: k.enabled for k in app.screen.query_one(KeyFooter).keys()}
        assert keys.get("retreat") is False
        await pilot.press("r")
        await pilot.pause()
        assert app.driver is not None
        assert "no outrunning" in app.driver.messages[-1].text, app.driver.messages[-1].text
