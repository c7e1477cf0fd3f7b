"""The text game meets a hook's people (issue 21, point 7; p. 99): 'look' names who stands in
the room, 'talk NAME' opens the parley with them and shows their mood and what shows of
their likes and hates; a name not there is refused."""

from __future__ import annotations

import io
import re

from tests.fixtures.meetings import on_discard
from tests.unit.engine.test_hook_people import come_in
from worm import grammar
from worm.engine.session import Game
from worm.gm import people
from worm.text import repl


def typed(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def test_look_names_them_and_talk_opens_the_parley() -> None:
    game, room, _ = come_in(True)
    one = next(p for p in people.here(game.pack, game.level.stock[room]) if p.person.talks)
    assert f"The {one.person.name} is here, {one.person.busy}." in typed(game, "look")
    assert typed(game, "talk nobody-at-all").startswith("No: there is no one here to talk with")
    on_discard(game, "Nine of Cups")  # IX: surprise (p. 100)
    said = typed(game, f"talk {one.person.name}")
    assert game.phase == "parley"
    assert f"{grammar.capital(one.name)}: {one.person.busy}" in said  # a line opens capitalised
    assert re.search(rf"{re.escape(one.name)} likes? {re.escape(one.person.likes[0])}", said), (
        said  # shown at once (p. 180), told as a sentence
    )
    assert "Surprise" in said and "They speak Vulgaris" in said
    assert "Wants: none." in said and "Needs: none." in said  # a hook gives them neither
