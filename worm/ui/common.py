"""Pieces every screen shares, and what a screen may ask of the app that shows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol, cast

from textual.screen import Screen
from textual.widgets import Static

from worm.engine import commands as cmd
from worm.ui.driver import Driver, Outcome
from worm.ui.flowlog import FlowLog

MIN_WIDTH, MIN_HEIGHT = 80, 24
KEEP = 2000  # messages a screen's log holds to scroll back through ('m' shows them all)


class Host(Protocol):
    """What a screen asks of the app (``worm.ui.app.WormApp``): screens know this, never the
    app's module, so the app can import every screen and no screen imports the app."""

    seed: int
    guild_size: int

    def send(
        self, command: cmd.Command, *, anyway: bool = False, quiet: bool = False
    ) -> Outcome | None:
        """One command to the game, then the screens brought up to date (asking first if it
        would break a pact, unless ``anyway``; a refusal toasted unless ``quiet``)."""
        ...

    saves_dir: Path | None

    def begin(self, driver: Driver, save: Path | None = None) -> None:
        """Start playing a game."""
        ...

    def continue_game(self, path: Path) -> None:
        """Go on from a saved game."""
        ...

    def action_ask_quit(self) -> None:
        """Ask before leaving the game."""
        ...


def host(screen: Screen[Any]) -> Host:
    """The app showing ``screen``, as the screens see it (Textual types it ``App[Any]``)."""
    return cast(Host, screen.app)


class TooSmall(Static):
    """Shown instead of the screen when the terminal is under 80×24 (the app's ``-too-small``
    class; see worm.tcss)."""

    def __init__(self) -> None:
        super().__init__(
            f"The terminal is too small for worm: it needs at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "Make the window larger, or play the text game: worm --text",
            classes="too-small",
        )


class MessageLog(FlowLog):
    """The newest messages under a screen's main view, kept up to date by ``catch_up``;
    ``backlog`` older ones are shown when it opens. It re-wraps to its width (``FlowLog``)."""

    def __init__(self, driver: Driver, *, backlog: int = 0, id: str | None = None) -> None:
        super().__init__(id=id, keep=KEEP)
        self.driver = driver
        self.written = max(0, driver.written - backlog)

    def catch_up(self) -> None:
        """Write the messages the driver has had since the last call."""
        self.add(self.driver.since(self.written))
        self.written = self.driver.written


class MenuScreen(Screen[None]):
    """A phase screen drawn from the game after every command, with a menu that takes the
    keys (the parley's approaches, the Camp's actions): what the two share, once.

    ``MENU`` is the menu's id and ``LOG`` its message log's; ``_seen`` is what the panels
    were last drawn from, so a redraw happens only when it changes (a resize clears it)."""

    MENU = ""
    LOG = ""

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self._seen: tuple[object, ...] | None = None

    @property
    def worm(self) -> Host:
        return host(self)

    def on_mount(self) -> None:
        for menu in self.query(f"#{self.MENU}"):  # none when the screen went before it came
            menu.focus()
        self.update_view()

    def on_screen_resume(self) -> None:
        self.update_view()

    def on_resize(self) -> None:
        self._seen = None  # compact or not: what fits comes and goes
        self.call_after_refresh(self.update_view)

    def mounted(self) -> bool:
        """Whether the screen is up to draw on; if so its log has caught up with the game."""
        if not self.is_mounted or not self.query(f"#{self.LOG}"):
            return False
        self.query_one(MessageLog).catch_up()
        return True

    def update_view(self) -> None:
        """Bring every panel up to date after a command (the app calls this)."""
        raise NotImplementedError
