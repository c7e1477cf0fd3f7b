"""The text game after backing away from a room's band with no room behind (p. 100): the guild
came by a stair or a river, so it stays in the room, and says so; the band stays too, and
`look` names it (in play, seed 1's First Knights in 206 seemed to vanish)."""

from __future__ import annotations

import io

from tests.unit.engine.test_way_back import met_on_arriving
from worm.engine.session import Game
from worm.text import repl


def said(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out)
    return out.getvalue()


def test_withdraw_then_look_shows_the_band_still_in_the_room() -> None:
    game = met_on_arriving()
    met = game.meeting
    assert met is not None
    backed = said(game, "withdraw")
    assert "there is no room on this level behind it" in backed, backed
    looked = said(game, "look")
    name = game.pack.monsters[met.creature].name
    assert looked.startswith(game.plan.key(game.room) + ", "), looked
    assert name.lower() in looked.lower() and "whom the guild backed away from" in looked, looked
