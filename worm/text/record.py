"""The event log written as the game goes (``--events``, CONTRACTS §3; issue 16): each
command's events appended as soon as it is answered, and synced to disk at every watch and
phase change and at the end — so Ctrl-C, a kill or a crash loses nothing already answered, and
a power cut at most the last watch."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from worm import files
from worm.engine import events as ev
from worm.engine.log import EventLog, line


class Keeper(Protocol):
    """What keeps a game as it goes: the ``--events`` record, the autosave."""

    def catch_up(self, log: EventLog) -> None: ...

    def close(self, log: EventLog) -> None: ...


class Record:
    """An ``--events`` file being written; the path is checked when it is made, before play."""

    def __init__(self, path: Path) -> None:
        self.file = files.Appender(path, "write events to")
        self.written = 0

    def catch_up(self, log: EventLog) -> None:
        """Append the events not yet written; flush when a watch passed or the phase moved."""
        new = log.events[self.written :]
        for event in new:
            self.file.write(line(event))
        self.written = len(log.events)
        self.file.flush(sync=any(isinstance(event, ev.Watch | ev.Phase) for event in new))

    def close(self, log: EventLog) -> None:
        """Write what is left and close the file."""
        try:
            self.catch_up(log)
        finally:
            self.file.close()
