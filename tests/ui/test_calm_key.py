"""The terminal's B key in a fight (Berserkergang, p. 64): a berserker spends 1 Resolve and the
rage ends. The meeting is test_challenge.py's quiet room beside the way in."""

from __future__ import annotations

from pathlib import Path

from tests.fixtures.meetings import on_discard
from tests.ui.test_challenge import MOOD, ROOM, SEED, _idle
from worm.engine import commands as cmd
from worm.engine import meet
from worm.engine.actions import blood
from worm.model.challenge import evolve
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen


async def test_b_ends_the_berserkers_rage_for_one_resolve(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Go(to=ROOM))
        assert _idle(game), f"seed {SEED}: {ROOM} is not a quiet room to walk into"
        on_discard(game, MOOD)
        meet.start(game, "goblins", 2, game.room, False)
        app.route()
        await pilot.pause()
        if game.phase == "parley":
            app.send(cmd.Fight())
            await pilot.pause()
        assert isinstance(app.screen, ChallengeScreen)
        ch = game.challenge
        assert ch is not None
        me = ch.side("guild")[0]
        game.challenge = ch.with_fighter(evolve(me, effects=me.effects | {blood.BERSERK}))
        before = game.guild.adventurer(me.key).resolve
        assert before >= 1, "the situation: Resolve to spend"
        await pilot.press("B")
        await pilot.pause()
        assert blood.BERSERK not in game.challenge.fighter(me.key).effects
        assert game.guild.adventurer(me.key).resolve == before - 1
