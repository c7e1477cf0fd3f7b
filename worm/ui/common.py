"""Pieces the game's screens share; what a screen may ask of the app, and the too-small notice,
are in ``worm.ui.base`` (the title needs those alone) and named here too."""

from __future__ import annotations

from textual.screen import Screen

from worm.ui.base import MIN_HEIGHT as MIN_HEIGHT
from worm.ui.base import MIN_WIDTH as MIN_WIDTH
from worm.ui.base import Host as Host
from worm.ui.base import TooSmall as TooSmall
from worm.ui.base import host as host
from worm.ui.driver import Driver
from worm.ui.flowlog import FlowLog

KEEP = 2000  # messages a screen's log holds to scroll back through ('m' shows them all)


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
