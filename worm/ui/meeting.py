"""The first meeting of a game shown over the map (issue 19, point 8): a fight or a parley met
in the very room the guild came down into opens as a dialog over the Crawl, which tells the
scene; a key goes on into it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from worm.text import meeting
from worm.ui.driver import Driver
from worm.ui.mapview import MapView


class MeetingScreen(ModalScreen[None]):
    """The scene of a meeting, over the map the guild has just come into."""

    BINDINGS = [Binding("enter,space,escape", "onward", "Go on", show=False)]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver

    def compose(self) -> ComposeResult:
        game = self.driver.game
        with Vertical(classes="dialog", id="meeting"):
            yield Static(meeting.heading(game), classes="title")
            with VerticalScroll():
                yield Static(Text("\n".join(meeting.scene(game))), id="scene")
            yield Static(
                f"Enter: {meeting.onward(game)} · m: the whole log · ?: help",
                classes="hint",
            )

    def on_mount(self) -> None:
        self.call_after_refresh(self.clear_of_the_guild)

    def clear_of_the_guild(self) -> None:
        """The dialog sits low, or high when the guild stands in the lower half of the map,
        so that the guild and what it met stay in sight."""
        stack = self.app.screen_stack
        views = list(stack[-2].query(MapView)) if len(stack) > 1 else []
        at = views[0].at if views else None
        if at is None:
            return
        row = views[0].region.y + at[1] - views[0].scroll_offset.y
        if row >= self.app.size.height // 2:
            self.styles.align_vertical = "top"

    def action_onward(self) -> None:
        self.dismiss(None)
