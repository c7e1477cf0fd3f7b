"""The fight screen's keys for two talents that need no card: 'J' brings one off sneaking into
the fight for 1 Resolve (Sneak, p. 74), 'E' ends a spell in play for 1 Resolve (Counter-spell,
p. 82). The fight is ``test_challenge``'s (the Sirens fought next door to 101); who sneaks or
sleeps is set by hand."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.ui.test_challenge import fight, to_the_fight
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import sneak
from worm.engine.actions import counter_spell
from worm.engine.session import Game
from worm.model.challenge import evolve
from worm.ui.app import WormApp


async def _fighting(app: WormApp, pilot) -> Game:  # type: ignore[no-untyped-def]
    await to_the_fight(app, pilot)
    assert app.driver is not None
    return app.driver.game


async def test_j_brings_the_one_off_sneaking_into_the_fight(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game = await _fighting(app, pilot)
        ch = game.challenge
        off = ch.side("guild")[-1].key
        a = game.guild.adventurer(off)
        teach(game, a.name, sneak.TALENT)
        game.set_adventurer(game.guild.adventurer(off).model_copy(update={"resolve": 2}))
        game.challenge = evolve(
            ch,
            fighters=tuple(f for f in ch.fighters if f.key != off),
            groups=tuple(g for g in ch.groups if g.key != off),
            hands={k: v for k, v in ch.hands.items() if k != off},
        )
        game.sneaking = (off,)
        await pilot.press("J")
        await pilot.pause()
        assert off in {f.key for f in game.challenge.side("guild")}
        assert game.sneaking == () and game.guild.adventurer(off).resolve == 1


async def test_e_ends_the_spell_that_holds_a_guild_mate(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game = await _fighting(app, pilot)
        ch = game.challenge
        mage, sleeper = ch.side("guild")[0].key, ch.side("guild")[-1].key
        for f in ch.side("guild"):  # the mage alone knows it: one way, sent at once
            state = "mastered" if f.key == mage else None
            teach(game, game.guild.adventurer(f.key).name, counter_spell.TALENT, state)
        game.set_adventurer(game.guild.adventurer(mage).model_copy(update={"resolve": 2}))
        asleep = replace(ch.fighter(sleeper), effects=frozenset({"knockout"}))
        laid = ((sleeper, "Sleep Song", frozenset({"knockout"})),)
        game.challenge = ch.with_fighter(asleep, spelled=laid)
        await pilot.press("E")
        await pilot.pause()
        said = [m.text for m in app.driver.messages][-3:]  # type: ignore[union-attr]
        assert "knockout" not in game.challenge.fighter(sleeper).effects, said
        assert game.guild.adventurer(mage).resolve == 1
