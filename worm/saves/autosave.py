"""Autosave (issue 16, point 2): the game is saved at every watch and every change of phase,
and when play stops for any reason, so leaving never loses a run."""

from __future__ import annotations

from pathlib import Path

from worm.engine import events as ev
from worm.engine.log import EventLog
from worm.engine.session import Game
from worm.saves import games


class Autosave:
    """Saves ``game`` to ``path`` whenever a watch passes or the phase moves."""

    def __init__(self, game: Game, path: Path) -> None:
        self.game, self.path = game, path
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

    def close(self, log: EventLog) -> None:
        """Play has stopped: save where it stands."""
        self.read = len(log.events)
        self.save()
