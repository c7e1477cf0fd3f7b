"""A refused command leaves one trace and nothing else (ARCHITECTURE, "The state core";
CONTRACTS §3 ``refused``), over random command sequences: typed lines good and bad, commands
out of phase, and the autoplay bot's moves to carry the game into parleys and Challenges.

The oracle: the log of a sequence, less its ``refused`` events and renumbered, is the log of
the same sequence with the refused commands left out. And every state on the way survives
JSON exactly.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import example, given, settings
from hypothesis import strategies as st

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.log import line
from worm.engine.session import Game
from worm.errors import IllegalCommand, WormError
from worm.model.state import GameState
from worm.text import repl

WORDS = (
    "look",
    "search",
    "listen",
    "go",
    "step",
    "walk",
    "explore",
    "open",
    "force",
    "pick",
    "act",
    "choose",
    "take",
    "use",
    "drop",
    "careful",
    "talk",
    "fight",
    "withdraw",
    "camp",
    "burn",
    "tend",
    "delve",
    "upkeep",
    "city",
    "push",
    "accept",
    "test",
    "offer",
    "flatter",
    "threaten",
    "ask",
    "request",
    "lore",
    "init",
    "play",
    "pass",
    "retreat",
    "surrender",
    "up",
    "down",
    "out",
)
ARGS = st.sampled_from(
    (
        "1",
        "2",
        "3",
        "0",
        "-1",
        "101",
        "102",
        "103",
        "a1",
        "a2",
        "cups",
        "swords",
        "n",
        "e",
        "torch",
        "gold",
        "passage",
        "attack",
        "dodge",
        "minor",
        "on",
        "off",
        "fellowship",
        "hunt",
        "patrol",
        "rest",
        "train",
        "stressed",
        "resolve",
        "zz",
        "9999",
    )
)
typed = st.builds(
    lambda verb, args: " ".join((verb, *args)),
    st.sampled_from(WORDS),
    st.lists(ARGS, max_size=3),
)
# None: let the autoplay bot choose (so the game reaches parleys and fights); text: type it
moves = st.lists(st.one_of(st.none(), typed), min_size=5, max_size=60)


def play(seed: int, plan: list[str | None]) -> tuple[Game, list[tuple[cmd.Command, bool]]]:
    game = Game.new(seed)
    bot = autoplay.Autoplay()
    sent: list[tuple[cmd.Command, bool]] = []
    for move in plan:
        if game.phase == "over":
            break
        if move is None:
            command = bot.next(game) if game.phase != "city" else cmd.Delve()
        else:
            try:
                parsed = repl.parse(game, move)
            except WormError:  # the text game's own "No" to a line it cannot read
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
    return game, sent


def renumbered(game: Game) -> list[str]:
    kept = [e for e in game.log.events if e.type != "refused"]
    return [line(e.model_copy(update={"seq": n})) for n, e in enumerate(kept, start=1)]


def renumbered_state(game: Game) -> GameState:
    """The game's state with what it numbers of the log (a waiting choice's ``since`` and
    ``asked``, the events that brought it up) renumbered as :func:`renumbered` numbers the
    log: the refused events left out, as the sequence without them would number it."""
    state = game.snapshot()
    choice = state.crawl.choice
    if choice is None:
        return state
    kept = [e.seq for e in game.log.events if e.type != "refused"]
    new = {seq: n for n, seq in enumerate(kept, start=1)}

    def at(seq: int) -> int:
        return new[seq] if seq else 0  # 0: none (a save from before)

    choice = replace(choice, since=at(choice.since), asked=at(choice.asked))
    return state.model_copy(update={"crawl": replace(state.crawl, choice=choice)})


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plan=moves)
@example(seed=8, plan=[None] * 40 + ["accept", "push", "go 999", "choose 0"] + [None] * 10)
@example(seed=57, plan=[None] * 40 + ["accept", "push", "go 999", "choose 0"] + [None] * 10)
def test_refused_commands_leave_only_their_trace(seed: int, plan: list[str | None]) -> None:
    game, sent = play(seed, plan)
    refused = sum(1 for _, accepted in sent if not accepted)
    assert sum(1 for e in game.log.events if e.type == "refused") == refused
    again = Game.new(seed)
    for command, accepted in sent:
        if accepted:
            again.execute(command)
    assert renumbered(game) == renumbered(again)
    assert renumbered_state(again) == renumbered_state(game)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plan=moves)
def test_every_state_survives_json_exactly(seed: int, plan: list[str | None]) -> None:
    game, _ = play(seed, plan)
    state = game.snapshot()
    assert GameState.model_validate_json(state.model_dump_json()) == state
    restored = Game.from_state(GameState.model_validate_json(state.model_dump_json()))
    assert restored.snapshot() == state


def test_a_restored_game_plays_on_as_the_original() -> None:
    """Snapshot mid-delve, restore it into a fresh game: both play on identically."""
    game, _ = play(3, [None] * 30)
    restored = Game.from_state(GameState.model_validate_json(game.snapshot().model_dump_json()))
    bots = (autoplay.Autoplay(), autoplay.Autoplay())
    for _ in range(30):
        if game.phase in ("over", "city"):
            break
        command = bots[0].next(game)
        assert command == bots[1].next(restored)
        if command is None:
            break
        told = []
        for g, bot in zip((game, restored), bots, strict=True):
            try:
                told.append([e.model_dump(exclude={"seq"}) for e in g.execute(command)])
            except IllegalCommand:
                bot.refused(g, command)
                told.append([g.log.events[-1].model_dump(exclude={"seq"})])
        assert told[0] == told[1]
    assert restored.snapshot() == game.snapshot()
