"""The terminal's G key (Jarl, p. 65): a guild-mate hands a thing to the goblin horde to carry,
one slot a goblin, and takes it back; the Command sent is the one the text game's ``load`` and
``unload`` make, naming the very thing picked by its uid."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_crawl_keys import SIZE, app, choose, game_of
from worm.engine import commands as cmd
from worm.engine import jarl, kit
from worm.model.companion import Companion
from worm.rules import jarl as jarl_rules
from worm.text import repl


async def test_g_hands_a_rope_to_the_goblins_and_takes_it_back(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        horde = Companion(
            id="c9",
            kind=jarl_rules.HORDE,
            name="the goblins",
            owner="a1",
            commands=jarl.ORDERS,
            goblins=2,
        )
        game.guild = game.guild.with_companion(horde)
        before = kit.count(game.guild.adventurer("a1"), "rope")
        assert before
        rope = kit.find(game.guild.adventurer("a1"), "rope")[0].uid
        await pilot.press("G")
        await pilot.pause()
        await choose(a, pilot, f"give|a1|{rope}|rope")
        assert kit.count(game.guild.adventurer("a1"), "rope") == before - 1
        assert [c.item for c in game.guild.companion("c9").load] == ["rope"]
        typed = repl.parse(game, "load a1 rope")
        assert isinstance(typed, cmd.Porter)
        assert game.history[-1] == typed.model_copy(update={"uid": rope})
        await pilot.press("G")
        await pilot.pause()
        (loaded,) = game.guild.companion("c9").load
        await choose(a, pilot, f"back|a1|{loaded.uid}|rope")
        assert kit.count(game.guild.adventurer("a1"), "rope") == before
        assert game.guild.companion("c9").load == ()
