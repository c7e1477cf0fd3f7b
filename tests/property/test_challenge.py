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
COMMANDS = 3_000  # far more than any fight needs, refused commands included
ROUND_COMMANDS = 200  # a round takes a few dozen at most (17 seen over 40 fights)


def play_out(game) -> int:  # type: ignore[no-untyped-def]
    """Autoplay the fight to its end, checking the invariants after every command; returns
    the commands sent, refused ones included (a bot stuck on refusals fails, never hangs)."""
    bot = Autoplay()
    dead: set[str] = set()
    sent = in_round = 0
    last_round = game.challenge.round if game.challenge is not None else 0
    while game.challenge is not None and game.phase == "challenge":
        assert sent < COMMANDS, "the fight never ends"
        assert in_round < ROUND_COMMANDS, f"round {game.challenge.round} never ends"
        command = bot.next(game)
        assert command is not None
        sent += 1
        in_round += 1
        mark = len(game.log.events)
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
            continue
        names = {a.name for a in game.guild.adventurers}
        for event in game.log.events[mark:]:
            if isinstance(event, ev.Action) and event.who in names:
                assert event.who not in dead, f"{event.who} acted after death"
            if isinstance(event, ev.Wound) and event.taken_as == "death":
                dead.add(event.who)
            if isinstance(event, ev.ChallengeRound):  # the next round, or a new fight's first
                assert event.round in (last_round + 1, 1), (last_round, event.round)
                last_round, in_round = event.round, 0
        dead |= {a.name for a in game.guild.adventurers if a.conditions.dead}
        if game.challenge is not None:
            accounted(game)
            assert game.challenge.round <= challenge.MAX_ROUNDS
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
        accounted(game)  # the decks are whole once the fight is over
