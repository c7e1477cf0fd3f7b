"""Autosave (issue 16, point 2): the game is saved at every watch and every change of phase,
and when play stops for any reason, so leaving never loses a run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from worm.engine import events as ev
from worm.engine.log import EventLog
from worm.engine.session import Game
from worm.saves import games


class Autosave:
    """Saves ``game`` to ``path`` whenever a watch passes or the phase moves.

    ``after`` runs after each save, with the game and the save's path: the front ends pass
    ``worm.text.chronicle.keep``, which writes the chronicle beside the save once a delve has
    ended (this layer cannot import the text one)."""

    def __init__(
        self, game: Game, path: Path, *, after: Callable[[Game, Path], object] | None = None
    ) -> None:
        self.game, self.path, self.after = game, path, after
        self.read = len(game.log.events)
        self.saves = 0

    def catch_up(self, log: EventLog) -> None:
        """Look at the events since the last look; save if a watch passed or the phase moved."""
        new = log.events[self.read :]
        self.read = len(log.events)
        if any(isinstance(event, ev.Watch | ev.Phase) for event in new):
            self.save()

    def save(self) -> None:
        games.save(self.game, self.path)
        self.saves += 1
        if self.after is not None:
            self.after(self.game, self.path)

    def close(self, log: EventLog) -> None:
        """Play has stopped: save where it stands."""
        self.read = len(log.events)
        self.save()
