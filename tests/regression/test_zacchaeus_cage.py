"""Freeing Zacchaeus crashed the game (issue 15, "What fuzzing found").

Seed 31 opened in a hidden nook with Zacchaeus in the Stick Cage; here the cage is put in the
guild's first room (``tests.fixtures.features``), wherever the generator sends it. Options 3
(untie the herb) and 4 (kick the cage apart) both let the werewolf out and start a fight, but
the content named a creature, ``werewolf``, that the monster table does not have, and the
meeting died with a KeyError. Both now fight the Pacifist Werewolves, and 'worm assets check'
refuses an outcome naming a creature, item or room the pack lacks.

Beyond placing the cage, only the text game's words and the public game are used: typed
lines and ``game.log`` (as its JSON lines).
"""

from __future__ import annotations

import io
import json

import pytest

from tests.fixtures import features
from worm import content
from worm.engine.session import Game
from worm.text import repl


def typed(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out), line
    return out.getvalue()


@pytest.mark.parametrize("option", [3, 4])
def test_letting_the_werewolf_out_starts_a_fight_with_a_creature_the_pack_has(option: int) -> None:
    game = features.meet("zacchaeus_cage")
    assert "You could deal with: Zacchaeus in the Stick Cage." in typed(game, "look")
    mark = len(game.log.to_jsonl().splitlines())
    said = typed(game, f"act zacchaeus {option}")
    assert not said.startswith("No: ") and "internal error" not in said.lower(), said
    new = [json.loads(line) for line in game.log.to_jsonl().splitlines()[mark:]]
    assert {"type": "phase", "phase": "challenge"}.items() <= next(
        r for r in new if r["type"] == "phase"
    ).items()
    monsters = {m.name for m in content.default().monsters.values()}
    met = {r["npc"] for r in new if r["type"] == "disposition"}
    assert met and met <= monsters, met
    assert "Pacifist Werewolves" in typed(game, "status")
