"""Every option of every room feature in the pack (pp. 365–369), tried in a real game.

The autoplay bot picks the safest option of a feature, so thousands of simulated campaigns
never opened Zacchaeus's cage (whose fight named a creature that did not exist) and never saw
what the riskier options do (issue 15). Here each feature is put in the guild's first room
(``tests.fixtures.features``: a quiet room, so no generator change moves it away), each
option is typed as a player would (``act NAME N``), and the game then runs on under the bot
for a while: no error escapes, and after every command the 78 cards are accounted for and
the other invariants hold (``worm.engine.invariants``).
"""

from __future__ import annotations

import io

import pytest

from tests.fixtures import features
from worm import content
from worm.engine import invariants
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl

PACK = content.default()
FOLLOW = 60  # commands the bot plays after the option, each followed by the invariants

KNOWN_CRASHES: dict[tuple[str, int], str] = {
    # (feature id, option): why it is expected to fail, until the engine is mended
}

CASES = [
    pytest.param(
        feature_id,
        number,
        id=f"{feature_id}-{number}",
        marks=[pytest.mark.xfail(reason=KNOWN_CRASHES[feature_id, number], strict=True)]
        if (feature_id, number) in KNOWN_CRASHES
        else [],
    )
    for feature_id, feature in sorted(PACK.features.items())
    for number in range(1, len(feature.interactions) + 1)
]


def answer(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def checked(game: Game) -> None:
    problems = invariants.state(game)
    assert problems == [], problems


def met(feature_id: str) -> Game:
    """A game whose guild stands in a room holding the feature, nothing else waiting."""
    game = features.meet(feature_id)
    name = PACK.features[feature_id].name
    seen = answer(game, "look")
    assert seen.count("You could deal with:") == 1, f"more than {name} waits: {seen}"
    assert f"You could deal with: {name}." in seen, seen
    return game


def follow(game: Game, bot: Autoplay, commands: int, *, waiting_only: bool = False) -> None:
    """Let the bot play on (only while something waits on the guild, if asked), checking
    the invariants after every command."""
    for _ in range(commands):
        waiting = game.pending is not None or game.choice is not None
        if waiting_only and not waiting and game.phase not in ("challenge", "parley"):
            return
        command = bot.next(game)
        if command is None:
            return
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
        checked(game)


@pytest.mark.parametrize(("feature_id", "number"), CASES)
def test_each_option_of_each_feature_plays_and_keeps_every_card(
    feature_id: str, number: int
) -> None:
    game = met(feature_id)
    said = answer(game, f"act {PACK.features[feature_id].name} {number}")
    assert said.strip(), "the option got no answer"
    checked(game)
    follow(game, Autoplay(), FOLLOW)


@pytest.mark.parametrize("feature_id", sorted(PACK.features))
def test_every_option_in_turn_twice(feature_id: str) -> None:
    """Options behind a flag another option sets ("not possible yet") are reached too, and
    an option tried again is ruled on again; whatever waits between them is answered."""
    game, bot = met(feature_id), Autoplay()
    feature = PACK.features[feature_id]
    for number in [*range(1, len(feature.interactions) + 1)] * 2:
        assert answer(game, f"act {feature.name} {number}").strip()
        checked(game)
        follow(game, bot, FOLLOW, waiting_only=True)
