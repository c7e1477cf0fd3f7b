"""The Fallen gallery lost a card for good (issue 15, "What fuzzing found").

Seed 26: on the way down the Meatgrinder drew The Devil, a travel event, and the event was the
Fallen gallery. Its first option has every adventurer test Pentacles on the bare beams; whoever
fails drops into the cellar and tests Pentacles again to land (p. 96). Each failure waits for
'push' or 'accept' (p. 9). The next adventurer's test used to take the waiting one's place:
the fall then hurt no one, and the replaced test's card never reached the discard pile, so
'decks' showed one card out in nobody's hands. Tests now wait their turn in a queue.

The gallery no longer hangs on what a seed's Meatgrinder draws first (every generator change
moved it): the guild stands in a quiet first room, the GM asks the gallery's choice there as
a travel event asks it (``Game.offer``), and the minor deck is stacked with the issue's cards,
as it fell: the first two beam-walkers fail both their beams and their landing, the third
crosses. Then the text game's words and the public game are used: typed lines, ``game.log``
(as its JSON lines) and ``game.decks``.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from tests.fixtures import features
from worm import tarot
from worm.engine.session import Game
from worm.text import repl

LANDING = "land a 15' fall"
WAITING = "push fate, or let the failure stand?"
GALLERY = "choice_fallen_gallery"
FAIL = ("Two of Cups", "Two of Wands", "Three of Cups", "Three of Wands")  # short of 14 (p. 8)
CROSS = ("King of Swords", "King of Cups", "King of Wands")  # 14 or more, never Pentacles


def typed(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out), line
    return out.getvalue()


def at_the_gallery() -> Game:
    """The guild in a quiet room, the Fallen gallery's choice open and the issue's cards next:
    every failure is a plain failure that can be pushed, and a pushed one fails again."""
    game = Game.new(features.quiet_seed())
    typed(game, "delve")
    assert features.quiet(game), f"seed {features.quiet_seed()} no longer opens quietly"
    assert len(game.guild.adventurers) == 3, "the issue's guild is three"
    entry = game.pack.meatgrinder[GALLERY]
    game.offer(entry.name, entry.interactions, scene=entry.text)
    asked = records(game)[-1]["text"]
    assert asked.startswith("Fallen gallery — choose: 1. walk the beams"), asked
    cards = tuple(tarot.card_named(name) for name in (*FAIL, *CROSS))
    minor = game.decks.minor
    assert not set(cards) & set(minor.elsewhere), "the stacked cards are all to hand"
    draw = cards + tuple(c for c in minor.draw_pile if c not in cards)
    discard = tuple(c for c in minor.discard_pile if c not in cards)
    game.decks = game.decks.replace(tarot.Deck(minor.name, draw, discard, minor.elsewhere))
    tarot.check(game.decks)
    return game


def records(game: Game) -> list[dict[str, Any]]:
    return [json.loads(line) for line in game.log.to_jsonl().splitlines()]


def cards_out(game: Game) -> int:
    """Cards in neither a draw pile nor a discard pile, both decks together."""
    return game.decks.minor.census().elsewhere + game.decks.major.census().elsewhere


def unharmed_falls(game: Game) -> list[str]:
    """Who failed a landing test that stood, with no Wound from the fall after it."""
    log = records(game)
    verdicts: dict[str, dict[str, Any]] = {}  # a push's record replaces the one it pushed
    for r in log:
        if r["type"] == "fate" and r["task"] == LANDING:
            verdicts[r["who"]] = r
    hurt = {(w["who"], w["seq"]) for w in log if w["type"] == "wound" and w["cause"] == "a fall"}
    return [
        who
        for who, r in verdicts.items()
        if r["outcome"] != "success" and not any(w == who and s > r["seq"] for w, s in hurt)
    ]


def landings_failed(game: Game) -> int:
    return sum(
        1
        for r in records(game)
        if r["type"] == "fate" and r["task"] == LANDING and r["outcome"] != "success"
    )


def test_accepting_each_failure_as_in_the_issue_loses_no_card_and_every_fall_hurts() -> None:
    """The issue's lines: 'choose 1' and 'accept' three times. Then one test still waited
    (the second faller's landing) and its card was rightly out; a fourth 'accept' lets it
    stand."""
    game = at_the_gallery()
    said = typed(game, "choose 1")
    for _ in range(3):
        assert WAITING in said and cards_out(game) == 1, said  # the waiting test's card
        said = typed(game, "accept")
    assert WAITING in said and cards_out(game) == 1, said
    said = typed(game, "accept")
    assert WAITING not in said
    assert cards_out(game) == 0, typed(game, "decks")
    assert typed(game, "accept").startswith("No: no test is waiting")
    assert landings_failed(game) == 2  # two fell, and both landed badly
    assert unharmed_falls(game) == []


@pytest.mark.parametrize("answer", ["push", "accept"])
def test_however_the_failures_are_answered_every_card_comes_home(answer: str) -> None:
    game = at_the_gallery()
    said = typed(game, "choose 1")
    answers = 0
    while WAITING in said:
        assert cards_out(game) == 1, said
        said = typed(game, answer)
        answers += 1
        assert answers < 10, "the gallery's tests never end"
    assert cards_out(game) == 0, typed(game, "decks")
    assert typed(game, answer).startswith("No: no ")
    assert landings_failed(game) >= 1
    assert unharmed_falls(game) == []
