"""What every screen may ask of the app that shows it, and the notice shown instead of a screen
too small to draw: all the title needs of ``worm.ui.common``, without the game's modules."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from textual.screen import Screen
from textual.widgets import Static

if TYPE_CHECKING:
    from worm.engine import commands as cmd
    from worm.ui.driver import Driver, Outcome

MIN_WIDTH, MIN_HEIGHT = 80, 24


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
