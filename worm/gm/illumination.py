"""Policy: who holds the light to another's fine work (p. 94; the example of p. 182).

In dim light a complex or visual task (picking a lock) suffers disfavor, unless a guild-mate
holding a light brings it to bear on the work (p. 94); p. 182 shows it done, a third
adventurer bringing a lit torch over so the lock is picked at a plain test. The book leaves to
the GM who does it. worm rules the same way every time: the first guild-mate in marching
order who can act and holds a lit source brings it to the work. In the Crawl nobody does two
things at once, so the bearer gives up nothing; a candle serves as well as a torch here, for
it is held up to the work itself.

Which of a feature's tests are such work the book leaves to the table: worm counts a test of
Cups (wisdom and training: working out a mechanism, reading a riddle — the test of wits an
investigation asks) and any test that works a lock with lockpicks. A test the whole guild
takes together, or each for themselves, is not fine work.
"""

from __future__ import annotations

from collections.abc import Sequence

RULE = "p. 94"
"""The page every ruling of this policy cites."""


def bearer(worker: str, holders: Sequence[tuple[str, bool]]) -> str | None:
    """Who lights ``worker``'s fine work: the first other adventurer of ``holders`` (ids in
    marching order, each with whether they can act and hold a lit light) who can; None if
    nobody can, and the work is done by whatever light there is."""
    return next((who for who, able in holders if able and who != worker), None)


FINE_ATTRIBUTE = "cups"
"""The attribute of a feature's test of wits (rules digest §3: Cups is wisdom, training)."""


def fine(attribute: str, picks: bool) -> bool:
    """Whether one adventurer's test of a feature, of ``attribute``, is fine work that dim
    light hampers (p. 94): a test of wits, or one that ``picks`` a lock."""
    return picks or attribute == FINE_ATTRIBUTE


def why(bearer_name: str, light: str, worker_name: str) -> str:
    """The ruling's words: who holds what to whose work."""
    return (
        f"{bearer_name} holds the {light} close for {worker_name}: the work is lit, "
        "no disfavor for dim light"
    )
