"""Pieces every screen shares."""

from __future__ import annotations

from textual.widgets import Static

from worm.ui.app import MIN_HEIGHT, MIN_WIDTH


class TooSmall(Static):
    """Shown instead of the screen when the terminal is under 80×24 (the app's ``-too-small``
    class; see worm.tcss)."""

    def __init__(self) -> None:
        super().__init__(
            f"The terminal is too small for worm: it needs at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "Make the window larger, or play the text game: worm --text",
            classes="too-small",
        )
