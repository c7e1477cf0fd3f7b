"""The first meeting of a game shown over the map (issue 19, point 8): a fight or a parley met
in the very room the guild came down into opens as a dialog over the Crawl, which tells the
scene; a key goes on into it."""

from __future__ import annotations

from collections.abc import Callable

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

    def __init__(self, driver: Driver, then: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.driver = driver
        self.then = then  # what the app does once the player goes on: its next screen

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
        stack = self.app.screen_stack
        views = list(stack[-2].query(MapView)) if len(stack) > 1 else []
        if views:  # the map centres once laid out: move with it
            self.watch(views[0], "scroll_y", lambda _: self.clear_of(views[0]), init=True)

    def clear_of(self, view: MapView) -> None:
        """The dialog sits low, or high when the guild stands in the lower half of the
        screen, so that the guild and what it met stay in sight."""
        if view.at is None:
            return
        row = view.region.y + view.at[1] - round(view.scroll_offset.y)
        self.styles.align_vertical = "top" if row >= self.app.size.height // 2 else "bottom"

    def action_onward(self) -> None:
        """Close, then let the app open the fight or parley. Not by the dismiss callback:
        Textual runs that on whatever pushed the screen, and a guild made step by step is
        begun from the creation screen, gone by now, so it never ran (play-test 19, 5)."""
        self.dismiss(None)
        if self.then is not None:
            self.app.call_later(self.then)
