"""What an ancestor would know of a room's past (Akashic Consciousness, p. 57: the GM answers
a question of the past whenever some forebear of the elf could have known it).

Policy: the traps of a room were laid when it was made or stocked, long ago, so an ancestor
could know of them, and of what the level was and the trace it left in the room (the level's
past); who dwells there now came later, and the treasure lying about is not an event, so
neither is told.
"""

from __future__ import annotations

PAGE = "p. 57"


def room_past(traps: list[str], traces: list[str]) -> str:
    """The answer of a room's past, from the traps laid there and the level's trace in it."""
    laid = f"a trap was laid there long ago: {', '.join(traps)}" if traps else "no trap was laid"
    return laid + (f"; a trace of {', '.join(traces)}" if traces else "")
