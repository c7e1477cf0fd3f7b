"""The game in figures, as the game-over dialog shows them (issue 19, point 9): watches kept,
the deepest level reached, rooms explored, fights, gold picked up, and who died where. Read
from the event log alone, the way the chronicle (``worm.text.chronicle``) reads it, so the
same log always gives the same figures."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from worm.engine import events as ev
from worm.text.chronicle import Reader


@dataclass(frozen=True, slots=True)
class Summary:
    """What a game came to."""

    watches: int
    depth: int  # the deepest level entered (0: never below)
    rooms: int  # rooms entered at least once, on every level
    fights: int
    gold: int  # gold picked up below
    deaths: tuple[str, ...]  # who died where, in the order they fell
    lost: str = ""  # why the game ended, if it did
    dying: tuple[str, ...] = ()  # who lay at Death's Door when the log ends

    def fates(self) -> list[str]:
        """Who lies at Death's Door as the log ends: a lost game has already told them dead."""
        return [f"{name} lies at Death's Door." for name in self.dying]

    def lines(self) -> list[str]:
        """The figures as a player reads them, one line each."""
        rooms = f"{self.rooms} room{'s' * (self.rooms != 1)}"
        fights = f"{self.fights} fight{'s' * (self.fights != 1)}"
        out = [
            f"Watches: {self.watches} · deepest level: {self.depth or 'none'} · "
            f"{rooms} explored · {fights}",
            f"Gold picked up: {self.gold}",
        ]
        out += [*self.deaths, *self.fates()] or ["No one died."]
        return out


def summarize(events: Iterable[ev.Event]) -> Summary:
    """Count up a game from its event log."""
    log = list(events)
    reader = Reader(set()).read(log)  # it learns the guild from the log's guild events
    rooms = {(e.level, e.room) for e in log if isinstance(e, ev.Enter)}
    watches = max((e.n for e in log if isinstance(e, ev.Watch)), default=0)
    return Summary(
        watches=watches,
        depth=max((level for level, _ in rooms), default=0),
        rooms=len(rooms),
        fights=reader.fights,
        gold=sum(d.gold for d in reader.delves),
        deaths=tuple(reader.dead.values()),
        lost=reader.lost,
        dying=tuple(reader.dying),
    )
