"""A saved game played again, forward and back (issue 16, point 7).

A save keeps the game as it began and every command sent since, refused ones too, so the seed
and the commands give back every event. ``Replay`` plays them once, keeping a snapshot of the
whole game (a keyframe) every ``every`` commands; a step back then starts from the nearest
keyframe at or before the target and plays at most ``every - 1`` commands again, as Brogue's
recordings do, instead of playing the whole game from its start.

At every position the game is the one a straight replay of that many commands gives: the same
``GameState``, the same event log (numbered as one log from the start), the same history.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from worm import content
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand, WormError
from worm.model.state import GameState
from worm.saves import savefile
from worm.saves.savefile import SaveError

EVERY = 25  # commands between keyframes: a step back plays at most 24 again (bench/replay.py)


@dataclass(frozen=True, slots=True)
class Mark:
    """Where the straight replay stood after some number of commands."""

    events: int  # events in its log by then
    watches: int  # watches passed by then (p. 90)


class Replay:
    """A game from ``start`` through ``commands``, at any position from 0 (no command played)
    to ``len(commands)`` (all of them), moved with ``forward``, ``back`` and ``to_watch``."""

    def __init__(
        self,
        start: GameState,
        commands: Sequence[cmd.Command],
        *,
        every: int = EVERY,
        pack: content.ContentPack | None = None,
    ) -> None:
        if every < 1:
            raise ValueError(f"keyframes come every 1 or more commands, not every={every}")
        self.start = start
        self.commands = tuple(commands)
        self.every = every
        self.pack = pack or content.default()
        game = Game.replay(start, (), self.pack)
        self.keyframes: list[GameState] = []
        self.marks: list[Mark] = [Mark(len(game.log.events), game.watches)]
        for done, command in enumerate(self.commands):
            if done % every == 0:
                self.keyframes.append(game.snapshot())
            _send(game, command)
            self.marks.append(Mark(len(game.log.events), game.watches))
        self.events: tuple[ev.Event, ...] = tuple(game.log.events)
        """The straight replay's whole log, from which every position's log is a prefix."""
        self.end = game.snapshot()
        if len(self.commands) % every == 0:
            self.keyframes.append(self.end)  # a keyframe at every multiple of ``every``
        self.game = game
        self.position = len(self.commands)

    # --- where it stands --------------------------------------------------------------------

    @property
    def at_end(self) -> bool:
        return self.position == len(self.commands)

    @property
    def watch(self) -> int:
        """Watches passed at this position."""
        return self.marks[self.position].watches

    @property
    def watches(self) -> int:
        """Watches passed by the end of the game."""
        return self.marks[-1].watches

    def events_between(self, first: int, last: int) -> tuple[ev.Event, ...]:
        """The events of the commands after position ``first`` up to position ``last``."""
        return self.events[self.marks[first].events : self.marks[last].events]

    def watch_at(self, watch: int) -> int:
        """The first position at which ``watch`` watches have passed (more, when one command
        passed several)."""
        if not 0 <= watch <= self.watches:
            raise WormError(f"there is no watch {watch}: this game has watches 0 to {self.watches}")
        return bisect.bisect_left(self.marks, watch, key=lambda mark: mark.watches)

    # --- moving -----------------------------------------------------------------------------

    def forward(self, n: int = 1) -> None:
        """Play ``n`` more commands (as many as are left)."""
        self.seek(min(len(self.commands), self.position + _count(n)))

    def back(self, n: int = 1) -> None:
        """Go back ``n`` commands (at most to the start)."""
        self.seek(max(0, self.position - _count(n)))

    def to_watch(self, watch: int) -> None:
        """Go to the moment ``watch`` watches have passed (0: the start)."""
        self.seek(self.watch_at(watch))

    def next_watch(self) -> None:
        """On to the moment the next watch passes; after the last, to the end."""
        if self.watch < self.watches:
            self.to_watch(self.watch + 1)
        else:
            self.seek(len(self.commands))

    def previous_watch(self) -> None:
        """Back to the moment this watch began; from there, to the moment the one before did."""
        began = self.watch_at(self.watch)
        if began == self.position and self.position > 0:
            began = self.watch_at(self.marks[self.position - 1].watches)
        self.seek(began)

    def seek(self, position: int) -> None:
        """Go to ``position``: on from here when no keyframe lies between, else from the
        nearest keyframe at or before it."""
        if not 0 <= position <= len(self.commands):
            raise WormError(
                f"there is no position {position}: this game has 0 to {len(self.commands)}"
            )
        frame = position // self.every
        if not frame * self.every <= self.position <= position:
            game = self._from_keyframe(frame)
            game.share_world(self.game)
            self.game = game
            self.position = frame * self.every
        for command in self.commands[self.position : position]:
            _send(self.game, command)
        self.position = position

    def _from_keyframe(self, frame: int) -> Game:
        """The game at keyframe ``frame``, with the straight replay's log and history so far,
        so that what follows is numbered and recorded as one game."""
        if frame == 0:
            return Game.replay(self.start, (), self.pack)  # the opening's events as well
        done = frame * self.every
        game = Game.from_state(self.keyframes[frame], self.pack)
        game.log.events = list(self.events[: self.marks[done].events])
        game.start = self.start
        game.history = list(self.commands[:done])
        return game


def of(path: Path, saved: savefile.SaveFile, *, every: int = EVERY) -> Replay:
    """The replay of a save, at its start: the game's start and every command sent since,
    which must lead to the state the save holds; then the commands sent after that state."""
    if saved.start is None:
        raise SaveError(f"{path}: it does not keep the game's start, so it cannot be replayed")
    replay = Replay(saved.start, (*saved.history, *saved.commands), every=every)
    replay.seek(len(saved.history))
    if replay.game.snapshot() != saved.state:
        raise SaveError(
            f"{path}: its commands do not lead to the state it holds "
            "(made by another version of worm or its content, or edited)"
        )
    replay.seek(0)
    return replay


def load(path: Path, *, every: int = EVERY) -> tuple[Replay, str | None]:
    """The replay of the save at ``path``, with a notice when its backup had to be used."""
    saved, notice = savefile.read_or_backup(path)
    return of(path, saved, every=every), notice


def _send(game: Game, command: cmd.Command) -> None:
    try:
        game.execute(command)
    except IllegalCommand:
        pass  # refused then, refused now: its 'refused' event is in the log again


def _count(n: int) -> int:
    if n < 0:
        raise ValueError(f"a number of commands is 0 or more, not {n}")
    return n
