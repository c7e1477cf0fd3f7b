"""The game stops to ask a player (p. 124): a Wound that could be taken more than one way, or
a talent whose use the book leaves to the player at the moment (``worm.engine.elections``).
A leaf module, so anything that may ask can raise it without importing the Wound rules."""

from __future__ import annotations


class Asked(Exception):  # noqa: N818 — not an error: the game stops to ask
    """A Wound lands on one whose player asked to choose (p. 124), or a talent's moment comes:
    the command stops here, is rolled back, and waits for the answer
    (``worm.engine.session.Game.execute``)."""

    def __init__(self, who: str, ways: tuple[str, ...], cause: str) -> None:
        super().__init__(who, ways, cause)
        self.who, self.ways, self.cause = who, ways, cause
