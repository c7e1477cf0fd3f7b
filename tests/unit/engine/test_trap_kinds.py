"""Every trap of every kind, the book's and our variants (issue 21, point 3), in a real game.

Each trap is put in the guild's first room (``tests.fixtures.features``: a quiet room, so no
generator change moves it away). The text game's ``look`` tells its telegraph; a search the
way its ``spot.how`` says finds it, and every way past and probe it offers is typed as a
player would (``act NAME N``) and answered; set off, it plays out under the bot. After every
command the 78 cards are accounted for and the other invariants hold.
"""

from __future__ import annotations

import io

import pytest

from tests.fixtures import features
from worm import content
from worm.engine import invariants, traps
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl

PACK = content.default()
FOLLOW = 40  # commands the bot plays after the trap goes off


def answer(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def checked(game: Game) -> None:
    problems = invariants.state(game)
    assert problems == [], problems


def met(trap_id: str) -> Game:
    """A quiet first room holding only the trap ``trap_id``."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    game.level.stock[game.room].features = []
    game.level.stock[game.room].traps = [trap_id]
    return game


def _settle(game: Game, bot: Autoplay, commands: int) -> None:
    """The bot answers whatever waits on the guild, the invariants checked after each."""
    for _ in range(commands):
        if game.pending is None and game.choice is None and game.phase == "crawl":
            return
        command = bot.next(game)
        if command is None:
            return
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
        checked(game)


@pytest.mark.parametrize("trap_id", sorted(PACK.traps))
def test_each_trap_is_told_found_and_dealt_with(trap_id: str) -> None:
    trap = PACK.traps[trap_id]
    game = met(trap_id)
    seen = answer(game, "look")
    told = [clue.text for clue in trap.clues if clue.text in seen]
    assert told, f"no telegraph of {trap.name} in: {seen}"
    traps.spot(game, game.room, trap, how=trap.spot.how)
    assert (game.room, trap.id) in game.state.spotted
    bot = Autoplay()
    for number in range(1, len(trap.bypasses) + len(trap.interactions) + 1):
        if not any(trap.id == t.id for t in traps.live(game, game.room)):
            break  # a way past was taken: the guild is past it
        said = answer(game, f"act {trap.name} {number}")
        assert said.strip(), f"option {number} of {trap.name} got no answer"
        checked(game)
        _settle(game, bot, FOLLOW)


@pytest.mark.parametrize("trap_id", sorted(PACK.traps))
def test_each_trap_set_off_plays_out(trap_id: str) -> None:
    trap = PACK.traps[trap_id]
    game = met(trap_id)
    traps.fire(game, game.room, trap)
    checked(game)
    assert game.log.events, "nothing was told when the trap went off"
    _settle(game, Autoplay(), FOLLOW)
    assert (game.room, trap.id) in game.state.passed
