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


def passed_by(holders: tuple[int, int]) -> tuple[int, ...]:
    """The factions (indexes) that have passed a pathway whose two rooms are held by
    ``holders`` (-1: by none). Policy: a faction walks its own territory and its borders, so
    one holding either room has worn the way since it came to hold it; a way between rooms
    no faction holds is the unaligned creatures' to roam (none listed here)."""
    return tuple(sorted({h for h in holders if h >= 0}))


def way_past(passers: list[str], roamers: list[str]) -> str:
    """The answer of a pathway's past: the factions that passed it, or those who roam it."""
    if passers:
        return f"{' and '.join(passers)} passed this way, going about their territory"
    if roamers:
        return f"no faction holds it: {', '.join(roamers)} roam it"
    return "nobody has worn this way that an ancestor knows of"
