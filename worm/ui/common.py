"""Pieces every screen shares."""

from __future__ import annotations

from textual.widgets import RichLog, Static

from worm.ui import panels
from worm.ui.app import MIN_HEIGHT, MIN_WIDTH
from worm.ui.driver import Driver


class TooSmall(Static):
    """Shown instead of the screen when the terminal is under 80×24 (the app's ``-too-small``
    class; see worm.tcss)."""

    def __init__(self) -> None:
        super().__init__(
            f"The terminal is too small for worm: it needs at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "Make the window larger, or play the text game: worm --text",
            classes="too-small",
        )


class MessageLog(RichLog):
    """The newest messages under a screen's main view, kept up to date by ``catch_up``;
    ``backlog`` older ones are shown when it opens."""

    def __init__(self, driver: Driver, *, backlog: int = 0, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True)
        self.driver = driver
        self.written = max(0, driver.written - backlog)

    def catch_up(self) -> None:
        """Write the messages the driver has had since the last call."""
        for message in self.driver.since(self.written):
            self.write(panels.message_line(message))
        self.written = self.driver.written
