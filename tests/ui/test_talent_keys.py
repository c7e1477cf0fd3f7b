"""The terminal's talent keys in a fight: B, a berserker spends 1 Resolve and the rage ends
(Berserkergang, p. 64); C, Counsel hands a mate a card with advice (p. 78). The meeting is
test_challenge.py's quiet room beside the way in."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from tests.fixtures.meetings import on_discard
from tests.ui.test_challenge import MOOD, ROOM, SEED, _idle
from tests.unit.engine.fight_kit import give
from worm.engine import commands as cmd
from worm.engine import meet
from worm.engine.actions import blood
from worm.engine.session import Game
from worm.model.adventurer import Talent
from worm.model.challenge import evolve
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen


async def in_a_fight(app: WormApp, pilot: Pilot[None]) -> Game:
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
    return game


async def test_b_ends_the_berserkers_rage_for_one_resolve(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game = await in_a_fight(app, pilot)
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


async def test_c_hands_a_card_to_a_mate_with_advice(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game = await in_a_fight(app, pilot)
        ch = game.challenge
        assert ch is not None
        me, mate = ch.side("guild")[:2]
        a = game.guild.adventurer(me.key)
        talents = (*a.talents, Talent(id="counsel", state="mastered"))
        game.set_adventurer(a.model_copy(update={"talents": talents}))
        give(game, me.key, "Ten of Swords")
        await pilot.press("C")
        await pilot.pause()
        for _ in range(3):  # the card and the mate, the action (Attack first), in its time
            await pilot.press("1")
            await pilot.pause()
        advice = game.challenge.advice
        assert [(x.card.name, x.to, x.action, x.interrupt) for x in advice] == [
            ("Ten of Swords", mate.key, "Attack", False)
        ]
