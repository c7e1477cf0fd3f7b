"""Invariants of the Challenge over many autoplayed fights (hypothesis).

A round always ends and so does the fight; every card is in one place and every card out of
the piles is held by the fight; Health and Defense are never negative; a dead adventurer
acts no more.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.engine.fight_kit import accounted, fight
from worm import content
from worm.engine import challenge
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.errors import IllegalCommand

MONSTERS = sorted(content.default().monsters)
COMMANDS = 3_000  # far more than any fight needs


def play_out(game) -> int:  # type: ignore[no-untyped-def]
    """Autoplay the fight to its end, checking the invariants after every command."""
    bot = Autoplay()
    dead: set[str] = set()
    sent = 0
    start_round = 0
    while game.challenge is not None and game.phase == "challenge":
        assert sent < COMMANDS, "the fight never ends"
        command = bot.next(game)
        assert command is not None
        mark = len(game.log.events)
        try:
            game.execute(command)
        except IllegalCommand:
            bot.tried.add((game.watches, repr(command)))
            continue
        sent += 1
        names = {a.name for a in game.guild.adventurers}
        for event in game.log.events[mark:]:
            if isinstance(event, ev.Action) and event.who in names:
                assert event.who not in dead, f"{event.who} acted after death"
            if isinstance(event, ev.Wound) and event.taken_as == "death":
                dead.add(event.who)
        dead |= {a.name for a in game.guild.adventurers if a.conditions.dead}
        if game.challenge is not None:
            accounted(game)
            assert game.challenge.round <= challenge.MAX_ROUNDS
            start_round = max(start_round, game.challenge.round)
            for f in game.challenge.fighters:
                for part in f.parts:
                    assert part.defense >= 0
                    assert part.health is None or part.health >= 0
    return sent


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    monster=st.sampled_from(MONSTERS),
    count=st.integers(1, 6),
    size=st.integers(1, 4),
)
def test_every_fight_ends_with_every_card_accounted_for(
    seed: int, monster: str, count: int, size: int
) -> None:
    game = fight(seed, count=count, size=size, creature=monster)
    play_out(game)
    assert game.challenge is None
    assert game.phase in ("crawl", "parley", "over")
    if game.phase != "over":
        game.decks  # noqa: B018 (the decks are whole once the fight is over)
        accounted(game)
