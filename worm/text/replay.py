"""``worm replay NAME --text``: a saved game told again in the narration's words (issue 16,
point 7).

With nothing to read, the whole game is printed from its start to its end. With lines to
read (a script on stdin), each one moves the replay and prints what it came to:

    n [K]   next: play the next command (or K), printing what happened
    b [K]   back: go back one command (or K)
    w N     go to the moment watch N passed (0: the start)
    q       quit
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TextIO

from worm.engine import events as ev
from worm.errors import WormError
from worm.saves.replay import Replay
from worm.text import narrate

HELP = "n [K] next, b [K] back, w N go to watch N, q quit"


def run(replay: Replay, lines: Iterable[str] | None, out: TextIO) -> int:
    """Tell the replay to ``out``: the whole of it, or as ``lines`` say."""
    commands, watches = len(replay.commands), replay.watches
    print(f"Replay of seed {replay.start.seed}: {commands} commands, {watches} watches.", file=out)
    _tell(replay.events[: replay.marks[replay.position].events], out)  # all so far: the opening
    if lines is None:
        _forward(replay, commands, out)
    else:
        for line in lines:
            if not obey(replay, line, out):
                break
    print(f"Replay stopped {_where(replay)}.", file=out)
    return 0


def obey(replay: Replay, line: str, out: TextIO) -> bool:
    """Do what one line says; False for quit."""
    word, _, rest = line.strip().partition(" ")
    count = _number(rest.strip(), 1) if word in ("n", "b") else 0
    if word == "q":
        return False
    if word == "n" and count is not None:
        _forward(replay, count, out)
    elif word == "b" and count is not None:
        replay.back(count)
        print(f"— back {_where(replay)}", file=out)
    elif word == "w" and (watch := _number(rest.strip(), None)) is not None:
        try:
            replay.to_watch(watch)
        except WormError as error:
            print(f"No: {error}", file=out)
        else:
            print(f"— {_where(replay)}", file=out)
    elif word:
        print(f"? {HELP}", file=out)
    return True


def _forward(replay: Replay, count: int, out: TextIO) -> None:
    first = replay.position
    replay.forward(count)
    _tell(replay.events_between(first, replay.position), out)


def _tell(events: Iterable[ev.Event], out: TextIO) -> None:
    for text in narrate.events(events):
        print(text, file=out)


def _where(replay: Replay) -> str:
    return (
        f"at command {replay.position} of {len(replay.commands)}, "
        f"watch {replay.watch} of {replay.watches}"
    )


def _number(text: str, default: int | None) -> int | None:
    if not text:
        return default
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 9 else None
