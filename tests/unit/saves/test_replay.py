"""Replay with rewind (issue 16, point 7): at any position, reached forward, back or by watch,
the game is the one a straight replay of that many commands gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import WormError
from worm.saves import games, replay, savefile
from worm.saves.replay import Replay
from worm.saves.savefile import SaveError

SEEDS = (5, 26, 38)


def played(seed: int, watches: int = 40) -> Game:
    game = Game.new(seed)
    game.execute(cmd.Delve())
    autoplay.run(game, watches, daring=0.5)
    return game


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Path]:
    folder = tmp_path_factory.mktemp("saves")
    paths = {}
    for seed in SEEDS:
        paths[seed] = folder / f"game-{seed}.json"
        games.save(played(seed), paths[seed])
    return paths


def straight(rp: Replay, position: int) -> Game:
    """The oracle: the game played from its start to ``position`` in one go."""
    return Game.replay(rp.start, rp.commands[:position])


def assert_same(rp: Replay, position: int) -> None:
    assert rp.position == position
    oracle = straight(rp, position)
    assert rp.game.snapshot() == oracle.snapshot(), position
    frame = position // rp.every * rp.every
    since = rp.marks[frame].events
    assert rp.game.log.events[since:] == oracle.log.events[since:], position
    assert rp.game.log.events == oracle.log.events, position  # one log, numbered from the start
    assert rp.game.history == oracle.history


def test_the_saved_games_have_refusals_and_several_keyframes(saved: dict[int, Path]) -> None:
    for seed, path in saved.items():
        rp, _ = replay.load(path)
        assert len(rp.keyframes) >= 2, seed
    refusals = [
        e
        for path in saved.values()
        for e in replay.load(path)[0].events
        if isinstance(e, ev.Refused)
    ]
    assert refusals, "a replay's refusals must be played again too"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.sampled_from(SEEDS),
    every=st.sampled_from([1, 7, replay.EVERY]),
    moves=st.lists(st.floats(0, 1), min_size=1, max_size=4),
)
def test_any_position_reached_any_way_is_the_straight_replay(
    saved: dict[int, Path], seed: int, every: int, moves: list[float]
) -> None:
    rp, _ = replay.load(saved[seed], every=every)
    assert rp.position == 0
    assert_same(rp, 0)
    for fraction in moves:
        target = round(fraction * len(rp.commands))
        if target >= rp.position:
            rp.forward(target - rp.position)
        else:
            rp.back(rp.position - target)
        assert_same(rp, target)


def test_a_step_back_from_the_end_is_the_straight_replay(saved: dict[int, Path]) -> None:
    rp, _ = replay.load(saved[38])
    rp.seek(len(rp.commands))
    assert rp.at_end
    for _ in range(3):
        rp.back()
        assert_same(rp, len(rp.commands) - 1 - _)
    rp.forward(10_000)
    assert rp.at_end and rp.game.snapshot() == rp.end


def test_to_watch_goes_to_the_first_moment_that_watch_has_passed(saved: dict[int, Path]) -> None:
    rp, _ = replay.load(saved[26], every=9)
    assert rp.watches >= 3
    for watch in (rp.watches, 2, 0, 1, rp.watches // 2):
        rp.to_watch(watch)
        assert rp.watch == rp.game.watches >= watch  # more when one command passed several
        assert rp.position == 0 or rp.marks[rp.position - 1].watches < watch
        assert_same(rp, rp.position)


def test_next_and_previous_watch_walk_every_watch_and_come_back(saved: dict[int, Path]) -> None:
    rp, _ = replay.load(saved[38], every=9)
    stops = [0]
    while not rp.at_end:
        rp.next_watch()
        assert rp.position > stops[-1]
        stops.append(rp.position)
    assert len(stops) >= rp.watches // 2
    back = [rp.position]
    while rp.position > 0:
        rp.previous_watch()
        assert rp.position < back[-1]
        back.append(rp.position)
    began = {rp.watch_at(w) for w in range(rp.watches + 1)}  # where each watch count began
    assert stops == sorted({*began, len(rp.commands)})
    assert back == sorted({*began, len(rp.commands)}, reverse=True)
    assert_same(rp, 0)


def test_moving_out_of_the_game_is_refused_with_the_value(saved: dict[int, Path]) -> None:
    rp, _ = replay.load(saved[5])
    with pytest.raises(WormError, match=f"no watch {rp.watches + 1}: .* 0 to {rp.watches}"):
        rp.to_watch(rp.watches + 1)
    with pytest.raises(WormError, match="no position -1"):
        rp.seek(-1)
    with pytest.raises(ValueError, match="not -2"):
        rp.back(-2)
    with pytest.raises(ValueError, match="every=0"):
        Replay(rp.start, rp.commands, every=0)
    rp.back(5)
    assert rp.position == 0


def test_a_save_without_its_start_or_with_other_commands_is_refused(
    saved: dict[int, Path], tmp_path: Path
) -> None:
    good = savefile.read(saved[5])
    bare = tmp_path / "bare.json"
    savefile.write(bare, savefile.make(good.state))
    with pytest.raises(SaveError, match="does not keep the game's start"):
        replay.load(bare)
    edited = tmp_path / "edited.json"
    savefile.write(edited, savefile.make(good.state, start=good.start, history=good.history[:-3]))
    with pytest.raises(SaveError, match="do not lead to the state"):
        replay.load(edited)


def test_commands_saved_after_the_state_are_replayed_too(
    saved: dict[int, Path], tmp_path: Path
) -> None:
    good = savefile.read(saved[5])
    assert good.start is not None
    mid = len(good.history) // 2
    state = Game.replay(good.start, good.history[:mid]).snapshot()
    split = tmp_path / "split.json"
    savefile.write(
        split,
        savefile.make(
            state, start=good.start, history=good.history[:mid], commands=good.history[mid:]
        ),
    )
    rp, _ = replay.load(split)
    assert rp.commands == good.history
    assert rp.end == good.state


def test_only_a_game_of_the_same_seed_and_pack_shares_its_underworld() -> None:
    one, other = Game.new(1), Game.new(2)
    with pytest.raises(WormError, match="seed 2 is not this game's \\(seed 1\\)"):
        one.share_world(other)
    again = Game.new(1)
    again.execute(cmd.Delve())
    one.share_world(again)
    assert one.world is again.world
