"""The terminal's Bid Lore key in a parley (p. 32): shut when no motif reaches the creature,
and a Con Artist's bid asks which to read, a like or a dislike (p. 74). Seed 161's guild meets
Vodyanoy, whom everyone can talk to (``tests/ui/test_parley.py``)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_parley import VODYANOY, app, open_parley
from tests.unit.engine.test_lore_bids import teach
from tests.unit.engine.test_lore_questions import plain
from worm.engine import meet
from worm.ui import talk
from worm.ui.parley import PickScreen


async def test_a_con_artist_picks_a_dislike_and_the_plain_cannot_bid(tmp_path: Path) -> None:
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, VODYANOY)
        game = a.driver.game  # type: ignore[union-attr]
        meeting = game.meeting
        assert meeting is not None
        plain(game)
        game.lore = frozenset(k for k in game.lore if k[0] != meeting.creature)
        lore = next(c for c in talk.menu(game, meeting, None) if c.id == "lore")
        assert not lore.open and "motif" in lore.why_not
        teach(game, game.guild.adventurers[0].id, "con_artist")
        await pilot.press("b")
        assert isinstance(a.screen, PickScreen)
        await pilot.press("2")  # one of their dislikes
        await pilot.pause()
        assert a.screen is screen
        kinds = {meeting.traits[i].kind for i in meet.known(game, meeting)}
        assert kinds == {"dislike"}, "the one the Con Artist picked, and no like"
