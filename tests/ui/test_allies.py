"""Allies won in a parley are shown (issue 19, point 13): under the guild in the side panel
until the next Camp, and on the Challenge field beside the guild they fight for.

The allies are written into the game as a won parley leaves them (``game.allies``); the fight
with the talkers beside the way in is tests/ui/test_challenge.py's.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.ui.test_challenge import fight, to_the_fight
from worm.engine import commands as cmd
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen

WEREWOLVES = "three Pacifist Werewolves"


def flat(widget: Static) -> str:
    return " ".join(str(widget.render()).split())


async def test_the_side_panel_shows_the_allies_until_the_camp(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        assert "Allies" not in flat(app.screen.query_one("#guild", Static))
        game.allies = (WEREWOLVES,)
        app.send(cmd.Look())
        await pilot.pause()
        side = flat(app.screen.query_one("#guild", Static))
        assert f"Allies, until the next Camp {WEREWOLVES}" in side


async def test_the_challenge_field_shows_the_allies_fighting(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await pilot.pause()
        app.driver.game.allies = (WEREWOLVES,)  # type: ignore[union-attr]
        await to_the_fight(app, pilot)
        assert isinstance(app.screen, ChallengeScreen)
        field = flat(app.screen.query_one("#field-text", Static))
        assert f"Ally: {WEREWOLVES} · fights beside the guild" in field
