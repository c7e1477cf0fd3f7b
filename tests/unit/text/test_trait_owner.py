"""A trait the pack writes of one creature ("its mate", "its eggs") is told of a band of many
with their own pronoun: play-read seed 6 logged "Lore: Manticores like its mate."."""

from __future__ import annotations

import pytest

from tests.fixtures.meetings import meet_here
from tests.unit.engine.test_crawl import below
from worm import grammar
from worm.engine import events as ev
from worm.engine import meet
from worm.engine.session import Game

CARD = "Three of Cups"


def _learned(creature: str, count: int) -> list[str]:
    """What the log tells as the guild learns every trait of ``count`` of ``creature`` holding
    the word "its"."""
    game: Game = below(1)
    meeting = meet_here(game, creature, CARD, count=count)
    owned = [i for i, t in enumerate(meeting.traits) if " its " in f" {t.text.lower()} "]
    assert owned, f"{creature}: no trait says 'its' ({[t.text for t in meeting.traits]})"
    seen = len(game.log.events)
    meet.learn(game, meeting, owned, how="lore")
    return [e.text for e in game.log.events[seen:] if isinstance(e, ev.Narration)]


@pytest.mark.parametrize(
    ("creature", "count", "owner"),
    [
        ("manticores", 1, "like their"),  # a band's name of many: "Manticores like"
        ("manticores", 2, "like their"),
        ("cockatrice", 2, "like their"),  # "two Cockatrices like their eggs"
        ("cockatrice", 1, "likes its"),  # one Cockatrice likes its own eggs still
    ],
)
def test_the_owner_word_agrees_with_who_likes(creature: str, count: int, owner: str) -> None:
    told = _learned(creature, count)
    assert told and all(owner in t for t in told), told


@pytest.mark.parametrize(
    ("text", "many", "said"),
    [
        ("its mate", True, "their mate"),
        ("Its den left alone", True, "Their den left alone"),
        ("bits of its collection", True, "bits of their collection"),
        ("its mate", False, "its mate"),
    ],
)
def test_theirs_changes_only_the_owner_word(text: str, many: bool, said: str) -> None:
    assert grammar.theirs(text, many) == said
