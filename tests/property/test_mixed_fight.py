"""Mixed fights (several kinds of foe, each a band of its own) over random commands: the
bot's moves mixed with typed lines good and bad. The event log is the same every time for
the same commands; a refused command leaves its ``refused`` trace and nothing else (the log
of the accepted commands alone is the same, renumbered); every card stays accounted for.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.engine.fight_kit import accounted, fight
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.log import line
from worm.engine.session import Game
from worm.errors import IllegalCommand, WormError
from worm.model.level import Kin
from worm.text import repl

KINDS = ("goblins", "dire_wolves", "dire_bats", "orc_raiders", "skeleton_jellies")
LINES = st.sampled_from(
    (
        "attack wolf",
        "attack wolf 2",
        "attack goblin 1",
        "attack dire",
        "pass",
        "retreat",
        "surrender",
        "init a1 2s",
        "play a1 3s attack wolf 1",
        "play a1 ks attack dire wolf 2",
        "play a2 5c banter goblin",
        "play a2 qs attack goblin 2",
        "play a3 9s attack bat",
        "play a3 7s attack skeleton",
        "minor a1 2s attack orc 1",
        "fight",
        "zz",
        "attack 9",
    )
)
moves = st.lists(st.one_of(st.none(), LINES), min_size=5, max_size=80)


def setup(seed: int, first: str, second: str, counts: tuple[int, int]) -> Game:
    return fight(seed, count=counts[0], size=3, creature=first, others=(Kin(second, counts[1]),))


def play(game: Game, plan: list[str | None]) -> list[tuple[cmd.Command, bool]]:
    bot = autoplay.Autoplay()
    sent: list[tuple[cmd.Command, bool]] = []
    for move in plan:
        if game.challenge is None or game.phase == "over":
            break
        if move is None:
            command = bot.next(game)
        else:
            try:
                parsed = repl.parse(game, move)
            except WormError:
                parsed = None
            command = parsed if isinstance(parsed, cmd.Command) else None
        if command is None:
            continue
        try:
            game.execute(command)
        except IllegalCommand:
            if move is None:
                bot.refused(game, command)
            sent.append((command, False))
            continue
        sent.append((command, True))
        if game.challenge is not None:
            accounted(game)
    return sent


def renumbered(game: Game) -> list[str]:
    kept = [e for e in game.log.events if e.type != "refused"]
    return [line(e.model_copy(update={"seq": n})) for n, e in enumerate(kept, start=1)]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    kinds=st.lists(st.sampled_from(KINDS), min_size=2, max_size=2, unique=True),
    counts=st.tuples(st.integers(1, 4), st.integers(1, 3)),
    plan=moves,
)
def test_mixed_fights_are_deterministic_and_refusals_leave_only_their_trace(
    seed: int, kinds: list[str], counts: tuple[int, int], plan: list[str | None]
) -> None:
    game = setup(seed, kinds[0], kinds[1], counts)
    assert len([g for g in game.under_way().groups if g.side == "foes"]) == 2
    sent = play(game, plan)
    refused = sum(1 for _, accepted in sent if not accepted)
    assert sum(1 for e in game.log.events if e.type == "refused") == refused
    again = setup(seed, kinds[0], kinds[1], counts)
    for command, accepted in sent:
        if accepted:
            again.execute(command)
    assert renumbered(game) == renumbered(again)
    assert again.snapshot() == game.snapshot()
