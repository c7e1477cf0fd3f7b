"""The replay screen (``worm replay NAME``; issue 16, point 7): a saved game shown as the Crawl
screen showed it, moved a command at a time forward and back, or watch by watch.

It shows the map, the guild, the decks and the latest messages of the game at the replay's
position with the Crawl's own views, and only reads the game: no key here sends a Command.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from worm.engine import events as ev
from worm.saves.replay import Replay
from worm.text import narrate
from worm.ui import hanging, panels
from worm.ui import keymap as keys
from worm.ui.common import TooSmall
from worm.ui.driver import Category, Message, category
from worm.ui.flowlog import FlowLog
from worm.ui.footer import KeyFooter
from worm.ui.mapview import MapView

SHOWN = 60  # messages in the log under the map
READ = 400  # events read back to find them


def messages(replay: Replay) -> list[Message]:
    """The newest messages of the game at the replay's position, as the Crawl's log words
    them (the tags by the phase each event came in, as near as the events read back say)."""
    end = replay.marks[replay.position].events
    phase = "crawl"
    out = []
    for e in replay.events[max(0, end - READ) : end]:
        if isinstance(e, ev.Phase):
            phase = e.phase
        text = narrate.ruling(e) if isinstance(e, ev.Gm) else narrate.event(e)
        if text:
            kind: Category = category(e, phase)
            out.append(Message(text.strip(), kind, e.seq))
    return out[-SHOWN:]


def where(replay: Replay) -> Text:
    """The line above the map: how far into the game the replay stands."""
    out = Text()
    out.append(" REPLAY ", style="bold reverse")
    out.append(
        f" command {replay.position}/{len(replay.commands)} · watch {replay.watch}/{replay.watches}"
    )
    if replay.at_end:
        out.append(" · END", style="bold")
    out.append(" · ")
    return out


class ReplayScreen(Screen[None]):
    """A saved game, forward and back."""

    phase_name = "replay"
    BINDINGS = keys.bindings("replay")  # type: ignore[assignment]  # keys.bindings is typed list[object]

    def __init__(self, replay: Replay) -> None:
        super().__init__()
        self.replay = replay
        self._ready = False

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield Static(id="status")
                yield MapView(id="map", theme=self.app.theme)
                yield FlowLog(id="messages")  # wraps again at every width (worm.ui.flowlog)
            with Vertical(id="side"):
                yield Static(id="guild")
                yield Static(id="decks")
        yield KeyFooter()

    def on_mount(self) -> None:
        self._ready = True
        self.query_one(MapView).focus()
        self.update_view()

    def retheme(self, theme: str) -> None:
        self.query_one(MapView).set_theme(theme)

    def update_view(self) -> None:
        """Show the game at the replay's position."""
        if not self._ready:
            return
        game = self.replay.game
        if game.phase != "city":
            self.query_one(MapView).show(game)
        self.query_one("#status", Static).update(where(self.replay) + panels.status(game))
        compact = self.app.has_class("-compact")
        self.query_one("#guild", Static).update(hanging.Hung(panels.guild(game, compact=compact)))
        self.query_one("#decks", Static).update(hanging.Hung(panels.decks(game)))
        self.query_one("#messages", FlowLog).replace(messages(self.replay))

    # --- keys: each moves the replay, none sends a Command ----------------------------------

    def action_forward(self) -> None:
        self.replay.forward()
        self.update_view()

    def action_back(self) -> None:
        self.replay.back()
        self.update_view()

    def action_next_watch(self) -> None:
        self.replay.next_watch()
        self.update_view()

    def action_previous_watch(self) -> None:
        self.replay.previous_watch()
        self.update_view()

    def action_first(self) -> None:
        self.replay.seek(0)
        self.update_view()

    def action_last(self) -> None:
        self.replay.seek(len(self.replay.commands))
        self.update_view()
