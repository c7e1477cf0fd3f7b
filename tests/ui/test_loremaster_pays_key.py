"""The terminal's Bid Lore key in a parley (p. 32): a Loremaster with a lore bid and a Resolve
both left is asked which pays (p. 79); one who could pay only one way is not asked. Seed 161's
guild meets Vodyanoy, whom everyone can talk to (``tests/ui/test_parley.py``)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_parley import VODYANOY, app, open_parley
from tests.unit.engine.test_lore_bids import teach
from worm.engine.parley import lore_grounds
from worm.rules import lore_bids
from worm.ui.parley import PickScreen


async def test_a_loremaster_picks_a_resolve_to_pay_for_the_bid(tmp_path: Path) -> None:
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, VODYANOY)
        game = a.driver.game  # type: ignore[union-attr]
        meeting = game.meeting
        assert meeting is not None
        for x in game.guild.adventurers:
            teach(game, x.id, lore_bids.LOREMASTER, resolve=3, lore_bids=2)
        bidders = [x for x in game.guild.adventurers if lore_grounds(game, meeting, x)]
        assert bidders, "the precondition: someone has grounds to bid on Vodyanoy"
        await pilot.press("b")
        assert isinstance(a.screen, PickScreen)
        await pilot.press("2")  # 1 Resolve in place of a bid
        await pilot.pause()
        assert a.screen is screen
        paid = [x for x in game.guild.adventurers if (x.resolve, x.lore_bids) == (2, 2)]
        assert len(paid) == 1, "one Loremaster paid a Resolve and kept both bids"
