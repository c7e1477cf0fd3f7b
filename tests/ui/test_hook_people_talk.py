"""The terminal game meets a hook's people (issue 21, point 7; p. 99): standing in the room of
one who talks, the Crawl's ``t`` opens the Parley screen with them, which says who they are."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.fixtures import seeds
from tests.fixtures.meetings import on_discard
from tests.ui.test_crawl_keys import SIZE, app, game_of, place
from tests.unit.engine.test_hook_people import quiet_rooms
from worm import grammar
from worm.engine.session import Game
from worm.gm import people
from worm.ui.parley import ParleyScreen


def _alone(game: Game) -> list[int]:
    """Quiet rooms (``quiet_rooms``) where no feature's named character stands: ``t`` talks
    to a character first (the Imp in the Wishing Well), the hook's people after."""
    stock = game.world.levels[0].stock
    characters = game.pack.characters.values()
    return [
        room
        for room in quiet_rooms(game, True)
        if not any(c.feature in stock[room].features for c in characters)
    ]


TALKER = seeds.find(
    lambda seed: bool(_alone(Game.new(seed))),
    "a reachable quiet room with a hook person who talks, and no character",
)


async def test_t_opens_the_parley_with_one_of_a_hooks_people(tmp_path: Path) -> None:
    a = app(tmp_path, TALKER)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        room = _alone(game)[0]
        place(game, room)
        one = next(p for p in people.here(game.pack, game.level.stock[room]) if p.person.talks)
        on_discard(game, "Nine of Cups")  # IX: surprise, and they talk (p. 100)
        await pilot.press("t")
        await pilot.pause()
        assert game.meeting is not None and game.meeting.creature == one.id
        assert isinstance(a.screen, ParleyScreen)
        who = str(a.screen.query_one("#parley-who", Static).content)
        assert who.startswith(grammar.capital(one.name)) and "one a hook of this room names" in who
